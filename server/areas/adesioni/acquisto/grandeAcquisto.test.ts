import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EsitoAcquisto } from '../../../../schemas/types';
import { acquisti, adesioni, carrelloItems, crediti, partecipanti, pratiche } from '../../../db/schema';
import { createMailer } from '../../../adapters/mail';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../db/client';
import { setupDatabase } from '../../../db/setup';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { testConfig } from '../../../test/testDatabase';
import { MAX_POLIZZE_ACQUISTO } from '../../carrello/cart/limiti';
import { pacchettoIds, viaggioInFrancia } from '../../carrello/testUtils';

let t: TestApp;
let ids: Record<string, number>;
let banda: number;
let agenzia: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await pacchettoIds(t.db);
  agenzia = bearer(await login(t.app, 'agenzia'));
  const eta = (await t.app.inject({ method: 'GET', url: '/api/dropdown/eta', headers: agenzia })).json() as {
    items: Array<{ value: number; text: string }>;
  };
  banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.app.inject({ method: 'POST', url: '/api/carrello/svuotacarrello', headers: agenzia, payload: {} });
});

/** A group of `n` travellers on the annual cancellation policy, each with a practice and policy of their own. */
const gruppo = (n: number, cognome = 'Gita') => ({
  pacchettoID: ids['ANN-SP'],
  parametri: viaggioInFrancia(banda, n),
  partecipanti: Array.from({ length: n }, (_, k) => ({
    ItemID: k + 1,
    Cognome: cognome,
    Nome: `Alunno${k}`,
  })),
  tesseraSingola: true,
  prodottiCollegati: [],
  parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
});
async function aggiungi(item: object): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/carrello', headers: agenzia, payload: item });
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  return (res.json() as { data: { itemID: number } }).data.itemID;
}
const compra = (key: string) =>
  t.app.inject({ method: 'POST', url: '/api/adesioni', headers: { ...agenzia, 'idempotency-key': key } });
const conta = async () => {
  const n = async (table: typeof adesioni | typeof acquisti | typeof pratiche | typeof carrelloItems) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    adesioni: await n(adesioni),
    acquisti: await n(acquisti),
    pratiche: await n(pratiche),
    carrello: await n(carrelloItems),
  };
};

describe('the limits of one purchase, at POST adesioni', () => {
  it('refuses whole, writing nothing, a cart that would issue more than 500 policies', async () => {
    // 200 travellers each with a policy for the package and two supplementary ones: 600 policies.
    // The cart refuses it now; one saved before the limit (or by hand) must still not be bought.
    const itemID = await aggiungi(gruppo(200));
    await t.db
      .update(carrelloItems)
      .set({
        dati: sql`jsonb_set(${carrelloItems.dati}, '{prodottiCollegati}', ${JSON.stringify([
          { pacchettoID: ids['INT-MED'] },
          { pacchettoID: ids['INT-LEGALE'] },
        ])}::jsonb)`,
      })
      .where(eq(carrelloItems.id, itemID));
    const before = await conta();
    const res = await compra('grande-troppe-polizze');
    expect(res.statusCode, res.body.slice(0, 500)).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        {
          code: 'acquisto.troppePolizze',
          text:
            'Un acquisto può emettere al massimo 500 polizze e il carrello ne emetterebbe 600: ' +
            'eliminare alcuni prodotti e acquistarli con un acquisto successivo',
          type: 'error',
        },
      ],
    });
    expect(await conta()).toEqual(before);
  });

  it('refuses whole, writing nothing, a cart that would insure more than 2,000 people', async () => {
    const itemID = await aggiungi({ ...gruppo(500), tesseraSingola: false });
    // Five such items (2,500 people) are more than the cart now takes: four more copies by hand.
    await t.db
      .execute(sql`insert into carrello_items (user_id, distributore_id, pacchetto_id, dati, totali, dichiarazione_id)
      select user_id, distributore_id, pacchetto_id, dati, totali, dichiarazione_id
        from carrello_items, generate_series(1, 4) where id = ${itemID}`);
    const before = await conta();
    const res = await compra('grande-troppi-assicurati');
    expect(res.statusCode, res.body.slice(0, 500)).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        {
          code: 'acquisto.troppiAssicurati',
          text:
            'Un acquisto può assicurare al massimo 2.000 persone e il carrello ne assicurerebbe 2.500: ' +
            'eliminare alcuni prodotti e acquistarli con un acquisto successivo',
          type: 'error',
        },
      ],
    });
    expect(await conta()).toEqual(before);
  });

  it('reports an item of more than 500 participants in adesioniErrori and leaves it in the cart', async () => {
    const piccolo = await aggiungi(gruppo(2, 'Piccolo'));
    const grande = await aggiungi(gruppo(2, 'Grande'));
    const tanti = gruppo(501, 'Grande');
    await t.db
      .update(carrelloItems)
      .set({
        dati: sql`${carrelloItems.dati} || ${JSON.stringify({
          parametri: tanti.parametri,
          partecipanti: tanti.partecipanti,
          tesseraSingola: false,
        })}::jsonb`,
      })
      .where(eq(carrelloItems.id, grande));
    const esito = (await compra('grande-troppi-partecipanti')).json() as EsitoAcquisto;
    expect(esito.status).toBe('warning');
    expect(esito.data.adesioni.map((a) => a.partecipantiElencoLista[0]!.cognome)).toEqual([
      'Piccolo',
      'Piccolo',
    ]);
    expect(esito.data.adesioniErrori).toHaveLength(1);
    expect(esito.data.adesioniErrori[0]!.descrizione).toBe(
      'Un prodotto del carrello può assicurare al massimo 500 partecipanti (ne sono stati indicati 501): dividere il gruppo in più prodotti',
    );
    const resto = await t.db.select({ id: carrelloItems.id }).from(carrelloItems);
    expect(resto.map((r) => r.id)).toEqual([grande]);
    expect(piccolo).not.toBe(grande);
  });
});

/**
 * The app on the database as `npm start` runs it: PGlite in a thread of its own, so that a request
 * waits for the database only while a transaction holds it (in the tests' usual same-thread PGlite,
 * any run of queries keeps every other request out); or the PostgreSQL of TEST_DATABASE_URL.
 */
async function appComeInProduzione(): Promise<TestApp> {
  if (process.env.TEST_DATABASE_URL) return createTestApp();
  const config = testConfig();
  const database = await setupDatabase(
    { ...config, databaseUrl: undefined, dataDir: 'memory://', seedDemo: true },
    () => {},
    openDatabase({ dataDir: 'memory://', thread: 'own' }),
  );
  const outbox = mkdtempSync(path.join(tmpdir(), 'overins-grande-'));
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: outbox });
  const app = await buildApp({ config, db: database.db, mailer }, { logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

describe('a big purchase', () => {
  const N = MAX_POLIZZE_ACQUISTO;
  let p: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    p = await appComeInProduzione();
    headers = bearer(await login(p.app, 'agenzia'));
  }, 60_000);
  afterAll(() => p?.close());

  it(`issues ${N} practices and policies for ${N} travellers in one purchase while /api/health keeps answering`, async () => {
    const health = async () => {
      const start = performance.now();
      const res = await p.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      return performance.now() - start;
    };
    const calma: number[] = [];
    for (let i = 0; i < 40; i++) calma.push(await health());
    const added = await p.app.inject({ method: 'POST', url: '/api/carrello', headers, payload: gruppo(N) });
    expect(added.statusCode, added.body).toBe(200);
    await p.db.execute(sql`insert into crediti (distributore_id, data, causale, importo, residuo)
      select distributore_id, now(), 'Ricarica per la prova', 1000000, 1000000 from users where username = 'agenzia'`);

    const durante: number[] = [];
    let finito = false;
    const sonda = (async () => {
      while (!finito) durante.push(await health());
    })();
    const start = performance.now();
    const res = await p.app.inject({
      method: 'POST',
      url: '/api/adesioni',
      headers: { ...headers, 'idempotency-key': 'grande-gruppo' },
    });
    const durata = performance.now() - start;
    finito = true;
    await sonda;

    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const esito = res.json() as EsitoAcquisto;
    expect(esito.status).toBe('ok');
    expect(esito.data.adesioni.map((a) => a.partecipantiElencoLista.map((x) => x.nome))).toEqual(
      Array.from({ length: N }, (_, k) => [`Alunno${k}`]),
    );
    const righe = await p.db
      .select()
      .from(adesioni)
      .where(
        inArray(
          adesioni.itemGuid,
          esito.data.adesioni.map((a) => a.itemGUID),
        ),
      )
      .orderBy(asc(adesioni.id));
    expect(righe).toHaveLength(N);
    expect(new Set(righe.map((r) => r.praticaId)).size).toBe(N);
    expect(new Set(righe.map((r) => r.acquistoId)).size).toBe(1);
    expect(righe[0]!.acquistoId).not.toBeNull();
    expect(righe.map((r) => r.numero)).toEqual(righe.map((r) => r.numero).sort());
    expect(righe.map((r) => r.nominativi)).toEqual(righe.map((_, k) => `Gita Alunno${k}`));
    const [persone] = await p.db
      .select({ n: count() })
      .from(partecipanti)
      .where(
        inArray(
          partecipanti.praticaId,
          righe.map((r) => r.praticaId),
        ),
      );
    expect(persone!.n).toBe(N);
    // Every policy paid with credit, in the order of issue, each movement leaving what the one
    // before left minus its amount.
    const movimenti = await p.db
      .select()
      .from(crediti)
      .where(
        inArray(
          crediti.adesioneId,
          righe.map((r) => r.id),
        ),
      )
      .orderBy(asc(crediti.id));
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(movimenti.map((m) => m.adesioneId)).toEqual(righe.map((r) => r.id));
    for (const [i, m] of movimenti.entries()) {
      expect(cents(m.importo)).toBe(-cents(righe[i]!.totalePremioDaPagare));
      if (i > 0) expect(cents(m.residuo)).toBe(cents(movimenti[i - 1]!.residuo) + cents(m.importo));
    }

    // Health is not held for the whole purchase: the items are validated and priced before its
    // transaction, which then writes in a few statements, so health answers as usual but for the
    // one wait for that transaction (its worst, bounded by the limits). Only relative figures: the
    // machine is shared, so absolute times vary from run to run.
    const mediana = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
    const peggiore = Math.max(...durante);
    console.info(
      `big purchase of ${N} (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite in its thread'}): ` +
        `${durata.toFixed(0)} ms; health idle median ${mediana(calma).toFixed(2)} ms; during it ` +
        `${durante.length} answers, median ${mediana(durante).toFixed(2)} ms, worst ${peggiore.toFixed(0)} ms`,
    );
    expect(durante.length).toBeGreaterThanOrEqual(10);
    expect(mediana(durante)).toBeLessThan(mediana(calma) * 20);
  }, 120_000);
});
