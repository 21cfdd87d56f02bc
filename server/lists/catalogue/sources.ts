import { sql, type SQL } from 'drizzle-orm';
import {
  adesioni,
  anagrafiche,
  crediti,
  distributori,
  estrattiConto,
  fornitori,
  pagamenti,
  ruoli,
  users,
} from '../../db/schema';
import type { ListSource } from '../declared/catalogueTypes';
import { statoEstrattoSql } from '../../areas/pagamenti/statoEstratto';
import { POLICY_SEARCH } from './search';

// The reviewed FROM clauses the list files of server/lists/definitions name. Several join a table
// twice, so every table has an explicit alias; list files name columns as `alias.column`, which
// the loader checks against the tables (or the derived columns) declared here.
const c = (expression: string): SQL => sql.raw(expression);

/** Issued policies with their distributor, supplier and buying user. */
const adesioniSource: ListSource = {
  pageKey: c('a.id'),
  countFrom: { from: c('adesioni a'), alias: 'a' },
  from: c(`adesioni a
    left join distributori d on d.id = a.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id
    left join fornitori f on f.id = a.fornitore_id
    left join anagrafiche af on af.id = f.anagrafica_id
    left join users u on u.id = a.user_id`),
  tables: { a: adesioni, d: distributori, ad: anagrafiche, f: fornitori, af: anagrafiche, u: users },
  search: POLICY_SEARCH,
};

/** Account statements with their distributor. */
const estrattiContoSource: ListSource = {
  pageKey: c('e.id'),
  countFrom: { from: c('estratti_conto e'), alias: 'e' },
  from: c(`estratti_conto e
    left join distributori d on d.id = e.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id`),
  tables: { e: estrattiConto, d: distributori, ad: anagrafiche },
  /** The state from the due date and the payments, not the stored column (statoEstratto.ts). */
  expressions: { statoEstratto: statoEstrattoSql('e') },
};

/** Credit movements with their distributor and the policy that used them. */
const creditiSource: ListSource = {
  pageKey: c('cr.id'),
  countFrom: { from: c('crediti cr'), alias: 'cr' },
  from: c(`crediti cr
    left join distributori d on d.id = cr.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id
    left join adesioni a on a.id = cr.adesione_id`),
  tables: { cr: crediti, d: distributori, ad: anagrafiche, a: adesioni },
};

/** Credit totals per distributor: top-ups, use and what is left. */
const creditiTotaliSource: ListSource = {
  from: c(`(select distributore_id,
        sum(importo) filter (where importo > 0) as ricariche,
        -coalesce(sum(importo) filter (where importo < 0), 0) as utilizzi,
        sum(importo) as residuo,
        count(*) as movimenti,
        max(data) as ultimo
      from crediti group by distributore_id) t
    left join distributori d on d.id = t.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id`),
  tables: { d: distributori, ad: anagrafiche },
  derived: { t: ['distributore_id', 'ricariche', 'utilizzi', 'residuo', 'movimenti', 'ultimo'] },
};

/** Payments with their distributor, statement and paying user. */
const pagamentiSource: ListSource = {
  pageKey: c('p.id'),
  countFrom: { from: c('pagamenti p'), alias: 'p' },
  from: c(`pagamenti p
    left join distributori d on d.id = p.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id
    left join estratti_conto e on e.id = p.estratto_conto_id
    left join users u on u.id = p.user_id`),
  tables: { p: pagamenti, d: distributori, ad: anagrafiche, e: estrattiConto, u: users },
};

/** Distributors with their company data and their network's. */
const distributoriSource: ListSource = {
  pageKey: c('d.id'),
  countFrom: { from: c('distributori d'), alias: 'd' },
  from: c(`distributori d
    left join anagrafiche ad on ad.id = d.anagrafica_id
    left join distributori n on n.id = d.network_id
    left join anagrafiche an on an.id = n.anagrafica_id`),
  tables: { d: distributori, ad: anagrafiche, n: distributori, an: anagrafiche },
};

/** Per distributor: purchases, turnover and commissions of its policies not cancelled. */
const commercialiTotaliSource: ListSource = {
  from: c(`(select distributore_id,
        count(*) as acquisti,
        sum(totale_premio_imposte) as fatturato,
        sum(commissioni) as commissioni,
        sum(commissioni_commerciale) as commissioni_commerciale,
        max(data_acquisto) as ultimo
      from adesioni where stato <> 'annullata' group by distributore_id) t
    left join distributori d on d.id = t.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id`),
  tables: { d: distributori, ad: anagrafiche },
  derived: {
    t: ['distributore_id', 'acquisti', 'fatturato', 'commissioni', 'commissioni_commerciale', 'ultimo'],
  },
};

/** Per distributor and package: the distributor commission row of spec 2 §3 (policies not cancelled). */
const commercialiPacchettiSource: ListSource = {
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
  tables: { d: distributori, ad: anagrafiche },
  derived: {
    k: [
      'distributore_id',
      'pacchetto_codice',
      'pacchetto',
      'categoria',
      'fornitore',
      'acquisti',
      'fatturato',
      'commissioni',
      'commissioni_commerciale',
      'ultimo',
    ],
  },
  expressions: {
    /** One row per distributor and package: the two together are the row's identity. */
    chiaveDistributorePacchetto: c(`k.distributore_id || '-' || k.pacchetto_codice`),
    /** Packages here are never hidden (the report's cancelled-only rows are not in this source). */
    falso: c('false'),
  },
};

/** Users with their role. */
const utentiSource: ListSource = {
  pageKey: c('u.id'),
  countFrom: { from: c('users u'), alias: 'u' },
  from: c(`users u left join ruoli r on r.id = u.ruolo_id`),
  tables: { u: users, r: ruoli },
  expressions: {
    utenteAbilitato: c('not u.disabled'),
    invitoInAttesa: c('u.password_hash is null'),
  },
};

/**
 * The named sources list files may read, besides any single table by its SQL name (no name here is
 * a table's, so a file always says which it means).
 */
export const LIST_SOURCES: Record<string, ListSource> = {
  polizze: adesioniSource,
  estrattiConto: estrattiContoSource,
  movimentiCredito: creditiSource,
  creditiTotali: creditiTotaliSource,
  pagamentiDistributori: pagamentiSource,
  distributoriConNetwork: distributoriSource,
  commercialiTotali: commercialiTotaliSource,
  commercialiPacchetti: commercialiPacchettiSource,
  utenti: utentiSource,
};
