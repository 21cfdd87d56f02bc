import { PaymentDialog, type PaymentDialogVariant } from '../../widgets/payment-dialog/PaymentDialog';
import type { PagamentoEstratti } from '../../schemas/types';
import { ESEGUI_PAGAMENTO, useStartPayment } from '../../widgets/statement-payment/useStartPayment';

export interface MonthEndPaymentProps {
  show: boolean;
  variant: PaymentDialogVariant;
  onGoToPayments: () => void;
  onHide: () => void;
  onLogout: () => void;
}

/**
 * The start-up payment dialog wired to the payment (issue 12): 'Paga ora' pays every unpaid
 * statement of the distributor (`eseguipagamento` with no ids) and the browser goes to the gateway,
 * which returns to /keyclient/ritorno-fm-ok.
 */
export function MonthEndPayment(props: MonthEndPaymentProps) {
  const payment = useStartPayment<PagamentoEstratti>(ESEGUI_PAGAMENTO);
  return (
    <PaymentDialog
      {...props}
      onPay={() => void payment.start({})}
      paying={payment.busy}
      payError={payment.error}
    />
  );
}
