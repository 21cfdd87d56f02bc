import { useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import { formatMoney } from '../../../engine/core/format';
import { useIsMobile } from '../../../engine/react/layout/useIsMobile';
import { useT } from '../../../engine/react/runtime/EngineContext';
import type { DatiAdesione } from '../../../schemas/types';
import { useFileDownload } from '../../grid/cells/useFileDownload';
import { totaliPolizze } from '../purchaseOutcome';
import { ConfirmDialog } from './ConfirmDialog';
import { useTabLoop } from './useTabLoop';

/** The certificate's API path: the policy's `certificato`, relative to the API base, or built from its id. */
export const percorsoCertificato = (p: DatiAdesione) =>
  p.certificato
    ? p.certificato.replace(/^\/+/, '').replace(/^api\//, '')
    : `file/adesione/${encodeURIComponent(p.itemGUID)}`;

/**
 * Spec 2 §2 "Purchase summary": 'Riepilogo acquisto' on desktop, 'Grazie per il tuo acquisto' on a
 * phone; number of policies, total premium, commissions, total, each policy with its certificate, and
 * 'Paga le restanti polizze' when a redirect URL exists. Closing then asks first (spec 2 §4).
 */
export function PurchaseSummary({
  polizze,
  redirect,
  show,
  onClose,
  mobile,
}: {
  polizze: DatiAdesione[];
  redirect: string | null;
  show: boolean;
  onClose: () => void;
  mobile?: boolean;
}) {
  const t = useT();
  const isMobile = useIsMobile(mobile);
  const download = useFileDownload();
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const primoCertificato = useRef<HTMLButtonElement>(null);
  useTabLoop(show && !asking, titleId);
  const totali = totaliPolizze(polizze);
  const close = () => (redirect ? setAsking(true) : onClose());
  const rows: Array<[string, string]> = [
    [t('acquisto.numeroPolizze', 'Numero polizze'), String(totali.numero)],
    [t('acquisto.premioTotale', 'Premio totale'), formatMoney(totali.premioTotale)],
    [t('acquisto.commissioni', 'Commissioni'), formatMoney(totali.commissioni)],
    [t('acquisto.totale', 'Totale'), formatMoney(totali.totale)],
  ];
  return (
    <>
      <Modal
        show={show && !asking}
        onHide={close}
        fullscreen={isMobile ? true : undefined}
        size="lg"
        centered
        scrollable
        aria-labelledby={titleId}
        // Once in view, the focus goes to the first certificate, what the user came for (issue 24: two
        // Tabs past 'Chiudi' before); a Tab pressed during the fade-in was lost to the dialog's own focus.
        onEntered={() => primoCertificato.current?.focus()}
      >
        <Modal.Header closeButton closeLabel={t('generico.chiudi', 'Chiudi')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {isMobile
              ? t('acquisto.grazie', 'Grazie per il tuo acquisto')
              : t('acquisto.riepilogo', 'Riepilogo acquisto')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <dl className="row mb-3" data-testid="riepilogo-totali">
            {rows.map(([label, value]) => (
              <div key={label} className="col-6 col-md-3">
                <dt className="fw-normal text-body-secondary small">{label}</dt>
                <dd className="fw-semibold mb-2">{value}</dd>
              </div>
            ))}
          </dl>
          <ListGroup as="ul" aria-label={t('acquisto.polizze', 'Polizze acquistate')}>
            {polizze.map((p, i) => (
              <ListGroup.Item as="li" key={p.itemGUID}>
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <div>
                    <div className="fw-semibold">
                      {p.numero} · {p.pacchetto}
                    </div>
                    <div className="small">
                      {p.partecipantiElencoLista.map((x) => `${x.cognome} ${x.nome}`.trim()).join(', ')}
                    </div>
                    {p.acquistataConCredito && (
                      <div className="small text-success">
                        {t('adesione.acquistataConCredito', 'Polizza acquistata con il credito disponibile')}
                      </div>
                    )}
                  </div>
                  <div className="text-end">
                    <div className="fw-semibold">{formatMoney(p.totalePremio)}</div>
                    <Button
                      ref={i === 0 ? primoCertificato : undefined}
                      variant="link"
                      size="sm"
                      className="p-0"
                      aria-label={`${t('adesione.scaricaCertificato', 'Scarica certificato assicurativo')} ${p.numero}`}
                      onClick={() => void download(percorsoCertificato(p), 'adesione.pdf')}
                    >
                      {t('adesione.scaricaCertificato', 'Scarica certificato assicurativo')}
                    </Button>
                  </div>
                </div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          {redirect ? (
            <a className="btn btn-primary" href={redirect}>
              {t('acquisto.pagaRestanti', 'Paga le restanti polizze')}
            </a>
          ) : (
            <span />
          )}
          <Button variant="outline-secondary" onClick={close}>
            {t('generico.chiudi', 'Chiudi')}
          </Button>
        </Modal.Footer>
      </Modal>
      <ConfirmDialog
        show={show && asking}
        question={t(
          'acquisto.confermaChiusura',
          'Restano polizze da pagare: chiudere comunque il riepilogo?',
        )}
        onYes={() => {
          setAsking(false);
          onClose();
        }}
        onNo={() => setAsking(false)}
      />
    </>
  );
}
