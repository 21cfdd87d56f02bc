import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { formatMoney } from '../../engine/core/format';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { useProdottoDettaglio } from '../shopping/shoppingQueries';
import { useTripState, useTripStore, type DatiViaggioInseriti } from '../shopping/tripState';
import { useComplementariNoti } from '../supplementary-policies/useComplementari';
import { datiPrezzabili, useTotaliViaggio } from '../supplementary-policies/useTotaliViaggio';
import { codicePulito, errorePromo } from './promo';

export type PracticeDataProps = Record<string, never>;

/** The lengths the server keeps (schemas/entities datiViaggio, parametriViaggio). */
const MAX_RIFERIMENTO = 100;
const MAX_NOTE = 2000;
const MAX_PROMO = 40;
/** Cart text kind 1 (spec 2 §3): the product's own name for the promo code. */
const TESTO_PROMO = 1;

/**
 * The practice data of the product page: the agency's practice reference (shown in the purchases
 * lists and on the policy), free notes, and a promo code. The code is sent only when applied (the
 * button, Enter or leaving the field), so half a code is never priced; the server's pricing engine
 * applies it, and its refusal (unknown or expired) is shown under the field with the server's text.
 */
export function PracticeData() {
  const t = useT();
  const id = useId();
  const store = useTripStore();
  const dati = useTripState((s) => s.tripData);
  const prodotto = useProdottoDettaglio(dati?.pacchettoID).data;
  const noti = useComplementariNoti(dati?.pacchettoID);
  const { query: totali, richiesta } = useTotaliViaggio(datiPrezzabili(dati, noti));
  const applicato = dati?.parametri?.codicePromo ?? null;
  const [promo, setPromo] = useState<string>(applicato ?? '');
  // A code applied from elsewhere (an item reloaded to edit it) replaces what the field shows.
  const [visto, setVisto] = useState(applicato);
  if (visto !== applicato) {
    setVisto(applicato);
    setPromo(applicato ?? '');
  }
  if (!dati) return null;

  const scrivi = (patch: (current: DatiViaggioInseriti) => DatiViaggioInseriti) => {
    const current = store.getState().tripData;
    if (current) store.getState().set({ tripData: patch(current) });
  };
  const applica = () => {
    const codice = codicePulito(promo);
    setPromo(codice ?? '');
    if (codice === (store.getState().tripData?.parametri?.codicePromo ?? null)) return;
    scrivi((c) => ({ ...c, parametri: { ...c.parametri, codicePromo: codice } }));
  };

  // Only the answer to the code now applied speaks of it.
  const risposta = richiesta?.parametri?.codicePromo === applicato && !totali.isFetching ? totali.data : null;
  const rifiuto = applicato ? errorePromo(risposta?.erroriTotaleCarrello) : null;
  const sconto = applicato && !rifiuto ? (risposta?.scontoCoupon ?? 0) : 0;
  const etichettaPromo =
    prodotto?.testiCarrello.find((x) => x.tipoID === TESTO_PROMO)?.testo?.trim() ||
    t('testiCarrello.1', 'Codice promozionale');

  return (
    <section aria-labelledby={`${id}-titolo`} className="mb-3 p-3 bg-body border rounded practice-data">
      <h2 id={`${id}-titolo`} className="h5">
        {t('pratica.titolo', 'Dati della pratica')}
      </h2>
      <Row xs={1} md={2} className="g-2">
        <Col>
          <Form.Group controlId={`${id}-riferimento`}>
            <Form.Label>{t('pratica.riferimentoPratica', 'Riferimento pratica')}</Form.Label>
            <Form.Control
              value={dati.riferimentoPratica ?? ''}
              maxLength={MAX_RIFERIMENTO}
              autoComplete="off"
              onChange={(e) => scrivi((c) => ({ ...c, riferimentoPratica: e.target.value || null }))}
            />
          </Form.Group>
        </Col>
        <Col>
          <Form.Group controlId={`${id}-promo`}>
            <Form.Label>{etichettaPromo}</Form.Label>
            <InputGroup hasValidation>
              <Form.Control
                value={promo}
                maxLength={MAX_PROMO}
                autoComplete="off"
                isInvalid={rifiuto !== null}
                aria-invalid={rifiuto !== null || undefined}
                aria-describedby={rifiuto || sconto > 0 ? `${id}-promo-esito` : undefined}
                onChange={(e) => setPromo(e.target.value)}
                onBlur={applica}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    applica();
                  }
                }}
              />
              {/* Enter or leaving the field applies the code: the button is for the pointer, out of
                  the Tab order (issue 24: a Tab saved on the way to the declarations). */}
              <Button variant="outline-primary" tabIndex={-1} onClick={applica}>
                {t('pratica.applicaCodice', 'Applica')}
              </Button>
              {rifiuto ? (
                <Form.Control.Feedback type="invalid" id={`${id}-promo-esito`} role="alert">
                  {t(rifiuto.codice, rifiuto.descrizione)}
                </Form.Control.Feedback>
              ) : null}
            </InputGroup>
            {sconto > 0 ? (
              <Form.Text id={`${id}-promo-esito`} className="text-success-emphasis" role="status">
                {t('pratica.scontoApplicato', 'Sconto applicato: {importo}').replace(
                  '{importo}',
                  formatMoney(sconto),
                )}
              </Form.Text>
            ) : null}
          </Form.Group>
        </Col>
        <Col xs={12} md={12}>
          <Form.Group controlId={`${id}-note`}>
            <Form.Label>{t('pratica.note', 'Note')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={dati.note ?? ''}
              maxLength={MAX_NOTE}
              onChange={(e) => scrivi((c) => ({ ...c, note: e.target.value || null }))}
            />
          </Form.Group>
        </Col>
      </Row>
    </section>
  );
}

export default function PracticeDataWidget(_: WidgetComponentProps<PracticeDataProps>) {
  return <PracticeData />;
}
