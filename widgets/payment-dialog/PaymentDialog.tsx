import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';

/** `mustPay`: userInfo.mustPay, the user may not go on; `warning`: segnalazionePagamentoFineMese. */
export type PaymentDialogVariant = 'mustPay' | 'warning';

export interface PaymentDialogProps {
  show: boolean;
  variant: PaymentDialogVariant;
  /** Starts the card payment of every unpaid statement (the browser leaves for the gateway). */
  onPay: () => void;
  /** While the payment is being started: 'Paga ora' waits. */
  paying?: boolean;
  /** Why the payment could not start, in Italian. */
  payError?: string | null;
  /** Leads to the user's payments (statements to choose from, past payments). */
  onGoToPayments: () => void;
  /** Closes the reminder; the blocking variant cannot be dismissed. */
  onHide: () => void;
  /** Offered by the blocking variant so a user who cannot pay now is not trapped. */
  onLogout?: () => void;
}

/**
 * The month-end payment dialog shown at start-up (spec 1 §2), with a different text per case. 'Paga
 * ora' pays every unpaid statement by card (issue 12); the payments tab stays one click away.
 */
export function PaymentDialog({
  show,
  variant,
  onPay,
  paying = false,
  payError = null,
  onGoToPayments,
  onHide,
  onLogout,
}: PaymentDialogProps) {
  const t = useT();
  const id = useId();
  const mustPay = variant === 'mustPay';

  return (
    <Modal
      show={show}
      onHide={onHide}
      backdrop={mustPay ? 'static' : true}
      keyboard={!mustPay}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      centered
    >
      <Modal.Header closeButton={!mustPay} closeLabel={t('generico.chiudi')}>
        <Modal.Title id={`${id}-title`}>{t('pagamentoFineMese.titolo')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Alert variant={mustPay ? 'danger' : 'warning'} className="mb-0" id={`${id}-text`}>
          {mustPay ? t('pagamentoFineMese.obbligatorio') : t('pagamentoFineMese.avviso')}
        </Alert>
        {paying && (
          <p role="status" className="mt-3 mb-0">
            {t('pagamentoFineMese.avvio')}
          </p>
        )}
        {payError && (
          <Alert variant="danger" role="alert" className="mt-3 mb-0">
            {payError}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        {mustPay ? (
          onLogout && (
            <Button variant="outline-secondary" onClick={onLogout}>
              {t('topbar.logout')}
            </Button>
          )
        ) : (
          <Button variant="outline-secondary" onClick={onHide}>
            {t('generico.chiudi')}
          </Button>
        )}
        <Button variant="link" onClick={onGoToPayments}>
          {t('pagamentoFineMese.vediPagamenti')}
        </Button>
        <Button variant={mustPay ? 'danger' : 'primary'} onClick={onPay} disabled={paying} aria-busy={paying}>
          {paying && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {t('pagamentoFineMese.paga')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * The registry's entry point. The shell opens the dialog at start-up from the user info; a screen
 * file has nothing to give it, so placed in a screen it renders nothing.
 */
export default function PaymentDialogWidget(_: WidgetComponentProps<Record<string, never>>) {
  return null;
}
