import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useT } from '../../../engine/react/runtime/EngineContext';
import type { ErroreTotale } from '../../../schemas/types';
import { messaggioErrore } from '../purchaseOutcome';
import { useTabLoop } from './useTabLoop';

/**
 * Spec 2 §8 "Adesione errors after purchase": the items the purchase refused, in a warning box titled
 * with the generic warning text, shown before the outcome; closing it goes on (`onClose`).
 */
export function PurchaseWarnings({
  errori,
  show,
  onClose,
}: {
  errori: ErroreTotale[];
  show: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const id = useId();
  useTabLoop(show, id);
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={id}>
      <Modal.Body>
        <Alert variant="warning" className="mb-0" role="alert">
          <Alert.Heading id={id} as="h2" className="h5">
            {t('msg.warningGenerico')}
          </Alert.Heading>
          <ul className="mb-0 ps-3">
            {errori.map((e, i) => (
              <li key={i}>{messaggioErrore(e, t)}</li>
            ))}
          </ul>
        </Alert>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose} autoFocus>
          {t('generico.ok')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
