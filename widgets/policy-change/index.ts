import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { PolicyChangeProps } from './PolicyChange';

/**
 * 'Richiesta di modifica' of an issued policy (spec 2 §4, §5): the button and the change form's
 * dialog; the policy card shows it, a screen may too.
 */
export default defineWidget<PolicyChangeProps>({
  name: 'policy-change',
  props: {
    type: 'object',
    properties: {
      itemID: { type: 'integer', minimum: 1, description: 'The policy (its itemID).' },
      numero: { type: 'string', maxLength: 64, description: 'The policy number, naming the button.' },
    },
    required: ['itemID'],
    additionalProperties: false,
  },
  component: lazyWidget(() => import('./PolicyChange')),
});
