import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pacchetti } from '../db/schema';
import { openDatabase } from '../db/client';
import { setupDatabase } from '../db/setup';
import { rowsOf } from '../db/rowsOf';
import { createScratchDatabase } from '../test/serverProcess';
import { testConfig } from '../test/testDatabase';
import { viaggioInFrancia } from '../areas/carrello/testUtils';
import { CONFERMA_ACQUISTO } from '../areas/adesioni/mail/confermaAcquisto';

export type Driver = 'pglite' | 'postgres';

export interface JobConferma {
  acquistoId: number;
  state: string;
  startedOn: string | null;
  retryCount: number;
}

/**
 * A seeded database for real server processes: PGlite in a folder of its own (which only one process
 * may open at a time, so `jobs` reads it only while no server runs), or a scratch PostgreSQL database.
 */
export interface BancoDiProva {
  /** What a server process needs to run on it (DATA_DIR, and DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  pacchettoId: number;
  /** The confirmation jobs, oldest first. */
  jobs(): Promise<JobConferma[]>;
  close(): Promise<void>;
}

export async function preparaBanco(driver: Driver): Promise<BancoDiProva> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'overins-jobs-'));
  const scratch = driver === 'postgres' ? await createScratchDatabase('jobs') : undefined;
  const config = testConfig({ dataDir, databaseUrl: scratch?.url, seedDemo: true });
  const open = () => openDatabase({ url: scratch?.url, dataDir, thread: 'same' });
  const database = await setupDatabase(config, () => {}, open());
  const [pack] = await database.db
    .select({ id: pacchetti.id })
    .from(pacchetti)
    .where(sql`${pacchetti.codice} = 'ANN-SP'`);
  await database.close();
  return {
    env: { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
    pacchettoId: pack!.id,
    async jobs() {
      const db = await open();
      try {
        return await rowsOf<JobConferma>(
          db.db,
          sql`select (data->>'acquistoId')::int as "acquistoId", state::text as state,
                     started_on::text as "startedOn", retry_count as "retryCount"
                from pgboss.job where name = ${CONFERMA_ACQUISTO} order by created_on, id`,
        );
      } finally {
        await db.close();
      }
    },
    async close() {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in agency on a running server, able to fill its cart and buy it over HTTP. */
export async function agenziaSu(baseUrl: string, pacchettoId: number) {
  const login = await fetch(`${baseUrl}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'agenzia', password: 'Viaggi2026!' }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const authorization = `Bearer ${token}`;
  const eta = (await (await fetch(`${baseUrl}/api/dropdown/eta`, { headers: { authorization } })).json()) as {
    items: Array<{ value: number; text: string }>;
  };
  const banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
  return {
    token,
    /** Puts one trip for two travellers into the cart. */
    async riempi(cognome: string) {
      const res = await fetch(`${baseUrl}/api/carrello`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          pacchettoID: pacchettoId,
          parametri: viaggioInFrancia(banda, 2),
          partecipanti: [
            { ItemID: 1, Cognome: cognome, Nome: 'Mario' },
            { ItemID: 2, Cognome: cognome, Nome: 'Anna' },
          ],
          prodottiCollegati: [],
          parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
        }),
      });
      if (res.status !== 200) throw new Error(`carrello: ${res.status} ${await res.text()}`);
    },
    /** Buys the cart; answers the purchase's status. */
    async compra(key: string) {
      const res = await fetch(`${baseUrl}/api/adesioni`, {
        method: 'POST',
        headers: { authorization, 'idempotency-key': key },
      });
      if (res.status !== 200) throw new Error(`adesioni: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { status: string }).status;
    },
  };
}

/**
 * A POST whose body arrives only when `finisci` is called, so the request is in the server's hands
 * (and keeps its HTTP server from closing) for as long as the test wants. `risposta` is the raw answer.
 */
export function richiestaSospesa(baseUrl: string, urlPath: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  const body = '{}';
  socket.write(
    [
      `POST ${urlPath} HTTP/1.1`,
      `host: ${hostname}:${port}`,
      'content-type: application/json',
      `content-length: ${body.length}`,
      'connection: close',
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      '',
      body.slice(0, 1),
    ].join('\r\n'),
  );
  let raw = '';
  socket.on('data', (chunk) => (raw += chunk.toString()));
  const risposta = new Promise<string>((resolve) => socket.on('close', () => resolve(raw)));
  socket.on('error', () => {});
  return {
    risposta,
    finisci: () => socket.write(body.slice(1)),
    abbandona: () => socket.destroy(),
  };
}

/** Waits until `condizione` holds, or fails after `ms` naming `cosa`. */
export async function attendi(cosa: string, condizione: () => boolean | Promise<boolean>, ms = 30_000) {
  const limite = Date.now() + ms;
  while (!(await condizione())) {
    if (Date.now() > limite) throw new Error(`${cosa}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
