import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

/** Confirms the e-mail address of the link's token (GET account/confirmemail) and says how it went. */
export default defineWidget<Record<string, never>>({
  name: 'account-confirm-email',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./ConfirmEmail')),
});
