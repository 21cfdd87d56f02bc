import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EsitoAcquisto } from '../../../../schemas/types';
import { adesioni, users } from '../../../db/schema';
import { postgresPass } from '../../../test/serverProcess';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { pacchettoIds, viaggioInFrancia } from '../../carrello/testUtils';

type Headers = Record<string, string>;
interface Movimento {
  id: number;
  importo: number;
  residuo: number;
  adesione_id: number | null;
}

/**
 * The purchase under truly parallel connections: PGlite runs one statement at a time, a PostgreSQL
 * pool does not. Only in the PostgreSQL pass (CI sets TEST_DATABASE_URL; createTestApp then makes a
 * fresh database on that server).
 */
describe.skipIf(!(await postgresPass()))('POST adesioni on PostgreSQL, in parallel', () => {
  let t: TestApp;
  let agenzia: Headers;
  let front: Headers;
  let item: (cognome: string) => object;

  beforeAll(async () => {
    t = await createTestApp();
    // A second user of the same agency (Il Gabbiano): the demo invites it without a password.
    await t.db.execute(sql`
      update users set
        password_hash = (select password_hash from users where username = 'agenzia'),
        ruolo_id = (select ruolo_id from users where username = 'agenzia'),
        password_changed_at = now()
      where username = 'gabbiano.front'`);
    agenzia = bearer(await login(t.app, 'agenzia'));
    front = bearer(await login(t.app, 'gabbiano.front'));
    const ids = await pacchettoIds(t.db);
    const eta = (
      await t.app.inject({ method: 'GET', url: '/api/dropdown/eta', headers: agenzia })
    ).json() as {
      items: Array<{ value: number; text: string }>;
    };
    const banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
    item = (cognome) => ({
      pacchettoID: ids['ANN-SP'],
      parametri: viaggioInFrancia(banda, 3),
      partecipanti: ['Mario', 'Anna', 'Luca'].map((Nome, k) => ({ ItemID: k + 1, Cognome: cognome, Nome })),
      prodottiCollegati: [],
      parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
    });
  });
  afterAll(() => t?.close());

  async function riempi(headers: Headers, ...cognomi: string[]) {
    for (const c of cognomi) {
      const res = await t.app.inject({ method: 'POST', url: '/api/carrello', headers, payload: item(c) });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  const compra = (headers: Headers, key: string) =>
    t.app.inject({ method: 'POST', url: '/api/adesioni', headers: { ...headers, 'idempotency-key': key } });
  const polizze = async () => (await t.db.select({ n: count() }).from(adesioni))[0]!.n;
  const carrello = async (headers: Headers) =>
    ((await t.app.inject({ method: 'GET', url: '/api/carrello', headers })).json() as { data: unknown[] })
      .data.length;
  const guids = (esito: EsitoAcquisto) => esito.data.adesioni.map((a) => a.itemGUID).sort();
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
  const cents = (v: unknown) => Math.round(Number(v) * 100);

  it('makes one set of policies from 20 concurrent purchases of one cart, and gives all 20 the same answer', async () => {
    await riempi(agenzia, 'Paralleli', 'Simultanei', 'Contemporanei');
    const before = await polizze();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => compra(agenzia, `pg-concorrente-${i}`)),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(await polizze()).toBe(before + 3);
    const first = answers[0]!.json() as EsitoAcquisto;
    expect(first.data.adesioni).toHaveLength(3);
    for (const a of answers) expect(guids(a.json() as EsitoAcquisto)).toEqual(guids(first));
    expect(await carrello(agenzia)).toBe(0);
  });

  it('answers a retry after a lost answer with the same result and no second set, also when it races', async () => {
    await riempi(agenzia, 'Perduti', 'Ritrovati');
    // The first answer is lost on the way back; the client retries with the same key, twice at once.
    const lost = compra(agenzia, 'pg-risposta-persa');
    const retries = await Promise.all([
      compra(agenzia, 'pg-risposta-persa'),
      compra(agenzia, 'pg-risposta-persa'),
    ]);
    const first = (await lost).json() as EsitoAcquisto;
    const after = await polizze();
    for (const r of retries) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual(first);
    }
    // A retry much later, with a new item in the cart meanwhile: still the stored answer.
    await riempi(agenzia, 'Nuovi');
    const late = await compra(agenzia, 'pg-risposta-persa');
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual(first);
    expect(await polizze()).toBe(after);
    expect(await carrello(agenzia)).toBe(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/carrello/svuotacarrello',
      headers: agenzia,
      payload: {},
    });
  });

  it('spends the credit exactly when two users of one agency buy at once, never below zero', async () => {
    const [{ distributoreId }] = (await t.db
      .select({ distributoreId: users.distributoreId })
      .from(users)
      .where(eq(users.username, 'agenzia'))) as [{ distributoreId: number }];
    const movimenti = () =>
      rows<Movimento>(sql`select id, importo, residuo, adesione_id from crediti
        where distributore_id = ${distributoreId} order by id`);
    // The credit as the purchase reads it: the latest movement.
    const residuo = async () =>
      cents(
        (
          await rows<{ residuo: string }>(sql`select residuo from crediti
            where distributore_id = ${distributoreId} order by data desc, id desc limit 1`)
        )[0]!.residuo,
      );
    // Credit for about five of the eight policies bought below: some get paid with it, the rest not.
    const prezzo = 31_696;
    await t.db.execute(sql`insert into crediti (distributore_id, data, causale, importo, residuo)
      values (${distributoreId}, now(), 'Ricarica per la prova', 0,
              ${(prezzo * 5 + 1234) / 100})`);
    const iniziale = await residuo();
    const primoId = (await movimenti()).at(-1)!.id;
    const comprate: EsitoAcquisto[] = [];

    for (let round = 0; round < 4; round++) {
      await Promise.all([riempi(agenzia, `Agenzia${round}`), riempi(front, `Front${round}`)]);
      const [a, b] = await Promise.all([
        compra(agenzia, `pg-credito-a-${round}`),
        compra(front, `pg-credito-b-${round}`),
      ]);
      for (const r of [a, b]) {
        expect(r.statusCode, r.body).toBe(200);
        comprate.push(r.json() as EsitoAcquisto);
      }

      const nuovi = (await movimenti()).filter((m) => m.id > primoId);
      const speso = -nuovi.reduce((s, m) => s + cents(m.importo), 0);
      // Each movement leaves what the one before left minus its amount, and never less than zero.
      let atteso = iniziale;
      for (const m of nuovi) {
        atteso += cents(m.importo);
        expect(cents(m.residuo), `movement ${m.id}`).toBe(atteso);
        expect(cents(m.residuo)).toBeGreaterThanOrEqual(0);
      }
      // The credit the next purchase will read has dropped by exactly what was spent.
      expect(await residuo(), `round ${round}`).toBe(iniziale - speso);
      const pagate = comprate
        .flatMap((e) => e.data.adesioni)
        .filter((x) => x.acquistataConCredito)
        .reduce((s, x) => s + cents(x.totalePremioDaPagare), 0);
      expect(speso).toBe(pagate);
    }
    const pagate = comprate.flatMap((e) => e.data.adesioni).filter((x) => x.acquistataConCredito);
    expect(pagate.length).toBeGreaterThan(0);
    expect(pagate.length).toBeLessThan(8);
  });

  it('keeps the credit exact when the purchase that began first commits last', async () => {
    const [{ distributoreId }] = (await t.db
      .select({ distributoreId: users.distributoreId })
      .from(users)
      .where(eq(users.username, 'agenzia'))) as [{ distributoreId: number }];
    const residuo = async () =>
      cents(
        (
          await rows<{ residuo: string }>(sql`select residuo from crediti
            where distributore_id = ${distributoreId} order by data desc, id desc limit 1`)
        )[0]!.residuo,
      );
    await t.db.execute(sql`insert into crediti (distributore_id, data, causale, importo, residuo)
      values (${distributoreId}, now(), 'Ricarica per la prova', 10000, 10000)`);
    const iniziale = await residuo();
    await riempi(agenzia, 'Veloci');
    await riempi(front, 'Lenti');

    // gabbiano.front's purchase starts first but waits (here for its user row, as behind another
    // purchase of the same user or a busy connection pool) while agenzia's runs and commits.
    let rilascia!: () => void;
    let preso!: () => void;
    const tenuto = new Promise<void>((r) => (preso = r));
    const blocco = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from users where username = 'gabbiano.front' for update`);
      preso();
      await new Promise<void>((r) => (rilascia = r));
    });
    await tenuto;
    const lento = compra(front, 'pg-credito-lento');
    await new Promise((r) => setTimeout(r, 100));
    const veloce = await compra(agenzia, 'pg-credito-veloce');
    rilascia();
    await blocco;
    const lentoRes = await lento;
    expect(veloce.statusCode, veloce.body).toBe(200);
    expect(lentoRes.statusCode, lentoRes.body).toBe(200);
    const pagato = [veloce, lentoRes]
      .flatMap((r) => (r.json() as EsitoAcquisto).data.adesioni)
      .filter((x) => x.acquistataConCredito)
      .reduce((s, x) => s + cents(x.totalePremioDaPagare), 0);
    expect(pagato).toBeGreaterThan(0);
    // What the next purchase reads as credit left must account for both.
    expect(await residuo()).toBe(iniziale - pagato);
  });
});
