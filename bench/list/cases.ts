import type { FilterCondition, ListQuery } from '../../engine/core/query';

/**
 * The list calls measured, each as the grid sends it (a ListQuery the route receives through the
 * grammar) and as a developer would write the same page by hand: plain SQL over the same joins,
 * the same order and page, and a separate count for the pager.
 */
export interface ListCase {
  name: string;
  query: ListQuery;
  /** WHERE conditions beside the viewer's scope, `$n` placeholders numbered from `first`. */
  handWhere(first: number): { conditions: string[]; params: unknown[] };
  /** ORDER BY of the hand-written query. */
  handOrder: string;
}

const DAY = 86_400_000;

/** `yyyy-MM-ddT00:00:00` of `days` ago (local time of the grammar; the data is relative to now). */
function daysAgo(days: number): string {
  const d = new Date(Date.now() - days * DAY);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T00:00:00`;
}

const cond = (
  field: string,
  op: FilterCondition['op'],
  value: FilterCondition['value'],
): FilterCondition => ({
  field,
  op,
  value,
});

const base: ListQuery = { filter: null, sort: [], page: 1, pageSize: 20, fullTextSearch: null };
const byDateDesc = 'a.data_acquisto desc, a.id asc';

export function listCases(): ListCase[] {
  const from = daysAgo(120);
  const to = daysAgo(90);
  return [
    {
      name: 'first page, sort by date desc',
      query: { ...base, sort: [{ field: 'dataAcquisto', direction: 'desc' }] },
      handWhere: () => ({ conditions: [], params: [] }),
      handOrder: byDateDesc,
    },
    {
      name: 'date range (30 days) + destination',
      query: {
        ...base,
        filter: {
          logic: 'and',
          items: [
            cond('dataAcquisto', 'gte', { kind: 'date', value: from }),
            cond('dataAcquisto', 'lte', { kind: 'date', value: to }),
            cond('destinazione', 'eq', { kind: 'string', value: 'Spagna' }),
          ],
        },
      },
      handWhere: (n) => ({
        conditions: [
          `a.data_acquisto >= ($${n}::timestamp at time zone 'Europe/Rome')`,
          `a.data_acquisto <= ($${n + 1}::timestamp at time zone 'Europe/Rome')`,
          `a.destinazione = $${n + 2}`,
        ],
        params: [from, to, 'Spagna'],
      }),
      handOrder: byDateDesc,
    },
    {
      name: 'text: contraente contains "lomb"',
      query: {
        ...base,
        filter: { logic: 'and', items: [cond('contraente', 'co', { kind: 'string', value: 'lomb' })] },
      },
      handWhere: (n) => ({ conditions: [`a.contraente ilike $${n}`], params: ['%lomb%'] }),
      handOrder: byDateDesc,
    },
    {
      name: 'number: 100 ≤ totalePremio ≤ 150',
      query: {
        ...base,
        filter: {
          logic: 'and',
          items: [
            cond('totalePremio', 'gte', { kind: 'number', value: '100' }),
            cond('totalePremio', 'lte', { kind: 'number', value: '150' }),
          ],
        },
      },
      handWhere: (n) => ({
        conditions: [`a.totale_premio between $${n} and $${n + 1}`],
        params: [100, 150],
      }),
      handOrder: byDateDesc,
    },
    {
      name: 'boolean: acquistataConCredito',
      query: {
        ...base,
        filter: {
          logic: 'and',
          items: [cond('acquistataConCredito', 'eq', { kind: 'boolean', value: true })],
        },
      },
      handWhere: () => ({ conditions: ['a.acquistata_con_credito'], params: [] }),
      handOrder: byDateDesc,
    },
    {
      name: 'deep page: page 5000 of 20',
      query: { ...base, page: 5000 },
      handWhere: () => ({ conditions: [], params: [] }),
      handOrder: byDateDesc,
    },
    {
      // Since issue 14 (defect 2) the search covers every text column the grid shows and every
      // participant: by hand, the same index lookups the catalogue declares (server/lists/catalogue/search.ts).
      name: 'full-text search "Colombo"',
      query: { ...base, fullTextSearch: 'Colombo' },
      handWhere: (n) => ({
        conditions: [
          `a.id in (
            select id from adesioni where ricerca @@ to_tsquery('italian', $${n})
            union all select id from adesioni where fornitore_id in (select f2.id from fornitori f2
              join anagrafiche x on x.id = f2.anagrafica_id where x.ragione_sociale ilike $${n + 1})
            union all select id from adesioni where distributore_id in (select d2.id from distributori d2
              join anagrafiche x on x.id = d2.anagrafica_id where x.ragione_sociale ilike $${n + 1} or d2.codice ilike $${n + 1})
            union all select id from adesioni where user_id in (select u2.id from users u2 where u2.username ilike $${n + 1}))`,
        ],
        params: ['colomb:*', '%Colombo%'],
      }),
      handOrder: byDateDesc,
    },
    {
      name: 'sort by contraente (no index)',
      query: { ...base, sort: [{ field: 'contraente', direction: 'asc' }] },
      handWhere: () => ({ conditions: [], params: [] }),
      handOrder: 'a.contraente asc, a.id asc',
    },
  ];
}

/** The columns of the policy list, selected by hand under the same names the route answers with. */
export const HAND_COLUMNS = `a.id as "itemID", a.item_guid as "itemGUID", a.numero, a.pratica_id as "praticaID",
  a.pacchetto, a.pacchetto_codice as "pacchettoCodice", a.categoria, a.fornitore_id as "fornitoreID",
  af.ragione_sociale as fornitore, a.distributore_id as "distributoreID", d.codice as "codiceDistributore",
  ad.ragione_sociale as distributore, u.username as utente, a.data_acquisto as "dataAcquisto",
  a.inizio_viaggio as "inizioViaggio", a.fine_viaggio as "fineViaggio", a.destinazione, a.nazionalita,
  a.numero_partecipanti as "numeroPartecipanti", a.riferimento_pratica as "riferimentoPratica", a.contraente,
  a.totale_premio as "totalePremio", a.totale_premio_imposte as "totalePremioImposte", a.commissioni,
  a.totale_premio_da_pagare as "totalePremioDaPagare", a.totale_ritenuta as "totaleRitenuta",
  a.acquistata_con_credito as "acquistataConCredito", a.stato`;

export const HAND_FROM = `adesioni a
  left join distributori d on d.id = a.distributore_id
  left join anagrafiche ad on ad.id = d.anagrafica_id
  left join fornitori f on f.id = a.fornitore_id
  left join anagrafiche af on af.id = f.anagrafica_id
  left join users u on u.id = a.user_id`;
