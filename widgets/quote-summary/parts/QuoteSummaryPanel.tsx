import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import Spinner from 'react-bootstrap/Spinner';
import { formatDate, formatMoney } from '../../../engine/core/format';
import { useT } from '../../../engine/react/runtime/EngineContext';
import type { ParametriViaggio, TotaliRisposta } from '../../../schemas/types';
import type { NomiViaggio } from '../../shopping/useNomiViaggio';
import type { IntegrativaPrezzata } from './integrativeDi';

export interface QuoteSummaryPanelProps {
  parametri: ParametriViaggio;
  /** Names of the trip's destination and departure area. */
  nomi: Pick<NomiViaggio, 'destinazione' | 'nazionalita'>;
  /** The priced figures, null while there are none. */
  totali: TotaliRisposta['data'] | null;
  /** The supplementary policies of the quote, each with its own total when priced. */
  integrative?: IntegrativaPrezzata[];
  /** Starts folded (phones). */
  collapsed?: boolean;
  loading?: boolean;
  /** Label of the per-person line (default 'totale per persona'). */
  labelPersona?: string;
}

/**
 * The quote summary (spec 2 §2 "Quote summary panel"): 'Preventivo', foldable, with the trip data
 * and the totals; accessory charges only above 0, withholding and boat amount only when present,
 * the commission when hovering (or focusing) the total premium. The header carries the total
 * premium: on phones the panel starts folded, and the price is what the agent looks for.
 */
export function QuoteSummaryPanel({
  parametri,
  nomi,
  totali,
  integrative = [],
  collapsed = false,
  loading = false,
  labelPersona,
}: QuoteSummaryPanelProps) {
  const t = useT();
  const [open, setOpen] = useState(!collapsed);
  const [commission, setCommission] = useState(false);
  const euro = (v: number | null | undefined) => (typeof v === 'number' ? formatMoney(v) : '');

  const trip: Array<[string, string]> = [
    [t('preventivo.numeroPartecipanti', 'Numero partecipanti'), String(parametri.numeroPartecipanti ?? '')],
    [t('preventivo.dataInizio', 'Data inizio'), formatDate(parametri.inizioViaggio)],
    [t('preventivo.dataFine', 'Data fine'), formatDate(parametri.fineViaggio)],
    [t('preventivo.destinazione', 'Destinazione'), nomi.destinazione],
    [t('preventivo.nazionalita', 'Area di partenza'), nomi.nazionalita],
    [t('preventivo.importoViaggio', 'Importo viaggio'), euro(parametri.importoViaggio)],
  ];
  if (typeof parametri.secondoImporto === 'number' && parametri.secondoImporto > 0)
    trip.push([t('preventivo.importoImbarcazione', 'Importo imbarcazione'), euro(parametri.secondoImporto)]);

  return (
    <Card className="quote-summary shadow-sm" as="aside" aria-labelledby="preventivo-titolo">
      <Card.Header className="bg-primary text-white">
        <h2 className="h5 mb-0" id="preventivo-titolo">
          <Button
            variant="link"
            className="p-0 text-white text-decoration-none w-100 text-start d-flex justify-content-between"
            aria-expanded={open}
            aria-controls="preventivo-dettaglio"
            onClick={() => setOpen(!open)}
          >
            <span>{t('preventivo.titolo', 'Preventivo')}</span>
            <span className="ms-auto d-flex gap-2 align-items-center">
              {totali && typeof totali.totaleViaggio === 'number' ? (
                <span className="fw-bold" data-testid="preventivo-totale-testata">
                  {euro(totali.totaleViaggio)}
                </span>
              ) : null}
              <span aria-hidden="true">{open ? '▴' : '▾'}</span>
            </span>
          </Button>
        </h2>
      </Card.Header>
      <Collapse in={open}>
        <div id="preventivo-dettaglio">
          <Card.Body>
            <dl className="row mb-2 small">
              {trip
                .filter(([, v]) => v !== '')
                .map(([label, value]) => (
                  <Line key={label} label={label} value={value} />
                ))}
            </dl>
            {integrative.length > 0 ? (
              <section aria-labelledby="preventivo-integrative" className="small">
                <h3 className="h6 small fw-bold mb-1" id="preventivo-integrative">
                  {t('preventivo.polizzeIntegrative', 'Polizze integrative')}
                </h3>
                <dl className="row mb-2" data-testid="preventivo-integrative">
                  {integrative.map((p) => (
                    <Line
                      key={p.pacchettoID}
                      small
                      label={p.nome}
                      value={p.importo === null ? '--' : euro(p.importo)}
                    />
                  ))}
                </dl>
              </section>
            ) : null}
            <hr />
            {loading ? (
              <Spinner size="sm" aria-label={t('generico.caricamento', 'Caricamento in corso…')} />
            ) : null}
            {totali ? (
              <dl className="row mb-0">
                <dt className="col-7">{t('preventivo.premioTotale', 'Premio totale')}</dt>
                <dd
                  className="col-5 text-end fw-bold position-relative mb-1"
                  tabIndex={0}
                  data-testid="premio-totale"
                  onMouseEnter={() => setCommission(true)}
                  onMouseLeave={() => setCommission(false)}
                  onFocus={() => setCommission(true)}
                  onBlur={() => setCommission(false)}
                >
                  {euro(totali.totaleViaggio)}
                  {commission ? (
                    <span role="tooltip" className="badge text-bg-dark position-absolute end-0 top-100 mt-1">
                      {t('preventivo.commissioni', 'Commissioni')}: {euro(totali.commissioni)}
                    </span>
                  ) : null}
                </dd>
                <Line
                  small
                  label={t('preventivo.diCuiImposte', 'di cui imposte')}
                  value={euro(totali.totaleViaggioImposte)}
                />
                {(totali.costiAccessori ?? 0) > 0 ? (
                  <Line
                    small
                    label={t('preventivo.diCuiOneriAccessori', 'di cui oneri accessori')}
                    value={euro(totali.costiAccessori)}
                  />
                ) : null}
                {(totali.scontoCoupon ?? 0) > 0 ? (
                  <Line
                    small
                    label={t('preventivo.scontoCoupon', 'sconto codice promozionale applicato')}
                    value={`−${euro(totali.scontoCoupon)}`}
                  />
                ) : null}
                <Line
                  label={labelPersona ?? t('preventivo.totalePersonaImposte', 'totale per persona')}
                  value={euro(totali.totaleViaggioPersona)}
                />
                {(totali.ritenutaAcconto ?? 0) > 0 ? (
                  <Line
                    small
                    label={t('preventivo.ritenutaAcconto', 'Ritenuta d’acconto')}
                    value={euro(totali.ritenutaAcconto)}
                  />
                ) : null}
              </dl>
            ) : null}
          </Card.Body>
        </div>
      </Collapse>
    </Card>
  );
}

function Line({ label, value, small = false }: { label: string; value: string; small?: boolean }) {
  return (
    <>
      <dt className={`col-7 fw-normal ${small ? 'small text-body-secondary ps-3' : ''}`}>{label}</dt>
      <dd className={`col-5 text-end mb-1 ${small ? 'small text-body-secondary' : ''}`}>{value}</dd>
    </>
  );
}
