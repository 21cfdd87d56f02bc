import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';

/**
 * The commissions report (spec 2 §7): rows per distributor and package over a purchase window
 * (default one month back to now; dataA counts to the end of that day), scoped to the caller.
 * Expected figures come from plain SQL over adesioni.
 */

let t: TestApp;
const tokens: Record<string, string> = {};

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface Row {
  itemID: string;
  distributoreID: number;
  pacchettoCodice: string;
  numeroAcquisti: number;
  fatturato: number;
  commissioniDistributore: number;
  polizzaNascosta: boolean;
}

async function report(user: string, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/report/commissioni${query ? `?${query}` : ''}`,
    headers: bearer(tokens[user]!),
  });
}

const all = 'pageSize=2147483647';

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'commerciale', 'agenzia', 'fornitore', 'network'])
    tokens[u] = await login(t.app, u);
}, 60_000);
afterAll(() => t.close());

describe('GET report/commissioni', () => {
  it('back office: every distributor and package bought in the last month, with the row fields of spec 2 §3', async () => {
    const res = await report('admin', all);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Row[]; total: number };
    const expected = await rows<{ k: string; n: number }>(sql`
      select distributore_id || '-' || pacchetto_codice as k,
             count(*) filter (where stato <> 'annullata')::int as n
      from adesioni where data_acquisto >= now() - interval '1 month' and data_acquisto < now()
      group by 1 order by 1`);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.total).toBe(expected.length);
    expect(
      body.items
        .map((i) => [i.itemID, i.numeroAcquisti])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual(expected.map((e) => [e.k, e.n]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
    expect(Object.keys(body.items[0]!).sort()).toEqual(
      [
        'itemID',
        'pacchetto',
        'pacchettoCodice',
        'polizzaNascosta',
        'categoria',
        'fornitore',
        'distributoreID',
        'codiceDistributore',
        'distributore',
        'fatturato',
        'numeroAcquisti',
        'commissioniDistributore',
        'commissioniCommerciale',
        'ultimoAcquisto',
      ].sort(),
    );
  });

  it('sums turnover and commissions of the window, cancelled policies left out', async () => {
    const res = await report('admin', `dataDa=2000-01-01&dataA=2099-12-31&${all}`);
    const body = res.json() as { items: Row[] };
    const expected = await rows<{ k: string; f: number; c: number; hidden: boolean }>(sql`
      select distributore_id || '-' || pacchetto_codice as k,
        coalesce(sum(totale_premio_imposte) filter (where stato <> 'annullata'), 0)::float8 as f,
        coalesce(sum(commissioni) filter (where stato <> 'annullata'), 0)::float8 as c,
        bool_and(stato = 'annullata') as hidden
      from adesioni group by 1`);
    const byKey = new Map(body.items.map((i) => [i.itemID, i]));
    expect(byKey.size).toBe(expected.length);
    for (const e of expected) {
      const item = byKey.get(e.k)!;
      expect([item.fatturato, item.commissioniDistributore, item.polizzaNascosta]).toEqual([
        e.f,
        e.c,
        e.hidden,
      ]);
    }
  });

  it('dataA counts up to the end of that Italian day; dataDa from its start', async () => {
    const [policy] = await rows<{ id: number; distributore_id: number; pacchetto_codice: string }>(
      sql`select id, distributore_id, pacchetto_codice from adesioni where stato <> 'annullata' order by id limit 1`,
    );
    await t.db.execute(
      sql`update adesioni set data_acquisto = '2021-03-10 23:30:00+01' where id = ${policy!.id}`,
    );
    const key = `${policy!.distributore_id}-${policy!.pacchetto_codice}`;
    const find = async (query: string) =>
      ((await report('admin', `${query}&${all}`)).json() as { items: Row[] }).items.find(
        (i) => i.itemID === key,
      );
    expect((await find('dataDa=2021-03-10&dataA=2021-03-10'))?.numeroAcquisti).toBe(1);
    expect(await find('dataDa=2021-03-09&dataA=2021-03-09')).toBeUndefined();
    expect(await find('dataDa=2021-03-11&dataA=2021-03-12')).toBeUndefined();
  });

  it('distributoreId keeps one distributor', async () => {
    const res = await report('admin', `dataDa=2000-01-01&${all}`);
    const first = (res.json() as { items: Row[] }).items[0]!;
    const one = (
      await report('admin', `dataDa=2000-01-01&distributoreId=${first.distributoreID}&${all}`)
    ).json() as {
      items: Row[];
    };
    expect(one.items.length).toBeGreaterThan(0);
    expect(new Set(one.items.map((i) => i.distributoreID))).toEqual(new Set([first.distributoreID]));
  });

  it('sales staff see only the distributors they follow', async () => {
    const body = (await report('commerciale', `dataDa=2000-01-01&${all}`)).json() as { items: Row[] };
    const followed = await rows<{ d: number }>(sql`
      select distinct a.distributore_id as d from adesioni a
      join commerciali_distributori cd on cd.distributore_id = a.distributore_id
      join users u on u.id = cd.user_id where u.username = 'commerciale'`);
    expect(followed.length).toBeGreaterThan(0);
    expect(new Set(body.items.map((i) => i.distributoreID))).toEqual(new Set(followed.map((f) => f.d)));
  });

  it('list grammar on the summed rows: filter, sort, page, full-text; a wrong field is a 400', async () => {
    const res = await report(
      'admin',
      `dataDa=2000-01-01&filter=${encodeURIComponent('(numeroAcquisti[gte]!!n=2)')}&sort=-fatturato&pageSize=5`,
    );
    const body = res.json() as { items: Row[]; total: number };
    expect(body.items.length).toBeLessThanOrEqual(5);
    expect(body.items.every((i) => i.numeroAcquisti >= 2)).toBe(true);
    const f = body.items.map((i) => i.fatturato);
    expect(f).toEqual([...f].sort((a, b) => b - a));

    const bad = await report('admin', `filter=${encodeURIComponent('(premio[eq]1)')}`);
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { messages: Array<{ code: string }> }).messages[0]!.code).toBe(
      'errore.validazione',
    );
  });

  it('refuses impossible and inverted dates with Italian messages', async () => {
    const wrong = await report('admin', 'dataDa=2025-02-30');
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      {
        messages: [
          {
            code: 'errore.validazione',
            text: 'La data "dataDa" non è valida: usa il formato AAAA-MM-GG, dal 01/01/1900 al 31/12/2099.',
            type: 'error',
          },
        ],
      },
    ]);
    const late = await report('admin', 'dataA=2100-01-01');
    expect(late.statusCode).toBe(400);
    const inverted = await report('admin', 'dataDa=2025-03-02&dataA=2025-03-01');
    expect([inverted.statusCode, inverted.json()]).toEqual([
      400,
      {
        messages: [
          {
            code: 'report.intervalloNonValido',
            text: 'La data di inizio non può essere successiva alla data di fine.',
            type: 'error',
          },
        ],
      },
    ]);
    expect((await report('admin', 'dataDa=ieri')).statusCode).toBe(400);
  });

  it('is closed to distributors and suppliers', async () => {
    for (const u of ['agenzia', 'fornitore', 'network']) expect((await report(u)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/report/commissioni' });
    expect(anonymous.statusCode).toBe(401);
  });
});
