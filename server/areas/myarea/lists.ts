import { sql, type SQL } from 'drizzle-orm';
import { defineList } from '../../lists';

// Lists join several tables, some twice, so their FROM clauses and columns are written with
// explicit aliases. Only these whitelisted expressions ever reach SQL; values are always bound.
const c = (expression: string): SQL => sql.raw(expression);
const tz = { withTimezone: true } as const;

/** Columns the scopes of these lists test (see scopes.ts). */
export const COL = {
  adesioneDistributore: c('a.distributore_id'),
  adesioneFornitore: c('a.fornitore_id'),
  distributore: c('d.id'),
  estrattoDistributore: c('e.distributore_id'),
  creditoDistributore: c('cr.distributore_id'),
  totaliDistributore: c('t.distributore_id'),
  pagamentoDistributore: c('p.distributore_id'),
  utenteDistributore: c('u.distributore_id'),
  pacchettiDistributore: c('k.distributore_id'),
} as const;

/** Issued policies (elencoadesioni and its /distributore, /network, /fornitore views). */
export const adesioniList = defineList({
  name: 'elencoAdesioni',
  from: c(`adesioni a
    left join distributori d on d.id = a.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id
    left join fornitori f on f.id = a.fornitore_id
    left join anagrafiche af on af.id = f.anagrafica_id
    left join users u on u.id = a.user_id`),
  fields: {
    itemID: { column: c('a.id'), type: 'number' },
    itemGUID: { column: c('a.item_guid'), type: 'string' },
    numero: { column: c('a.numero'), type: 'string' },
    praticaID: { column: c('a.pratica_id'), type: 'number' },
    pacchetto: { column: c('a.pacchetto'), type: 'string' },
    pacchettoCodice: { column: c('a.pacchetto_codice'), type: 'string' },
    categoria: { column: c('a.categoria'), type: 'string' },
    fornitoreID: { column: c('a.fornitore_id'), type: 'number' },
    fornitore: { column: c('af.ragione_sociale'), type: 'string' },
    distributoreID: { column: c('a.distributore_id'), type: 'number' },
    codiceDistributore: { column: c('d.codice'), type: 'string' },
    distributore: { column: c('ad.ragione_sociale'), type: 'string' },
    utente: { column: c('u.username'), type: 'string' },
    dataAcquisto: { column: c('a.data_acquisto'), type: 'date', ...tz },
    inizioViaggio: { column: c('a.inizio_viaggio'), type: 'date' },
    fineViaggio: { column: c('a.fine_viaggio'), type: 'date' },
    destinazione: { column: c('a.destinazione'), type: 'string' },
    nazionalita: { column: c('a.nazionalita'), type: 'string' },
    numeroPartecipanti: { column: c('a.numero_partecipanti'), type: 'number' },
    riferimentoPratica: { column: c('a.riferimento_pratica'), type: 'string' },
    contraente: { column: c('a.contraente'), type: 'string' },
    totalePremio: { column: c('a.totale_premio'), type: 'number' },
    totalePremioImposte: { column: c('a.totale_premio_imposte'), type: 'number' },
    commissioni: { column: c('a.commissioni'), type: 'number' },
    totalePremioDaPagare: { column: c('a.totale_premio_da_pagare'), type: 'number' },
    totaleRitenuta: { column: c('a.totale_ritenuta'), type: 'number' },
    acquistataConCredito: { column: c('a.acquistata_con_credito'), type: 'boolean' },
    stato: { column: c('a.stato'), type: 'string' },
  },
  // The generated, GIN-indexed vector (contraente, riferimento pratica, numero): on a million
  // policies a substring scan would read every row in scope.
  fullText: {
    columns: [c('a.contraente'), c('a.riferimento_pratica'), c('a.numero')],
    vector: c('a.ricerca'),
    substring: false,
  },
  defaultSort: [{ field: 'dataAcquisto', direction: 'desc' }],
  tiebreaker: c('a.id'),
});

/** Account statements (elencoestratticonto/me and /network); sent and reminder flags are the status dots. */
export const estrattiContoList = defineList({
  name: 'elencoEstrattiConto',
  from: c(`estratti_conto e
    left join distributori d on d.id = e.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id`),
  fields: {
    itemID: { column: c('e.id'), type: 'number' },
    numero: { column: c('e.numero'), type: 'string' },
    tipo: { column: c('e.tipo'), type: 'string' },
    distributoreID: { column: c('e.distributore_id'), type: 'number' },
    codiceDistributore: { column: c('d.codice'), type: 'string' },
    distributore: { column: c('ad.ragione_sociale'), type: 'string' },
    periodo: { column: c('e.periodo'), type: 'date' },
    dataEmissione: { column: c('e.data_emissione'), type: 'date' },
    scadenza: { column: c('e.scadenza'), type: 'date' },
    numeroPolizze: { column: c('e.numero_polizze'), type: 'number' },
    importo: { column: c('e.importo'), type: 'number' },
    stato: { column: c('e.stato'), type: 'string' },
    inviato: { column: c('e.inviato'), type: 'boolean' },
    dataInvio: { column: c('e.data_invio'), type: 'date', ...tz },
    sollecito: { column: c('e.sollecito'), type: 'boolean' },
    dataSollecito: { column: c('e.data_sollecito'), type: 'date', ...tz },
  },
  fullText: { columns: [c('e.numero'), c('ad.ragione_sociale'), c('d.codice'), c('e.stato')] },
  defaultSort: [{ field: 'periodo', direction: 'desc' }],
  tiebreaker: c('e.id'),
});

/** Credit movements (distributori/crediti). */
export const creditiList = defineList({
  name: 'crediti',
  from: c(`crediti cr
    left join distributori d on d.id = cr.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id
    left join adesioni a on a.id = cr.adesione_id`),
  fields: {
    itemID: { column: c('cr.id'), type: 'number' },
    data: { column: c('cr.data'), type: 'date', ...tz },
    causale: { column: c('cr.causale'), type: 'string' },
    importo: { column: c('cr.importo'), type: 'number' },
    residuo: { column: c('cr.residuo'), type: 'number' },
    numeroPolizza: { column: c('a.numero'), type: 'string' },
    distributoreID: { column: c('cr.distributore_id'), type: 'number' },
    distributore: { column: c('ad.ragione_sociale'), type: 'string' },
  },
  fullText: { columns: [c('cr.causale'), c('a.numero')] },
  defaultSort: [{ field: 'data', direction: 'desc' }],
  tiebreaker: c('cr.id'),
});

/** Credit totals per distributor (distributori/totali): top-ups, use and what is left. */
export const creditiTotaliList = defineList({
  name: 'creditiTotali',
  from: c(`(select distributore_id,
        sum(importo) filter (where importo > 0) as ricariche,
        -coalesce(sum(importo) filter (where importo < 0), 0) as utilizzi,
        sum(importo) as residuo,
        count(*) as movimenti,
        max(data) as ultimo
      from crediti group by distributore_id) t
    left join distributori d on d.id = t.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id`),
  fields: {
    distributoreID: { column: c('t.distributore_id'), type: 'number' },
    codiceDistributore: { column: c('d.codice'), type: 'string' },
    distributore: { column: c('ad.ragione_sociale'), type: 'string' },
    totaleRicariche: { column: c('t.ricariche'), type: 'number' },
    totaleUtilizzi: { column: c('t.utilizzi'), type: 'number' },
    residuo: { column: c('t.residuo'), type: 'number' },
    numeroMovimenti: { column: c('t.movimenti'), type: 'number' },
    ultimoMovimento: { column: c('t.ultimo'), type: 'date', ...tz },
  },
  fullText: { columns: [c('d.codice'), c('ad.ragione_sociale')] },
  defaultSort: [{ field: 'distributore', direction: 'asc' }],
  tiebreaker: c('t.distributore_id'),
});

/** Payments (elencopagamenti). */
export const pagamentiList = defineList({
  name: 'elencoPagamenti',
  from: c(`pagamenti p
    left join distributori d on d.id = p.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id
    left join estratti_conto e on e.id = p.estratto_conto_id
    left join users u on u.id = p.user_id`),
  fields: {
    itemID: { column: c('p.id'), type: 'number' },
    data: { column: c('p.data'), type: 'date', ...tz },
    importo: { column: c('p.importo'), type: 'number' },
    metodo: { column: c('p.metodo'), type: 'string' },
    esito: { column: c('p.esito'), type: 'string' },
    riferimento: { column: c('p.riferimento'), type: 'string' },
    estrattoConto: { column: c('e.numero'), type: 'string' },
    distributoreID: { column: c('p.distributore_id'), type: 'number' },
    distributore: { column: c('ad.ragione_sociale'), type: 'string' },
    utente: { column: c('u.username'), type: 'string' },
  },
  fullText: { columns: [c('p.riferimento'), c('p.metodo'), c('p.esito'), c('e.numero')] },
  defaultSort: [{ field: 'data', direction: 'desc' }],
  tiebreaker: c('p.id'),
});

const distributoreFields = {
  itemID: { column: c('d.id'), type: 'number' },
  codice: { column: c('d.codice'), type: 'string' },
  ragioneSociale: { column: c('ad.ragione_sociale'), type: 'string' },
  tipo: { column: c('d.tipo'), type: 'string' },
  networkID: { column: c('d.network_id'), type: 'number' },
  network: { column: c('an.ragione_sociale'), type: 'string' },
  indirizzo: { column: c('ad.indirizzo'), type: 'string' },
  localita: { column: c('ad.localita'), type: 'string' },
  codiceProvincia: { column: c('ad.codice_provincia'), type: 'string' },
  email: { column: c('ad.email'), type: 'string' },
  telefono: { column: c('ad.telefono'), type: 'string' },
  stato: { column: c('d.stato'), type: 'string' },
} as const;

const distributoreFrom = c(`distributori d
    left join anagrafiche ad on ad.id = d.anagrafica_id
    left join distributori n on n.id = d.network_id
    left join anagrafiche an on an.id = n.anagrafica_id`);

/** Distributors the caller may look at (distributori; commerciali/distributori for sales). */
export const distributoriList = defineList({
  name: 'distributori',
  from: distributoreFrom,
  fields: distributoreFields,
  fullText: { columns: [c('d.codice'), c('ad.ragione_sociale'), c('ad.localita')] },
  defaultSort: [{ field: 'ragioneSociale', direction: 'asc' }],
  tiebreaker: c('d.id'),
});

/** The caller's own company data as a one-row list (datiagenzia). */
export const datiAgenziaList = defineList({
  name: 'datiAgenzia',
  from: distributoreFrom,
  fields: {
    ...distributoreFields,
    email2: { column: c('ad.email2'), type: 'string' },
    email3: { column: c('ad.email3'), type: 'string' },
    fax: { column: c('ad.fax'), type: 'string' },
    cAP: { column: c('ad.cap'), type: 'string' },
    partitaIva: { column: c('ad.partita_iva'), type: 'string' },
    codiceFiscale: { column: c('ad.codice_fiscale'), type: 'string' },
    bannerHPInterna: { column: c('ad.banner_hp_interna'), type: 'string' },
  },
  defaultSort: [{ field: 'itemID', direction: 'asc' }],
  tiebreaker: c('d.id'),
});

/** Per followed distributor: purchases, turnover and commissions (commerciali/distributori/totali). */
export const commercialiTotaliList = defineList({
  name: 'commercialiDistributoriTotali',
  from: c(`(select distributore_id,
        count(*) as acquisti,
        sum(totale_premio_imposte) as fatturato,
        sum(commissioni) as commissioni,
        sum(commissioni_commerciale) as commissioni_commerciale,
        max(data_acquisto) as ultimo
      from adesioni where stato <> 'annullata' group by distributore_id) t
    left join distributori d on d.id = t.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id`),
  fields: {
    distributoreID: { column: c('t.distributore_id'), type: 'number' },
    codiceDistributore: { column: c('d.codice'), type: 'string' },
    distributore: { column: c('ad.ragione_sociale'), type: 'string' },
    tipo: { column: c('d.tipo'), type: 'string' },
    numeroAcquisti: { column: c('t.acquisti'), type: 'number' },
    fatturato: { column: c('t.fatturato'), type: 'number' },
    commissioniDistributore: { column: c('t.commissioni'), type: 'number' },
    commissioniCommerciale: { column: c('t.commissioni_commerciale'), type: 'number' },
    ultimoAcquisto: { column: c('t.ultimo'), type: 'date', ...tz },
  },
  fullText: { columns: [c('d.codice'), c('ad.ragione_sociale')] },
  defaultSort: [{ field: 'fatturato', direction: 'desc' }],
  tiebreaker: c('t.distributore_id'),
});

/** The distributor commission row of spec 2 §3, per followed distributor and package (commerciali/pacchetti). */
export const commercialiPacchettiList = defineList({
  name: 'commercialiPacchetti',
  from: c(`(select a.distributore_id, a.pacchetto_codice,
        min(a.pacchetto) as pacchetto, min(a.categoria) as categoria, min(af.ragione_sociale) as fornitore,
        count(*) as acquisti,
        sum(a.totale_premio_imposte) as fatturato,
        sum(a.commissioni) as commissioni,
        sum(a.commissioni_commerciale) as commissioni_commerciale,
        max(a.data_acquisto) as ultimo
      from adesioni a
        left join fornitori f on f.id = a.fornitore_id
        left join anagrafiche af on af.id = f.anagrafica_id
      where a.stato <> 'annullata'
      group by a.distributore_id, a.pacchetto_codice) k
    left join distributori d on d.id = k.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id`),
  fields: {
    itemID: { column: c(`k.distributore_id || '-' || k.pacchetto_codice`), type: 'string' },
    pacchetto: { column: c('k.pacchetto'), type: 'string' },
    pacchettoCodice: { column: c('k.pacchetto_codice'), type: 'string' },
    polizzaNascosta: { column: c('false'), type: 'boolean', filterable: false, sortable: false },
    categoria: { column: c('k.categoria'), type: 'string' },
    fornitore: { column: c('k.fornitore'), type: 'string' },
    distributoreID: { column: c('k.distributore_id'), type: 'number' },
    distributore: { column: c('ad.ragione_sociale'), type: 'string' },
    fatturato: { column: c('k.fatturato'), type: 'number' },
    numeroAcquisti: { column: c('k.acquisti'), type: 'number' },
    commissioniDistributore: { column: c('k.commissioni'), type: 'number' },
    commissioniCommerciale: { column: c('k.commissioni_commerciale'), type: 'number' },
    ultimoAcquisto: { column: c('k.ultimo'), type: 'date', ...tz },
  },
  fullText: { columns: [c('k.pacchetto'), c('k.categoria'), c('k.fornitore'), c('ad.ragione_sociale')] },
  defaultSort: [
    { field: 'distributore', direction: 'asc' },
    { field: 'pacchetto', direction: 'asc' },
  ],
  tiebreaker: c(`k.distributore_id || '-' || k.pacchetto_codice`),
});

/** Users of the caller's distributor (utentiagenzia). */
export const utentiAgenziaList = defineList({
  name: 'utentiAgenzia',
  from: c(`users u left join ruoli r on r.id = u.ruolo_id`),
  fields: {
    itemID: { column: c('u.id'), type: 'number' },
    username: { column: c('u.username'), type: 'string' },
    email: { column: c('u.email'), type: 'string' },
    nome: { column: c('u.first_name'), type: 'string' },
    cognome: { column: c('u.last_name'), type: 'string' },
    ruoloID: { column: c('u.ruolo_id'), type: 'number' },
    ruolo: { column: c('r.descrizione'), type: 'string' },
    abilitato: { column: c('not u.disabled'), type: 'boolean' },
    invitoInAttesa: { column: c('u.password_hash is null'), type: 'boolean' },
    dataCreazione: { column: c('u.created_at'), type: 'date', ...tz },
  },
  fullText: { columns: [c('u.username'), c('u.email'), c('u.first_name'), c('u.last_name')] },
  defaultSort: [{ field: 'username', direction: 'asc' }],
  tiebreaker: c('u.id'),
});
