import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { purifyHtml } from '../../../engine/react/html/purifyHtml';
import { useT } from '../../../engine/react/runtime/EngineContext';
import type { ProdottoComplementare } from '../../../schemas/types';
import { terminiHref } from '../../shopping/shoppingRequests';

/**
 * The 'Leggi di più' dialog of a supplementary policy (spec 2 §2): short description, terms link,
 * extended description and 'Prosegui con gli acquisti', which closes it.
 */
export function LeggiDiPiu({
  policy,
  onHide,
  fullscreen = false,
}: {
  policy: ProdottoComplementare | null;
  onHide: () => void;
  fullscreen?: boolean;
}) {
  const t = useT();
  const short = useMemo(() => purifyHtml(policy?.descrizioneSintetica ?? ''), [policy]);
  const long = useMemo(() => purifyHtml(policy?.descrizioneEstesa ?? ''), [policy]);
  return (
    <Modal
      show={policy !== null}
      onHide={onHide}
      centered
      fullscreen={fullscreen ? true : undefined}
      aria-labelledby="integrativa-dettaglio-titolo"
    >
      <Modal.Header closeButton closeLabel={t('generico.chiudi')}>
        <Modal.Title id="integrativa-dettaglio-titolo" as="h2" className="h5">
          {policy?.pacchetto}
        </Modal.Title>
      </Modal.Header>
      {policy ? (
        <Modal.Body>
          <div dangerouslySetInnerHTML={{ __html: short }} />
          <p>
            <a
              href={terminiHref(policy.pacchettoID, policy.prodottoID)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('prodotto.terminiCondizioni')}
            </a>
          </p>
          <div data-testid="descrizione-estesa" dangerouslySetInnerHTML={{ __html: long }} />
        </Modal.Body>
      ) : null}
      <Modal.Footer>
        <Button variant="primary" onClick={onHide}>
          {t('integrativa.prosegui')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
