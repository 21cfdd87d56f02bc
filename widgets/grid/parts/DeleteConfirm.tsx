import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useT } from '../../../engine/react/runtime/EngineContext';

/** Spec 1 §8: a row delete asks yes/no first. */
export function DeleteConfirm({
  show,
  busy,
  onYes,
  onNo,
}: {
  show: boolean;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const t = useT();
  return (
    <Modal show={show} onHide={onNo} centered aria-labelledby="grid-delete-title">
      <Modal.Header closeButton closeLabel={t('generico.chiudi')}>
        <Modal.Title id="grid-delete-title" as="h2" className="h5">
          {t('generico.elimina')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('griglia.confermaCancellazione')}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onNo} disabled={busy}>
          {t('generico.no')}
        </Button>
        <Button variant="danger" onClick={onYes} disabled={busy}>
          {t('generico.si')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
