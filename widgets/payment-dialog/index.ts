import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

export type { PaymentDialogProps, PaymentDialogVariant } from './PaymentDialog';

/** The start-up month-end payment dialog; the shell renders `PaymentDialog` from ./PaymentDialog. */
export default defineWidget<Record<string, never>>({
  name: 'payment-dialog',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./PaymentDialog')),
});
