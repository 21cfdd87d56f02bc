import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { PaymentOutcomeProps } from './PaymentOutcome';

/**
 * The content of the KeyClient return screens (issue 12): the gateway's return verified through
 * `chiamata` and shown as paid, refused, cancelled, expired or awaiting the bank, with what to do next.
 */
export default defineWidget<PaymentOutcomeProps>({
  name: 'payment-outcome',
  props: {
    type: 'object',
    properties: {
      chiamata: {
        enum: ['keyclient/ok', 'keyclient/fm/ok'],
        description: 'The return call: keyclient/fm/ok for month-end statements, keyclient/ok otherwise.',
      },
      variante: {
        enum: ['ok', 'fm', 'ko'],
        description: 'ok and fm: a success URL (a refused outcome moves to ritorno-ko); ko: the failure URL.',
      },
    },
    required: ['chiamata', 'variante'],
    additionalProperties: false,
  },
  component: lazyWidget(() => import('./PaymentOutcome')),
});
