import { useId, useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import Form from 'react-bootstrap/Form';
import { purifyHtml } from '../../../engine/react/html/purifyHtml';
import { useEngine } from '../../../engine/react/runtime/EngineContext';
import type { ProdottoCollegato, ProdottoComplementare } from '../../../schemas/types';
import { etichetteDi, IMPORTO_MINIMO, richiedeImporto } from '../policyFields';

export interface PolicyCardProps {
  policy: ProdottoComplementare;
  /** The values chosen for it (the linked entry when added). */
  scelta: ProdottoCollegato;
  aggiunta: boolean;
  /** The price to show: an amount, or a placeholder. */
  prezzo: string;
  /** Spec 2 §5 messages for its values, shown while it is added. */
  messaggi: string[];
  mobile?: boolean;
  onAggiungi: () => void;
  onRimuovi: () => void;
  onCambia: (patch: Partial<ProdottoCollegato>) => void;
  onLeggiDiPiu: () => void;
}

const codice = (v: ProdottoCollegato['destinazioneID']) => (v === null || v === undefined ? '' : String(v));

/**
 * One supplementary policy (spec 2 §2 "Supplementary policy card"): '{product} CONSIGLIA', title,
 * total, short description, 'Leggi di più' and add/remove; added, it opens on its destination,
 * departure area and (when it is priced on it) trip amount. A mandatory one has no remove button.
 */
export function PolicyCard({
  policy,
  scelta,
  aggiunta,
  prezzo,
  messaggi,
  mobile = false,
  onAggiungi,
  onRimuovi,
  onCambia,
  onLeggiDiPiu,
}: PolicyCardProps) {
  const { t, brand } = useEngine();
  const id = useId();
  const label = etichetteDi(policy);
  const short = useMemo(() => purifyHtml(policy.descrizioneSintetica), [policy]);
  const importo = richiedeImporto(policy);

  return (
    <Card as="section" className="integrativa shadow-sm h-100" aria-labelledby={`${id}-titolo`}>
      <Card.Header className="bg-warning-subtle fw-bold small text-uppercase">
        {t('integrativa.consiglia').replaceAll('{product}', brand.name)}
      </Card.Header>
      <Card.Body>
        <div className="d-flex justify-content-between align-items-start gap-2">
          <Card.Title as="h3" className="h6 mb-1" id={`${id}-titolo`}>
            {policy.pacchetto}
          </Card.Title>
          <span className="fw-bold text-nowrap" data-testid="prezzo-integrativa">
            {prezzo}
          </span>
        </div>
        {policy.obbligatoria ? (
          <Badge bg="secondary" className="mb-2">
            {t('integrativa.obbligatoria')}
          </Badge>
        ) : null}
        <div className="small" dangerouslySetInnerHTML={{ __html: short }} />
        <Collapse in={aggiunta}>
          <div id={`${id}-dati`}>
            <div className="pt-2">
              {policy.destinazioni.length > 0 ? (
                <Form.Group className="mb-2" controlId={`${id}-destinazione`}>
                  <Form.Label className="small mb-1">{label.destinazione}</Form.Label>
                  <Form.Select
                    size="sm"
                    value={codice(scelta.destinazioneID)}
                    onChange={(e) => onCambia({ destinazioneID: e.target.value || null })}
                  >
                    <option value="">{t('form.selezionare')}</option>
                    {policy.destinazioni.map((d) => (
                      <option key={d.code} value={d.code}>
                        {d.nazione}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
              ) : null}
              {policy.nazionalita.length > 0 ? (
                <Form.Group className="mb-2" controlId={`${id}-nazionalita`}>
                  <Form.Label className="small mb-1">{label.nazionalita}</Form.Label>
                  <Form.Select
                    size="sm"
                    value={codice(scelta.nazionalitaID)}
                    onChange={(e) => onCambia({ nazionalitaID: e.target.value || null })}
                  >
                    <option value="">{t('form.selezionare')}</option>
                    {policy.nazionalita.map((n) => (
                      <option key={n.codice} value={n.codice}>
                        {n.nazione}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
              ) : null}
              {importo ? (
                <Form.Group className="mb-2" controlId={`${id}-importo`}>
                  <Form.Label className="small mb-1">{label.importo}</Form.Label>
                  <Form.Control
                    size="sm"
                    type="number"
                    inputMode="numeric"
                    min={IMPORTO_MINIMO}
                    step={1}
                    value={scelta.importoViaggio ?? ''}
                    // Spec 2 §5: the amount takes whole euro; the decimal keys are refused.
                    onKeyDown={(e) => {
                      if (e.key === '.' || e.key === ',') e.preventDefault();
                    }}
                    onChange={(e) => {
                      const n = e.target.value === '' ? null : Math.trunc(Number(e.target.value));
                      onCambia({ importoViaggio: n !== null && Number.isFinite(n) ? n : null });
                    }}
                  />
                </Form.Group>
              ) : null}
              {aggiunta && messaggi.length > 0 ? (
                // The alert role on the list itself would hide its items from the list.
                <div role="alert">
                  <ul className="list-unstyled small text-danger mb-0">
                    {messaggi.map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          </div>
        </Collapse>
      </Card.Body>
      <Card.Footer className={`d-flex gap-2 ${mobile ? 'flex-column' : 'justify-content-between'}`}>
        <Button
          variant="link"
          // Bootstrap's link blue is under 4.5:1 on the footer's grey.
          className="p-0 text-primary-emphasis"
          onClick={onLeggiDiPiu}
          aria-describedby={`${id}-titolo`}
        >
          {t('integrativa.leggiDiPiu')}
        </Button>
        {!aggiunta ? (
          <Button
            variant="primary"
            size="sm"
            onClick={onAggiungi}
            aria-describedby={`${id}-titolo`}
            aria-controls={`${id}-dati`}
            aria-expanded={false}
          >
            {t('integrativa.aggiungi')}
          </Button>
        ) : policy.obbligatoria ? null : (
          <Button
            variant="outline-danger"
            size="sm"
            onClick={onRimuovi}
            aria-describedby={`${id}-titolo`}
            aria-controls={`${id}-dati`}
            aria-expanded
          >
            {t('integrativa.rimuovi')}
          </Button>
        )}
      </Card.Footer>
    </Card>
  );
}
