import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';

/**
 * Every list of the agency area × every demo user: 403 where the role lacks the tab, otherwise
 * exactly the rows of the user's scope — also with page size "all", an or-clause that matches
 * everything, and a full-text search. The expected rows come from plain SQL on the tables.
 */

const USERS = [
  'admin',
  'agenzia',
  'tour',
  'network',
  'agenzia.rete',
  'fornitore',
  'commerciale',
  'moroso',
  'avviso',
];
const AGENCY = ['agenzia', 'tour', 'agenzia.rete', 'moroso', 'avviso'];

type Kind = 'own' | 'network' | 'followed' | 'supplier' | 'all' | 'none';

interface Endpoint {
  path: string;
  allowed: string[];
  /** Whose rows each allowed user sees. */
  scope: (username: string) => Kind;
  /** The table and distributor column the expected rows are counted on. */
  table: string;
  column: string;
  /** A filterable field of the list for the always-true or-clause. */
  field: string;
  /** The field of an item naming its distributor (or the user id for utentiagenzia). */
  itemKey: string;
  /** A full-text search that finds rows in most scopes (null: the list has no search). */
  search: string | null;
}

const ownOrAll = (u: string): Kind => (u === 'admin' ? 'none' : 'own');
/** The purchases tabs: the back office sees every distributor's policies, a distributor its own. */
const purchases =
  (kind: Kind) =>
  (u: string): Kind =>
    u === 'admin' ? 'all' : kind;
const ep = (e: Endpoint) => e;

const ENDPOINTS: Endpoint[] = [
  ep({
    path: 'datiagenzia',
    allowed: [...AGENCY, 'network', 'admin'],
    scope: ownOrAll,
    table: 'distributori',
    column: 'id',
    field: 'itemID',
    itemKey: 'itemID',
    search: null,
  }),
  ep({
    path: 'elencoadesioni',
    allowed: USERS,
    scope: (u) =>
      u === 'admin' ? 'all' : u === 'fornitore' ? 'supplier' : u === 'commerciale' ? 'followed' : 'own',
    table: 'adesioni',
    column: 'distributore_id',
    field: 'itemID',
    itemKey: 'distributoreID',
    search: 'Bruno',
  }),
  ep({
    path: 'elencoadesioni/distributore',
    allowed: [...AGENCY, 'network', 'admin'],
    scope: purchases('own'),
    table: 'adesioni',
    column: 'distributore_id',
    field: 'numeroPartecipanti',
    itemKey: 'distributoreID',
    search: 'Romano',
  }),
  ep({
    path: 'elencoadesioni/network',
    allowed: ['network', 'admin'],
    scope: purchases('network'),
    table: 'adesioni',
    column: 'distributore_id',
    field: 'totalePremio',
    itemKey: 'distributoreID',
    search: 'Greco',
  }),
  ep({
    path: 'elencoadesioni/fornitore',
    allowed: ['fornitore', 'admin'],
    scope: purchases('supplier'),
    table: 'adesioni',
    column: 'distributore_id',
    field: 'itemID',
    itemKey: 'distributoreID',
    search: 'Conti',
  }),
  ep({
    path: 'elencoestratticonto/me',
    allowed: [...AGENCY, 'network', 'admin'],
    scope: ownOrAll,
    table: 'estratti_conto',
    column: 'distributore_id',
    field: 'importo',
    itemKey: 'distributoreID',
    search: 'EC-',
  }),
  ep({
    path: 'elencoestratticonto/network',
    allowed: ['network', 'admin'],
    scope: (u) => (u === 'admin' ? 'none' : 'network'),
    table: 'estratti_conto',
    column: 'distributore_id',
    field: 'itemID',
    itemKey: 'distributoreID',
    search: 'Pagato',
  }),
  ep({
    path: 'distributori/crediti',
    allowed: [...AGENCY, 'network', 'admin'],
    scope: ownOrAll,
    table: 'crediti',
    column: 'distributore_id',
    field: 'importo',
    itemKey: 'distributoreID',
    search: 'credito',
  }),
  ep({
    path: 'distributori/totali',
    allowed: [...AGENCY, 'network', 'admin'],
    scope: (u) => (u === 'admin' ? 'all' : u === 'network' ? 'network' : 'own'),
    table: '(select distinct distributore_id from crediti)',
    column: 'distributore_id',
    field: 'residuo',
    itemKey: 'distributoreID',
    search: 'AG',
  }),
  ep({
    path: 'elencopagamenti',
    allowed: [...AGENCY, 'network', 'admin'],
    scope: ownOrAll,
    table: 'pagamenti',
    column: 'distributore_id',
    field: 'importo',
    itemKey: 'distributoreID',
    search: 'Bonifico',
  }),
  ep({
    path: 'commerciali/distributori',
    allowed: ['commerciale', 'admin'],
    scope: (u) => (u === 'admin' ? 'none' : 'followed'),
    table: 'distributori',
    column: 'id',
    field: 'itemID',
    itemKey: 'itemID',
    search: 'Viaggi',
  }),
  ep({
    path: 'commerciali/distributori/totali',
    allowed: ['commerciale', 'admin'],
    scope: (u) => (u === 'admin' ? 'none' : 'followed'),
    table: "(select distinct distributore_id from adesioni where stato <> 'annullata')",
    column: 'distributore_id',
    field: 'fatturato',
    itemKey: 'distributoreID',
    search: '0',
  }),
  ep({
    path: 'commerciali/pacchetti',
    allowed: ['commerciale', 'admin'],
    scope: (u) => (u === 'admin' ? 'none' : 'followed'),
    table: "(select distinct distributore_id, pacchetto_codice from adesioni where stato <> 'annullata')",
    column: 'distributore_id',
    field: 'numeroAcquisti',
    itemKey: 'distributoreID',
    search: 'Viaggio',
  }),
  ep({
    path: 'distributori',
    allowed: [...AGENCY, 'network', 'commerciale', 'admin'],
    scope: (u) =>
      u === 'admin' ? 'all' : u === 'network' ? 'network' : u === 'commerciale' ? 'followed' : 'own',
    table: 'distributori',
    column: 'id',
    field: 'itemID',
    itemKey: 'itemID',
    search: 'Viaggi',
  }),
  ep({
    path: 'utentiagenzia',
    allowed: [...AGENCY, 'network', 'admin'],
    scope: ownOrAll,
    table: 'users',
    column: 'distributore_id',
    field: 'itemID',
    itemKey: 'itemID',
    search: 'a',
  }),
];

let t: TestApp;
const tokens = new Map<string, string>();
const who = new Map<string, { id: number; distributoreId: number | null; fornitoreId: number | null }>();

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const u of USERS) tokens.set(u, await login(t.app, u));
  for (const r of await rows<{
    id: number;
    username: string;
    distributore_id: number | null;
    fornitore_id: number | null;
  }>(sql`select id, username, distributore_id, fornitore_id from users`)) {
    who.set(r.username, { id: r.id, distributoreId: r.distributore_id, fornitoreId: r.fornitore_id });
  }
}, 60_000);
afterAll(() => t.close());

/** The distributor ids a kind of scope covers, by plain SQL (null: every distributor). */
async function distributorsOf(username: string, kind: Kind): Promise<number[] | null> {
  const u = who.get(username)!;
  switch (kind) {
    case 'all':
      return null;
    case 'none':
      return [];
    case 'own':
      return u.distributoreId === null ? [] : [u.distributoreId];
    case 'network':
      return (
        await rows<{ id: number }>(
          sql`select id from distributori where id = ${u.distributoreId} or network_id = ${u.distributoreId}`,
        )
      ).map((r) => r.id);
    case 'followed':
      return (
        await rows<{ d: number }>(
          sql`select distributore_id as d from commerciali_distributori where user_id = ${u.id}`,
        )
      ).map((r) => r.d);
    case 'supplier':
      return (
        await rows<{ d: number }>(
          sql`select distinct distributore_id as d from adesioni where fornitore_id = ${u.fornitoreId}`,
        )
      ).map((r) => r.d);
  }
}

async function expectedTotal(e: Endpoint, username: string, kind: Kind): Promise<number> {
  const u = who.get(username)!;
  const from = sql.raw(`${e.table} x`);
  const column = sql.raw(`x.${e.column}`);
  if (kind === 'supplier') {
    return Number(
      (
        await rows<{ n: string }>(sql`select count(*) n from adesioni where fornitore_id = ${u.fornitoreId}`)
      )[0]!.n,
    );
  }
  const ids = await distributorsOf(username, kind);
  const where =
    ids === null
      ? sql`true`
      : ids.length === 0
        ? sql`false`
        : sql`${column} in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`;
  return Number((await rows<{ n: string }>(sql`select count(*) n from ${from} where ${where}`))[0]!.n);
}

const get = (username: string, path: string, query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/myoverins/${path}`,
    query,
    headers: bearer(tokens.get(username)!),
  });

type Body = { items: Array<Record<string, unknown>>; total: number; truncated?: boolean };

describe('every list × every demo user', () => {
  for (const e of ENDPOINTS) {
    it(`${e.path}: 403 without the tab, else only the rows in scope`, async () => {
      let searched = 0;
      for (const username of USERS) {
        const all = await get(username, e.path, { pageSize: '2147483647' });
        if (!e.allowed.includes(username)) {
          expect([username, all.statusCode]).toEqual([username, 403]);
          continue;
        }
        expect([username, all.statusCode, all.body.slice(0, 200)]).toEqual([
          username,
          200,
          expect.any(String),
        ]);
        const kind = e.scope(username);
        const body = all.json() as Body;
        const total = await expectedTotal(e, username, kind);
        expect([username, body.total]).toEqual([username, total]);
        expect(body.items).toHaveLength(total);
        const ids = await distributorsOf(username, kind);
        const keys = body.items.map((i) => i[e.itemKey] as number);
        if (e.path === 'utentiagenzia') {
          const mine = await rows<{ id: number }>(
            sql`select id from users where distributore_id = ${who.get(username)!.distributoreId}`,
          );
          expect(keys.sort()).toEqual(mine.map((r) => r.id).sort());
        } else if (ids !== null) {
          expect(keys.filter((k) => !ids.includes(k))).toEqual([]);
        }
        if (kind === 'supplier') {
          expect(body.items.every((i) => i.fornitoreID === who.get(username)!.fornitoreId)).toBe(true);
        }

        // An or-clause true for every row cannot reach past the scope.
        const or = await get(username, e.path, {
          filter: `(${e.field}[lt]!!n=0;*${e.field}[gte]!!n=0;*${e.field}[eq]!!n=-1)`,
          pageSize: '2147483647',
        });
        expect([username, or.statusCode]).toEqual([username, 200]);
        expect((or.json() as Body).total).toBe(total);

        if (e.search === null) {
          const refused = await get(username, e.path, { fullTextSearch: 'x' });
          expect(refused.statusCode).toBe(400);
          continue;
        }
        const found = await get(username, e.path, { fullTextSearch: e.search, pageSize: '2147483647' });
        expect([username, found.statusCode]).toEqual([username, 200]);
        const hits = found.json() as Body;
        expect(hits.total).toBeLessThanOrEqual(total);
        const visible = new Set(keys);
        expect(hits.items.filter((i) => !visible.has(i[e.itemKey] as number))).toEqual([]);
        searched += hits.total;
      }
      if (e.search !== null) expect(searched).toBeGreaterThan(0);
    });
  }
});

describe('policy lists in detail', () => {
  it('the demo counts: 90 policies for the Gabbiano, 150 across the network, paged by 20', async () => {
    const agenzia = (
      await get('agenzia', 'elencoadesioni/distributore', { pageSize: '20', page: '2' })
    ).json() as Body;
    expect(agenzia.total).toBe(90);
    expect(agenzia.items).toHaveLength(20);
    const network = (await get('network', 'elencoadesioni/network', { pageSize: '20' })).json() as Body;
    expect(network.total).toBe(40 + 60 + 50);
    const last = (
      await get('network', 'elencoadesioni/network', { pageSize: '20', page: '8' })
    ).json() as Body;
    expect(last.items).toHaveLength(10);
  });

  it('answers the whole datiAdesione-like row, newest purchase first', async () => {
    const body = (await get('agenzia', 'elencoadesioni/distributore', { pageSize: '3' })).json() as Body;
    const [a, b] = body.items as [Record<string, unknown>, Record<string, unknown>];
    expect(Object.keys(a).sort()).toEqual(
      [
        'acquistataConCredito',
        'categoria',
        'codiceDistributore',
        'commissioni',
        'contraente',
        'dataAcquisto',
        'destinazione',
        'distributore',
        'distributoreID',
        'fineViaggio',
        'fornitore',
        'fornitoreID',
        'inizioViaggio',
        'itemGUID',
        'itemID',
        'nazionalita',
        'numero',
        'numeroPartecipanti',
        'pacchetto',
        'pacchettoCodice',
        'praticaID',
        'riferimentoPratica',
        'stato',
        'totalePremio',
        'totalePremioDaPagare',
        'totalePremioImposte',
        'totaleRitenuta',
        'utente',
      ].sort(),
    );
    expect(a.distributore).toBe('Agenzia Viaggi Il Gabbiano S.r.l.');
    expect(a.utente).toBe('agenzia');
    expect(String(a.dataAcquisto) >= String(b.dataAcquisto)).toBe(true);
    expect(a.itemGUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.dataAcquisto).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(typeof a.totalePremio).toBe('number');
  });

  it('full-text search finds a contraente, a practice reference and a policy number, in scope only', async () => {
    const [row] = await rows<{
      contraente: string;
      riferimento_pratica: string;
      numero: string;
      distributore_id: number;
    }>(
      sql`select contraente, riferimento_pratica, numero, distributore_id from adesioni
          where distributore_id = ${who.get('agenzia')!.distributoreId} and riferimento_pratica is not null order by id limit 1`,
    );
    for (const text of [row!.contraente.split(' ')[0]!, row!.riferimento_pratica, row!.numero]) {
      const mine = (
        await get('agenzia', 'elencoadesioni/distributore', { fullTextSearch: text, pageSize: '2147483647' })
      ).json() as Body;
      expect(mine.total).toBeGreaterThan(0);
      expect(mine.items.every((i) => i.distributoreID === row!.distributore_id)).toBe(true);
    }
    const byNumber = (
      await get('agenzia', 'elencoadesioni/distributore', { fullTextSearch: row!.numero })
    ).json() as Body;
    expect(byNumber.items.map((i) => i.numero)).toContain(row!.numero);
    // The same number is invisible to another agency.
    const other = (
      await get('tour', 'elencoadesioni/distributore', { fullTextSearch: row!.numero })
    ).json() as Body;
    expect(other.items.map((i) => i.numero)).not.toContain(row!.numero);
  });

  it('filters by text, number, date range and boolean, and sorts', async () => {
    const q = {
      filter:
        '(pacchetto[co]viaggio;totalePremio[gte]!!n=50,5;dataAcquisto[gte]!!date=2020-01-01T00:00:00;acquistataConCredito[eq]!!false!!)',
      sort: '-totalePremio',
      pageSize: '2147483647',
    };
    const body = (await get('tour', 'elencoadesioni/distributore', q)).json() as Body;
    const [expected] = await rows<{
      n: string;
    }>(sql`select count(*) n from adesioni where distributore_id = ${who.get('tour')!.distributoreId}
      and pacchetto ilike '%viaggio%' and totale_premio >= 50.5 and not acquistata_con_credito`);
    expect(body.total).toBe(Number(expected!.n));
    const premi = body.items.map((i) => i.totalePremio as number);
    expect(premi).toEqual([...premi].sort((x, y) => y - x));
  });

  it('cuts "all" at LIST_MAX_ROWS and says so', async () => {
    const small = await createTestApp({ config: { listMaxRows: 25 } });
    try {
      const token = await login(small.app, 'tour');
      const res = await small.app.inject({
        method: 'GET',
        url: '/api/myoverins/elencoadesioni/distributore?pageSize=2147483647',
        headers: bearer(token),
      });
      const body = res.json() as Body;
      expect(body.items).toHaveLength(25);
      expect(body.total).toBe(120);
      expect(body.truncated).toBe(true);
    } finally {
      await small.close();
    }
  }, 60_000);

  it('statements carry the sent and reminder flags (status dots); the late agency has reminders', async () => {
    const moroso = (
      await get('moroso', 'elencoestratticonto/me', { filter: '(sollecito[eq]!!true!!)' })
    ).json() as Body;
    expect(moroso.total).toBeGreaterThan(0);
    expect(
      moroso.items.every((i) => i.stato === 'Scaduto' && i.inviato === true && i.dataSollecito !== null),
    ).toBe(true);
    const network = (
      await get('network', 'elencoestratticonto/network', { filter: '(tipo[eq]network)', pageSize: '100' })
    ).json() as Body;
    expect(network.total).toBeGreaterThan(0);
  });

  it('a bad filter is a 400 naming the field, never a 500', async () => {
    const res = await get('agenzia', 'elencoadesioni/distributore', { filter: '(password[eq]x)' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        {
          code: 'errore.validazione',
          text: 'Filtro non valido: il campo "password" non è previsto in questo elenco',
          type: 'error',
        },
      ],
    });
  });
});
