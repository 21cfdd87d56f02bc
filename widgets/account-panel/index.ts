import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { AccountPanelProps } from './AccountPanel';

const labelKey = { type: 'string', pattern: '^[A-Za-z0-9_.-]+$' };

/** The card of the account pages (sign-in, recovery, registration…): logo, title, intro, body, links. */
export default defineWidget<AccountPanelProps>({
  name: 'account-panel',
  children: true,
  props: {
    type: 'object',
    properties: {
      title: labelKey,
      intro: labelKey,
      wide: { type: 'boolean', description: 'A wider card, for long forms.' },
      signOutLabel: { ...labelKey, description: 'Shows a sign-out button with this label.' },
      links: {
        type: 'array',
        items: {
          type: 'object',
          properties: { to: { type: 'string', pattern: '^/' }, label: labelKey },
          required: ['to', 'label'],
          additionalProperties: false,
        },
      },
    },
    required: ['title'],
    additionalProperties: false,
  },
  component: lazyWidget(() => import('./AccountPanel')),
});
