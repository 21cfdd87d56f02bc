import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../adapters/mail';
import { buildApp } from '../../../app';
import { setupDatabase } from '../../../db/setup';
import { testConfig } from '../../../test/testDatabase';
import { createScratchDatabase, postgresPass, startServerProcess } from '../../../test/serverProcess';
import { bearer, login } from '../../../test/testApp';
import { pacchettoIds, viaggioInFrancia } from '../../carrello/testUtils';

/** Runs killed at a random instant; the issue asks for at least 20. */
const RUNS = 20;
const ITEMS = 3;
const PARTECIPANTI = 3;

type Esito = 'tutto' | 'niente' | 'parte';

interface Stato {
  adesioni: number;
  pratiche: number;
  partecipanti: number;
  acquisti: number;
  carrello: number;
  movimenti: number;
  /** Credit spent by the movements, in cents. */
  speso: number;
  conCredito: number;
  /** What the policies paid with credit owe, in cents. */
  dovuto: number;
  /** Policies without the purchase they belong to. */
  orfane: number;
  /** The policy number sequence: not transactional, so it shows a purchase that began and was undone. */
  numero: number;
}

/**
 * kill -9 of a real server process in the middle of `POST /api/adesioni` on real PostgreSQL: the
 * database holds the whole purchase or none of it, never a part. Only in the PostgreSQL pass (CI
 * sets TEST_DATABASE_URL): a PGlite database lives in the process that would be killed.
 */
describe.skipIf(!(await postgresPass()))('a purchase killed with SIGKILL on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: Awaited<ReturnType<typeof setupDatabase>>;
  let app: FastifyInstance;
  let admin: pg.Client;
  let agenzia: Record<string, string>;
  let item: (cognome: string) => object;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'overins-crash-'));

  beforeAll(async () => {
    scratch = await createScratchDatabase('crash');
    const config = testConfig({ dataDir });
    database = await setupDatabase({ ...config, databaseUrl: scratch.url, seedDemo: true });
    const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: dataDir });
    // The cart is filled and read through this in-process app; only the purchase runs in the child.
    app = await buildApp({ config, db: database.db, mailer }, { logger: false });
    await app.ready();
    admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    agenzia = bearer(await login(app, 'agenzia'));
    // Enough credit for every run, so each purchase also writes credit movements.
    await admin.query(
      `insert into crediti (distributore_id, data, causale, importo, residuo)
       select u.distributore_id, now(), 'Ricarica per la prova', 100000, 100000 + coalesce((
         select residuo from crediti c where c.distributore_id = u.distributore_id
          order by data desc, id desc limit 1), 0)
         from users u where u.username = 'agenzia'`,
    );
    const ids = await pacchettoIds(database.db);
    const eta = (await app.inject({ method: 'GET', url: '/api/dropdown/eta', headers: agenzia })).json() as {
      items: Array<{ value: number; text: string }>;
    };
    const banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
    item = (cognome) => ({
      pacchettoID: ids['ANN-SP'],
      parametri: viaggioInFrancia(banda, PARTECIPANTI),
      partecipanti: Array.from({ length: PARTECIPANTI }, (_, k) => ({
        ItemID: k + 1,
        Cognome: cognome,
        Nome: ['Mario', 'Anna', 'Luca', 'Sara', 'Paolo'][k],
      })),
      prodottiCollegati: [],
      parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await admin?.end();
    await database?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const uno = async (query: string) => Number((await admin.query(query)).rows[0].n);
  const stato = async (): Promise<Stato> => {
    const userId = await uno(`select id as n from users where username = 'agenzia'`);
    const credito = (
      await admin.query(
        `select count(*)::int as n, coalesce(sum(round(importo * 100)), 0)::bigint as importo
           from crediti c join adesioni a on a.id = c.adesione_id where a.user_id = ${userId}`,
      )
    ).rows[0] as { n: number; importo: string };
    return {
      adesioni: await uno(`select count(*) as n from adesioni where user_id = ${userId}`),
      pratiche: await uno(`select count(*) as n from pratiche where user_id = ${userId}`),
      partecipanti: await uno(
        `select count(*) as n from partecipanti p join pratiche r on r.id = p.pratica_id where r.user_id = ${userId}`,
      ),
      acquisti: await uno(`select count(*) as n from acquisti where user_id = ${userId}`),
      carrello: await uno(`select count(*) as n from carrello_items where user_id = ${userId}`),
      movimenti: credito.n,
      speso: -Number(credito.importo),
      conCredito: await uno(
        `select count(*) as n from adesioni where user_id = ${userId} and acquistata_con_credito`,
      ),
      dovuto: await uno(
        `select coalesce(sum(round(totale_premio_da_pagare * 100)), 0) as n from adesioni
          where user_id = ${userId} and acquistata_con_credito`,
      ),
      orfane: await uno(
        `select count(*) as n from adesioni where user_id = ${userId} and acquisto_id is null`,
      ),
      numero: await uno(`select last_value as n from adesioni_numero_seq`),
    };
  };

  async function riempi(run: number) {
    for (let i = 0; i < ITEMS; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/carrello',
        headers: agenzia,
        payload: item(`Crash${run}x${i}`),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  /** Waits until PostgreSQL has ended every session of the killed process (aborting what was open). */
  async function sessioniChiuse(appName: string) {
    const deadline = Date.now() + 15_000;
    while (
      (await uno(`select count(*) as n from pg_stat_activity where application_name = '${appName}'`)) > 0
    ) {
      if (Date.now() > deadline) throw new Error(`sessions of ${appName} still open`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  function classifica(prima: Stato, dopo: Stato): Esito {
    const d = {
      adesioni: dopo.adesioni - prima.adesioni,
      pratiche: dopo.pratiche - prima.pratiche,
      partecipanti: dopo.partecipanti - prima.partecipanti,
      acquisti: dopo.acquisti - prima.acquisti,
      movimenti: dopo.movimenti - prima.movimenti,
      conCredito: dopo.conCredito - prima.conCredito,
    };
    const niente =
      Object.values(d).every((v) => v === 0) &&
      dopo.carrello === ITEMS &&
      dopo.speso === prima.speso &&
      dopo.orfane === prima.orfane;
    const tutto =
      d.adesioni === ITEMS &&
      d.pratiche === ITEMS &&
      d.partecipanti === ITEMS * PARTECIPANTI &&
      d.acquisti === 1 &&
      d.movimenti === d.conCredito &&
      dopo.speso - prima.speso === dopo.dovuto - prima.dovuto &&
      dopo.carrello === 0 &&
      dopo.orfane === prima.orfane;
    return niente ? 'niente' : tutto ? 'tutto' : 'parte';
  }

  /** One run: a fresh cart of 3, the purchase in a new server process, SIGKILL after `killAfterMs`. */
  async function run(n: number, killAfterMs: number | null) {
    await riempi(n);
    const prima = await stato();
    expect(prima.carrello).toBe(ITEMS);
    const appName = `crash_${n}`;
    const server = await startServerProcess({
      DATABASE_URL: scratch.url,
      DATA_DIR: path.join(dataDir, appName),
      PGAPPNAME: appName,
    });
    const start = performance.now();
    const answer = fetch(`${server.baseUrl}/api/adesioni`, {
      method: 'POST',
      headers: { ...agenzia, 'idempotency-key': `crash-run-${n}` },
    }).then(
      async (r) => ({ status: r.status, body: await r.text(), ms: performance.now() - start }),
      () => null,
    );
    if (killAfterMs !== null) {
      await new Promise((r) => setTimeout(r, killAfterMs));
      process.kill(server.pid!, 'SIGKILL');
    }
    const risposta = await answer;
    await server.stop();
    await sessioniChiuse(appName);
    const dopo = await stato();
    const esito = classifica(prima, dopo);
    if (esito === 'niente') {
      // Leave the next run a cart of exactly ITEMS.
      await app.inject({
        method: 'POST',
        url: '/api/carrello/svuotacarrello',
        headers: agenzia,
        payload: {},
      });
    }
    return { esito, risposta, prima, dopo };
  }

  it(`leaves all of the purchase or none of it in ${RUNS} runs killed at random points`, async () => {
    // How long a purchase takes in a fresh server process (its first request, as in the killed runs).
    const durate: number[] = [];
    for (let i = 0; i < 2; i++) {
      const { esito, risposta, prima, dopo } = await run(-1 - i, null);
      expect(esito, JSON.stringify({ prima, dopo, risposta })).toBe('tutto');
      expect(risposta?.status, risposta?.body).toBe(200);
      durate.push(risposta!.ms);
    }
    // Kill instants span the whole request, from before it reaches the server to after it answered.
    const finestra = Math.ceil(Math.max(...durate) * 1.3);
    const conteggio: Record<Esito, number> = { tutto: 0, niente: 0, parte: 0 };
    const parziali: string[] = [];
    const visti: string[] = [];
    let annullati = 0;
    for (let n = 0; n < RUNS; n++) {
      // One random instant in each 1/RUNS of the window, so the kills cover all of it.
      const ritardo = Math.floor(((n + Math.random()) * finestra) / RUNS);
      const { esito, prima, dopo } = await run(n, ritardo);
      conteggio[esito]++;
      // Policy numbers were drawn but nothing stayed: the kill fell inside the transaction.
      const dentro = esito === 'niente' && dopo.numero > prima.numero;
      if (dentro) annullati++;
      visti.push(`${ritardo}:${esito}${dentro ? '*' : ''}`);
      if (esito === 'parte') parziali.push(`run ${n} at ${ritardo} ms: ${JSON.stringify({ prima, dopo })}`);
    }
    console.info(
      `crash: purchase ${durate.map((d) => d.toFixed(0)).join('/')} ms, kill within 0–${finestra} ms; ` +
        `${RUNS} runs → all ${conteggio.tutto}, none ${conteggio.niente} ` +
        `(${annullati} of them rolled back mid-transaction), part ${conteggio.parte}\n${visti.join(' ')}`,
    );
    expect(parziali).toEqual([]);
    expect(conteggio.tutto + conteggio.niente).toBe(RUNS);
  }, 600_000);
});
