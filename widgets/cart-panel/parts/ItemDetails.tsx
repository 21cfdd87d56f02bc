import { Fragment, type ReactNode } from 'react';
import { formatDate, formatMoney } from '../../../engine/core/format';
import { purifyHtml } from '../../../engine/react/html/purifyHtml';
import { useT } from '../../../engine/react/runtime/EngineContext';
import type { CarrelloItem } from '../../../schemas/types';
import { descriviVolo } from '../../flight-dialog/formatVolo';
import { voliDaDatiExtra } from '../../flight-dialog/datiExtra';
import { useNomiViaggio } from '../../shopping/useNomiViaggio';
import { terminiHref } from '../../shopping/shoppingRequests';
import { partecipantiItem, totaliItem } from '../cartData';

const present = (value: unknown) => value !== null && value !== undefined && value !== '' && value !== 0;

/**
 * A cart item's details (spec 2 §2 "Cart"): description, terms, participants, dates, destination,
 * nationality, accommodations, practice reference, boat amount, insured flights, and the totals of the
 * product and of each supplementary policy. The item's total is the sum of its packages' totals, so
 * the product's own is what is left after the supplementary ones.
 */
export function ItemDetails({ item }: { item: CarrelloItem }) {
  const t = useT();
  const dati = item.datiCarrello.dati;
  const nomi = useNomiViaggio(item.datiViaggio.parametri);
  const partecipanti = partecipantiItem(item);
  const voli = voliDaDatiExtra(dati.datiExtra ?? item.datiViaggio.datiExtra);
  const complementari = item.datiCarrello.complementari;
  const totale = totaliItem(item).totaleViaggio;
  const prodotto =
    Math.round(totale * 100 - complementari.reduce((acc, c) => acc + Math.round(c.totaleViaggio * 100), 0)) /
    100;
  const descrizione = item.datiProdotto.descrizioneSintetica;

  const rows: Array<[string, ReactNode]> = [
    [t('preventivo.dataInizio', 'Data inizio'), formatDate(dati.inizioViaggio)],
    [t('preventivo.dataFine', 'Data fine'), formatDate(dati.fineViaggio)],
  ];
  if (nomi.destinazione) rows.push([t('preventivo.destinazione', 'Destinazione'), nomi.destinazione]);
  if (nomi.nazionalita) rows.push([t('preventivo.nazionalita', 'Area di partenza'), nomi.nazionalita]);
  if (present(dati.numeroAlloggi))
    rows.push([t('carrello.numeroAlloggi', 'Numero alloggi'), String(dati.numeroAlloggi)]);
  if (present(dati.riferimentoPratica))
    rows.push([t('pratica.riferimentoPratica', 'Riferimento pratica'), dati.riferimentoPratica]);
  if (present(dati.secondoImporto))
    rows.push([
      t('preventivo.importoImbarcazione', 'Importo imbarcazione'),
      formatMoney(dati.secondoImporto),
    ]);

  return (
    <div className="small">
      {descrizione && <div className="mb-2" dangerouslySetInnerHTML={{ __html: purifyHtml(descrizione) }} />}
      <a
        className="d-inline-block mb-2"
        href={terminiHref(item.datiProdotto.pacchettoID, item.datiProdotto.prodottoID)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('prodotto.terminiCondizioni', 'Termini e Condizioni')}
      </a>
      <dl className="row mb-2">
        <dt className="col-6 fw-normal text-body-secondary">{t('carrello.partecipanti', 'Partecipanti')}</dt>
        <dd className="col-6 mb-1">
          {partecipanti.length === 0 ? (
            t('carrello.errorePartecipanti', 'ERRORE PARTECIPANTI')
          ) : (
            <ul className="list-unstyled mb-0">
              {partecipanti.map((p, i) => (
                <li key={i}>{`${p.cognome} ${p.nome}`.trim()}</li>
              ))}
            </ul>
          )}
        </dd>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="col-6 fw-normal text-body-secondary">{label}</dt>
            <dd className="col-6 mb-1">{value}</dd>
          </Fragment>
        ))}
      </dl>
      {voli.length > 0 && (
        <>
          <p className="fw-semibold mb-1">{t('carrello.voliAssicurati', 'Voli assicurati')}</p>
          <ul className="mb-2 ps-3">
            {voli.map((v, i) => (
              <li key={i}>{descriviVolo(v)}</li>
            ))}
          </ul>
        </>
      )}
      <dl className="row mb-0 border-top pt-2">
        <dt className="col-8 fw-normal">{item.datiProdotto.pacchetto}</dt>
        <dd className="col-4 text-end mb-1">{formatMoney(prodotto)}</dd>
        {complementari.map((c) => (
          <Fragment key={c.pacchettoID}>
            <dt className="col-8 fw-normal">{c.pacchetto}</dt>
            <dd className="col-4 text-end mb-1">{formatMoney(c.totaleViaggio)}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
