import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { formatDate, formatMoney } from '../../engine/core/format';
import { useT } from '../../engine/react/runtime/EngineContext';
import { VersioniCertificato } from '../certificate-versions/VersioniCertificato';
import { descriviVolo } from '../flight-dialog/formatVolo';
import { useFileDownload } from '../grid/cells/useFileDownload';
import { DataGrid } from '../grid/DataGrid';
import { PolicyChange } from '../policy-change/PolicyChange';
import { CancelPolicy } from '../policy-cancel/CancelPolicy';
import type { GridProps } from '../grid/types';
import {
  datiAggiuntiviDi,
  diGruppo,
  percorsoApi,
  percorsoCertificato,
  primoPartecipante,
  voliDi,
  type DettaglioAdesione,
} from './datiAdesione';

export interface PolicyCardViewProps {
  polizza: DettaglioAdesione;
  /** Open at first (the card opened from a list row shows everything). */
  espansa?: boolean;
  mobile: boolean;
  /**
   * The change history grid as the screen configures it (spec 2 §2 "Issued policies"): its source path
   * names the policy as `{praticaID}`, replaced here by the policy's itemID. None: no history shown.
   */
  storico?: GridProps;
}

/** The history grid's props for policy `itemID`: `{praticaID}` of its source path filled in. */
export function storicoDi(storico: GridProps | undefined, itemID: number | undefined): GridProps | null {
  if (!storico?.source || itemID === undefined) return null;
  const path = storico.source.path.replaceAll('{praticaID}', encodeURIComponent(String(itemID)));
  return { ...storico, source: { ...storico.source, path } };
}

const present = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * An issued policy (spec 2 §2 "Issued policies"): product, first participant and totals always; the
 * trip dates, destination, departure area, practice reference, insured flights and further data when
 * expanded; the credit note and the certificate button always. On a phone everything stacks in one
 * column and the button takes the full width. A group insured through the document of its participants
 * (spec 2 §2 "Participants") names its head as 'Capogruppo', and the details add the document's link.
 * The details end with the policy's change history, a grid configured by the screen (`storico`).
 */
export function PolicyCardView({ polizza: p, espansa = false, mobile, storico }: PolicyCardViewProps) {
  const t = useT();
  const download = useFileDownload();
  const [open, setOpen] = useState(espansa);
  const detailsId = useId();
  const titleId = useId();
  const voli = voliDi(p);
  const dati = datiAggiuntiviDi(p.datiAggiuntivi);
  // Each label and its value share one column box, so they stay side by side at every width
  // (issue 24: as separate grid cells, three to a row at ≥ 992 px, labels and values drifted apart).
  const pair = mobile ? 'col-12 d-flex gap-2' : 'col-sm-6 col-lg-4 d-flex gap-2';
  const gruppo = diGruppo(p);
  const griglia = storicoDi(storico, p.itemID);
  const documento = p.documentoPartecipanti;

  const totali: Array<[string, string]> = [
    [t('adesione.premioTotale'), formatMoney(p.totalePremio)],
    [t('adesione.commissioni'), formatMoney(p.commissioni)],
    [t('adesione.daPagare'), formatMoney(p.totalePremioDaPagare)],
  ];
  const viaggio: Array<[string, ReactNode]> = [
    [t('adesione.dataInizio'), formatDate(p.inizioViaggio)],
    [t('adesione.dataFine'), formatDate(p.fineViaggio)],
  ];
  if (present(p.destinazione)) viaggio.push([t('adesione.destinazione'), p.destinazione]);
  if (present(p.nazionalita)) viaggio.push([t('adesione.nazionalita'), p.nazionalita]);
  if (present(p.riferimentoPratica)) viaggio.push([t('adesione.riferimentoPratica'), p.riferimentoPratica]);
  viaggio.push([t('adesione.numeroPartecipanti'), String(p.numeroPartecipanti)]);
  // The agent's notes of the purchase form (spec 2 §3 datiViaggio `note`), kept on the practice.
  if (present(p.note))
    viaggio.push([
      t('adesione.note'),
      <span className="text-break" style={{ whiteSpace: 'pre-line' }}>
        {p.note}
      </span>,
    ]);
  if (documento)
    viaggio.push([
      t('adesione.elencoPartecipanti'),
      <Button
        key="documento"
        variant="link"
        size="sm"
        className="p-0 align-baseline text-start text-break"
        aria-label={`${t('adesione.scaricaElencoPartecipanti')} ${documento.nomeFile}`}
        onClick={() => void download(percorsoApi(documento.percorso), documento.nomeFile)}
      >
        {documento.nomeFile}
      </Button>,
    ]);

  return (
    <Card as="article" className="policy-card" aria-labelledby={titleId} data-mobile={mobile || undefined}>
      <Card.Body>
        <div className={mobile ? '' : 'd-flex justify-content-between align-items-start gap-3'}>
          <div>
            <Card.Title as="h3" className="h6 mb-1" id={titleId}>
              {p.pacchetto}
              <span className="fw-normal text-body-secondary">
                {' · '}
                {t('adesione.polizzaN')} {p.numero}
              </span>
            </Card.Title>
            {present(p.descrizione) && <div className="small text-body-secondary">{p.descrizione}</div>}
            <div className="small">
              <span className="text-body-secondary">
                {gruppo ? t('adesione.capogruppo') : t('adesione.contraente')}:{' '}
              </span>
              {primoPartecipante(p)}
            </div>
          </div>
          <Button
            variant="outline-secondary"
            size="sm"
            className={mobile ? 'w-100 mt-2' : 'text-nowrap'}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t('adesione.nascondiDettagli') : t('adesione.mostraDettagli')}
          </Button>
        </div>

        <dl className="row mt-2 mb-0">
          {totali.map(([label, value]) => (
            // Sized by their text: a third of a phone broke `Commissioni` over two lines.
            <div key={label} className={mobile ? 'col-auto me-2 text-nowrap' : 'col-auto me-4 text-nowrap'}>
              <dt className="fw-normal text-body-secondary small">{label}</dt>
              <dd className="fw-semibold mb-1">{value}</dd>
            </div>
          ))}
        </dl>

        {p.acquistataConCredito && (
          <p className="small text-success-emphasis mb-0">{t('adesione.acquistataConCredito')}</p>
        )}

        <div id={detailsId} hidden={!open} className="border-top mt-2 pt-2 small">
          <dl className="row mb-0">
            {viaggio.map(([label, value]) => (
              <div key={label} className={pair}>
                <dt className="w-50 flex-shrink-0 fw-normal text-body-secondary">{label}</dt>
                <dd className="mb-1 text-break">{value}</dd>
              </div>
            ))}
          </dl>
          {voli.length > 0 && (
            <div>
              <h4 className="small fw-semibold mb-1 mt-2">{t('adesione.voliAssicurati')}</h4>
              <ul className="mb-0 ps-3">
                {voli.map((v, i) => (
                  <li key={i}>
                    {descriviVolo(v)}
                    {v.compagnia ? ` · ${v.compagnia}` : ''}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {dati.length > 0 && (
            <div>
              <h4 className="small fw-semibold mb-1 mt-2">{t('adesione.datiAggiuntivi')}</h4>
              <dl className="row mb-0">
                {dati.map((d, i) => (
                  <div key={i} className={pair}>
                    <dt className="w-50 flex-shrink-0 fw-normal text-body-secondary">{d.descrizione}</dt>
                    <dd className="mb-1 text-break">{d.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
          {/* Asked for only once the details are open: a list of cards does not load every history. */}
          {open && griglia && (
            // The grid is itself a region named by its title; the heading places it among the details.
            <div className="mt-3">
              <h4 className="small fw-semibold mb-1">{t(griglia.title ?? 'modifiche.storico')}</h4>
              <DataGrid {...griglia} />
            </div>
          )}
        </div>
      </Card.Body>
      <Card.Footer className={mobile ? '' : 'text-end'}>
        {p.itemID !== undefined && <PolicyChange itemID={p.itemID} numero={p.numero} mobile={mobile} />}
        {p.itemID !== undefined && <CancelPolicy itemID={p.itemID} numero={p.numero} mobile={mobile} />}
        <Button
          variant="primary"
          size="sm"
          className={mobile ? 'w-100' : undefined}
          // The name starts with what is seen and says which policy: cards of a purchase stand side by side.
          aria-label={t('adesione.scaricaCertificatoDi').replace('{numero}', p.numero)}
          onClick={() => void download(percorsoCertificato(p), 'adesione.pdf')}
        >
          {t('adesione.scaricaCertificato')}
        </Button>
        <VersioniCertificato polizza={p} />
      </Card.Footer>
    </Card>
  );
}
