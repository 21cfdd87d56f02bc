import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { purifyHtml } from '../../../engine/react/html/purifyHtml';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { useDescrizione } from '../../shopping/shoppingQueries';

/** "Info": the product's short commerce description (server HTML, sanitised) and a close button. */
export function InfoDialog({
  pacchettoID,
  title,
  onHide,
}: {
  pacchettoID: number | null;
  title: string;
  onHide(): void;
}) {
  const t = useT();
  const descrizione = useDescrizione(pacchettoID);
  const html = useMemo(
    () => (descrizione.isPending ? null : purifyHtml(descrizione.data ?? '')),
    [descrizione.isPending, descrizione.data],
  );

  return (
    <Modal show={pacchettoID !== null} onHide={onHide} centered aria-labelledby="info-prodotto-titolo">
      <Modal.Header closeButton closeLabel={t('generico.chiudi')}>
        <Modal.Title id="info-prodotto-titolo" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {html === null ? (
          <Spinner size="sm" aria-label={t('generico.caricamento')} />
        ) : (
          <div className="descrizione-prodotto" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {t('generico.chiudi')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
