import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { useTabLoop } from './useTabLoop';

/** A yes/no question (spec 2 §4: 'Svuotare il carrello?', 'Eliminare prodotto?'); the question is its title. */
export function ConfirmDialog({
  question,
  show,
  busy = false,
  onYes,
  onNo,
  onExited,
}: {
  question: string | null;
  show: boolean;
  busy?: boolean;
  onYes: () => void;
  onNo: () => void;
  /** Closed and gone: the control that opened it may be gone too (the item just deleted). */
  onExited?: () => void;
}) {
  const t = useT();
  const id = useId();
  useTabLoop(show, id);
  return (
    <Modal
      show={show}
      onHide={onNo}
      onExited={onExited}
      centered
      size="sm"
      aria-labelledby={id}
      className="cart-confirm"
    >
      <Modal.Body>
        <p id={id} className="h5 mb-0">
          {question}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onNo} disabled={busy}>
          {t('generico.no')}
        </Button>
        <Button variant="primary" onClick={onYes} disabled={busy}>
          {t('generico.si')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
