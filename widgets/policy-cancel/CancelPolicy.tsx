import { useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { formatDate, formatMoney, formatNumber } from '../../engine/core/format';
import { SourceError, useDataSource, useSourceMutation } from '../../engine/react/data';
import { useT, useToast } from '../../engine/react/runtime/EngineContext';

/** GET carrello/modifiche/annullamento/{praticaItemID} item1 (contract point 8), amounts in euros. */
export interface AnteprimaAnnullamento {
  annullabile: boolean;
  /** The policy's version the cancellation is confirmed on. */
  versione: number;
  motivo: string | null;
  premio: number;
  rimborso: number;
  percentuale: number;
  rimborsoPienoFinoAl: string | null;
  modo: 'credito' | 'estrattoConto' | 'carta' | null;
  polizze: Array<{ itemID: number; numero: string; pacchetto: string; rimborso: number }>;
}

interface EsitoAnnullamento {
  item1: { esito: 'annullata'; rimborso: number; versione: number };
}

export interface CancelPolicyProps {
  /** The policy's itemID (the main policy: its supplementary ones go with it). */
  itemID: number;
  numero: string;
  mobile: boolean;
}

/** How the refund goes back, as the dialog says it. */
const MODO: Record<NonNullable<AnteprimaAnnullamento['modo']>, string> = {
  credito: 'modifiche.annullamento.modo.credito',
  estrattoConto: 'modifiche.annullamento.modo.estrattoConto',
  carta: 'modifiche.annullamento.modo.carta',
};

const readAnteprima = (raw: unknown): AnteprimaAnnullamento =>
  (raw as { item1: AnteprimaAnnullamento }).item1;

/** A fresh Idempotency-Key: one per press of 'Conferma annullamento'. */
function nuovaChiave(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (x) => x.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The server's text of a refusal (the spec's `messages`, or a 404's `text`), if it gave one. */
function testoDi(error: unknown): string | null {
  if (!(error instanceof SourceError) || !error.body || typeof error.body !== 'object') return null;
  const body = error.body as { messages?: Array<{ text?: unknown }>; text?: unknown };
  const first = body.messages?.[0]?.text;
  if (typeof first === 'string') return first;
  return typeof body.text === 'string' ? body.text : null;
}

/**
 * 'Annulla polizza' on the policy card (issue 26 item 6): shown only when the server's preview says
 * the policy may be cancelled now. It opens a confirmation dialog with the refund previewed (premium,
 * refund, percentage, the last day of the full refund, how it is refunded, the supplementary policies
 * cancelled with it); 'Conferma annullamento' sends the cancellation once (a fresh Idempotency-Key per
 * press, the button disabled while it runs). Success: a toast and the policy lists and card reload;
 * a refusal (409 changed meanwhile, 400 no longer cancellable): a red toast with the server's text.
 */
export function CancelPolicy({ itemID, numero, mobile }: CancelPolicyProps) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const path = `carrello/modifiche/annullamento/${encodeURIComponent(String(itemID))}`;
  const anteprima = useDataSource<AnteprimaAnnullamento>({ path }, undefined, {
    select: readAnteprima,
    silent: true,
    background: true,
  });
  const annulla = useSourceMutation<{ versione: number; chiave: string }, EsitoAnnullamento>({
    method: 'post',
    path,
    body: (v) => ({ versione: v.versione }),
    headers: (v) => ({ 'Idempotency-Key': v.chiave }),
    // The purchases lists, the card and its history, and this preview: they all show the new state.
    invalidates: ['my{product}', 'carrello/modifiche'],
    silent: true,
  });
  const [show, setShow] = useState(false);
  const inviando = useRef(false);
  const [pending, setPending] = useState(false);

  const a = anteprima.data;
  if (!a?.annullabile) return null;

  const conferma = async () => {
    if (inviando.current) return;
    inviando.current = true;
    setPending(true);
    try {
      const esito = await annulla.mutateAsync({ versione: a.versione, chiave: nuovaChiave() });
      const importo = formatMoney(esito.item1.rimborso);
      toast({
        variant: 'success',
        title: t('modifiche.annullamento.eseguito'),
        body:
          esito.item1.rimborso === 0
            ? t('modifiche.annullamento.senzaRimborso', { numero })
            : a.modo === 'estrattoConto'
              ? t('modifiche.annullamento.rimborsoInEstratto', { importo })
              : t('modifiche.annullamento.rimborsoAccreditato', { importo }),
      });
      setShow(false);
    } catch (error) {
      toast({
        variant: 'danger',
        title: t('modifiche.annullamento.errore'),
        body: testoDi(error) ?? t('msg.erroreGenerico'),
      });
    } finally {
      inviando.current = false;
      setPending(false);
    }
  };

  const righe: Array<[string, string]> = [
    [t('modifiche.annullamento.premio'), formatMoney(a.premio)],
    [t('modifiche.annullamento.rimborso'), formatMoney(a.rimborso)],
    [t('modifiche.annullamento.percentuale'), `${formatNumber(a.percentuale)} %`],
  ];
  if (a.rimborsoPienoFinoAl)
    righe.push([t('modifiche.annullamento.rimborsoPienoFinoAl'), formatDate(a.rimborsoPienoFinoAl)]);
  righe.push([
    t('modifiche.annullamento.modo'),
    a.modo ? t(MODO[a.modo]) : t('modifiche.annullamento.nessunRimborso'),
  ]);

  return (
    <>
      <Button
        variant="outline-danger"
        size="sm"
        className={mobile ? 'w-100 mb-2' : 'me-2'}
        aria-label={t('modifiche.annullamento.annullaDi', { numero })}
        aria-haspopup="dialog"
        onClick={() => setShow(true)}
      >
        {t('modifiche.annullamento.annulla')}
      </Button>
      <Modal
        show={show}
        onHide={() => !pending && setShow(false)}
        aria-labelledby={`${id}-title`}
        centered
        fullscreen="sm-down"
      >
        <Modal.Header closeButton={!pending} closeLabel={t('generico.chiudi')}>
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            {t('modifiche.annullamento.titolo', { numero })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <dl className="row mb-2">
            {righe.map(([label, value]) => (
              <div key={label} className="col-12 d-flex justify-content-between gap-3">
                <dt className="fw-normal text-body-secondary">{label}</dt>
                <dd className="mb-1 fw-semibold text-end">{value}</dd>
              </div>
            ))}
          </dl>
          {a.polizze.length > 0 && (
            <>
              <h3 className="h6 mt-3 mb-1" id={`${id}-polizze`}>
                {t('modifiche.annullamento.polizze')}
              </h3>
              <ul className="list-unstyled mb-2 small" aria-labelledby={`${id}-polizze`}>
                {a.polizze.map((p) => (
                  <li key={p.itemID} className="d-flex justify-content-between gap-3 border-bottom py-1">
                    <span className="text-break">
                      {p.pacchetto} · {p.numero}
                    </span>
                    <span className="text-nowrap">{formatMoney(p.rimborso)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="small text-danger-emphasis mb-0">{t('modifiche.annullamento.avviso')}</p>
        </Modal.Body>
        <Modal.Footer className={mobile ? 'flex-column align-items-stretch' : undefined}>
          <Button variant="outline-secondary" disabled={pending} onClick={() => setShow(false)}>
            {t('generico.chiudi')}
          </Button>
          <Button variant="danger" disabled={pending} onClick={() => void conferma()}>
            {pending ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
            {pending ? t('modifiche.annullamento.invio') : t('modifiche.annullamento.conferma')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
