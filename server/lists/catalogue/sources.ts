import { sql, type SQL } from 'drizzle-orm';
import {
  adesioni,
  anagrafiche,
  avvisi,
  avvisiLetture,
  categorie,
  chiaviApi,
  crediti,
  distributori,
  estrattiConto,
  files,
  fornitori,
  pacchetti,
  pacchettiDistributori,
  pagamenti,
  registrazioniAgenzia,
  prodotti,
  ruoli,
  users,
} from '../../db/schema';
import type { ListSource } from '../declared/catalogueTypes';
import { statoEstrattoSql } from '../../areas/pagamenti/statoEstratto';
import { LOGIN_ACCOUNT_LIMIT } from '../../areas/account/limits';
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

/**
 * Every distributor for back office: company data, its network's name and its credit left (the last
 * movement's balance, as the purchase reads it: server/areas/adesioni/acquisto/acquista.ts).
 */
const distributoriAmministrazioneSource: ListSource = {
  pageKey: c('d.id'),
  countFrom: { from: c('distributori d'), alias: 'd' },
  from: c(`distributori d
    left join anagrafiche ad on ad.id = d.anagrafica_id
    left join distributori n on n.id = d.network_id
    left join anagrafiche an on an.id = n.anagrafica_id
    left join lateral (select cr.residuo from crediti cr where cr.distributore_id = d.id
      order by cr.id desc limit 1) cr on true`),
  tables: { d: distributori, ad: anagrafiche, n: distributori, an: anagrafiche },
  derived: { cr: ['residuo'] },
  expressions: { creditoResiduo: c('coalesce(cr.residuo, 0)') },
};

/** Who sells which package with which commission (pacchetti_distributori), with names for people. */
const offerteDistributoriSource: ListSource = {
  pageKey: c('o.id'),
  countFrom: { from: c('pacchetti_distributori o'), alias: 'o' },
  from: c(`pacchetti_distributori o
    left join pacchetti p on p.id = o.pacchetto_id
    left join categorie k on k.id = p.categoria_id
    left join prodotti pr on pr.id = p.prodotto_id
    left join fornitori f on f.id = pr.fornitore_id
    left join anagrafiche af on af.id = f.anagrafica_id
    left join distributori d on d.id = o.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id`),
  tables: {
    o: pacchettiDistributori,
    p: pacchetti,
    k: categorie,
    pr: prodotti,
    f: fornitori,
    af: anagrafiche,
    d: distributori,
    ad: anagrafiche,
  },
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

/** One registration document of the agency by kind (the registration stores one of each). */
const documento = (alias: string, tipo: string) =>
  `left join files ${alias} on ${alias}.owner_kind = 'distributore' and ${alias}.owner_id = r.distributore_id and ${alias}.tipo = '${tipo}'`;

/** Agency self-registrations with the agency's company data, its user and its four documents. */
const registrazioniSource: ListSource = {
  pageKey: c('r.distributore_id'),
  from: c(`registrazioni_agenzia r
    left join distributori d on d.id = r.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id
    left join users u on u.id = r.user_id
    ${documento('fv', 'visuraCamerale')}
    ${documento('fi', 'cartaIdentita')}
    ${documento('fa', 'autorizzazione')}
    ${documento('fc', 'codiceFiscale')}`),
  tables: {
    r: registrazioniAgenzia,
    d: distributori,
    ad: anagrafiche,
    u: users,
    fv: files,
    fi: files,
    fa: files,
    fc: files,
  },
};

/**
 * Every user of the portal for back office (issue 27 item 3): role, the distributor or supplier and
 * its company name, the kind of user, the state and whether sign-in is locked. Every join is a left
 * join on a unique key, so a count on the users alone gives the same total.
 */
const utentiPortaleSource: ListSource = {
  pageKey: c('u.id'),
  countFrom: { from: c('users u'), alias: 'u' },
  from: c(`users u
    left join ruoli r on r.id = u.ruolo_id
    left join distributori d on d.id = u.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id
    left join fornitori f on f.id = u.fornitore_id
    left join anagrafiche af on af.id = f.anagrafica_id`),
  tables: { u: users, r: ruoli, d: distributori, ad: anagrafiche, f: fornitori, af: anagrafiche },
  expressions: {
    /** The kind of user: back office, the distributor's kind, supplier, sales staff, else `altro`. */
    tipoUtente: c(`case
      when u.back_office or r.back_office then 'backOffice'
      when u.distributore_id is not null then d.tipo
      when u.fornitore_id is not null then 'fornitore'
      when 'commerciale' = any(u.attributi) then 'commerciale'
      else 'altro' end`),
    /** The distributor's or the supplier's business name. */
    aziendaUtente: c('coalesce(ad.ragione_sociale, af.ragione_sociale)'),
    /** A registration back office has not approved yet comes first, then the user's own switch. */
    statoUtente: c(`case
      when d.stato = 'in_attesa' then 'inAttesa'
      when u.disabled then 'disabilitato'
      else 'attivo' end`),
    /** Sign-in locked: the account's failures reached the limit in a window still running (limits.ts). */
    accessoBloccato: c(`exists (select 1 from rate_limits rl
      where rl.bucket = '${LOGIN_ACCOUNT_LIMIT.bucket}' and rl.key = lower(u.username)
        and rl.count >= ${LOGIN_ACCOUNT_LIMIT.max} and rl.reset_at > now())`),
    invitoDaAccettare: c('u.password_hash is null'),
  },
};

/** Back office's popup notices with their attachment, product, policy and audience in words. */
const avvisiAmministrazioneSource: ListSource = {
  pageKey: c('a.id'),
  countFrom: { from: c('avvisi a'), alias: 'a' },
  from: c(`avvisi a
    left join files f on f.id = a.file_id
    left join prodotti pr on pr.id = a.id_prodotto
    left join pacchetti pa on pa.id = a.id_polizza`),
  tables: { a: avvisi, f: files, pr: prodotti, pa: pacchetti },
  expressions: {
    /** The kinds as the edit sends them back (`agenziadettagliante,network`). */
    tipiDistributoreAvviso: c(`array_to_string(a.tipi_distributore, ',')`),
    /** The chosen distributors' ids, as the edit sends them back. */
    distributoriAvviso:
      c(`coalesce((select string_agg(ad.distributore_id::text, ',' order by ad.distributore_id)
      from avvisi_distributori ad where ad.avviso_id = a.id), '')`),
    /** The chosen distributors' codes, to read. */
    codiciDistributoriAvviso: c(`coalesce((select string_agg(d.codice, ', ' order by d.codice)
      from avvisi_distributori ad join distributori d on d.id = ad.distributore_id where ad.avviso_id = a.id), '')`),
    /** How many confirmations and dismissals the notice has, of every version. */
    lettureAvviso: c('(select count(*)::int from avvisi_letture l where l.avviso_id = a.id)'),
  },
};

/** Who confirmed or dismissed which version of which notice, when, and who was signed in as them. */
const avvisiLettureSource: ListSource = {
  pageKey: c('l.id'),
  countFrom: { from: c('avvisi_letture l'), alias: 'l' },
  from: c(`avvisi_letture l
    left join avvisi a on a.id = l.avviso_id
    left join users u on u.id = l.user_id
    left join distributori d on d.id = u.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id
    left join users i on i.id = l.impersonatore_id`),
  tables: { l: avvisiLetture, a: avvisi, u: users, d: distributori, ad: anagrafiche, i: users },
};

/** The XML practices' API keys with their distributor's name and who issued them (never the hash). */
const chiaviApiSource: ListSource = {
  pageKey: c('k.id'),
  countFrom: { from: c('chiavi_api k'), alias: 'k' },
  from: c(`chiavi_api k
    left join distributori d on d.id = k.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id
    left join users u on u.id = k.creata_da`),
  tables: { k: chiaviApi, d: distributori, ad: anagrafiche, u: users },
  expressions: {
    creataDaChiave: c(`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username, '')`),
    statoChiave: c(`case when k.revocata_il is null then 'Attiva' else 'Revocata' end`),
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
  distributoriAmministrazione: distributoriAmministrazioneSource,
  offerteDistributori: offerteDistributoriSource,
  commercialiTotali: commercialiTotaliSource,
  commercialiPacchetti: commercialiPacchettiSource,
  utenti: utentiSource,
  utentiPortale: utentiPortaleSource,
  registrazioniAgenzia: registrazioniSource,
  avvisiAmministrazione: avvisiAmministrazioneSource,
  avvisiLetture: avvisiLettureSource,
  chiaviApi: chiaviApiSource,
};
