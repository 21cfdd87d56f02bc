import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client';
import { rowsOf } from '../../../db/rowsOf';
import { attendi, preparaBanco, type BancoDiProva } from '../../../jobs/testUtils';
import { databasesOfThisPass, startServerProcess, type ServerProcess } from '../../../test/serverProcess';
import { multipartBody } from '../../registrazione/testParts';
import { tra } from '../testUtils';
import { fileModello, rigaDueViaggiatori } from './testPratiche';

const databases = await databasesOfThisPass();
const drivers = [
  ...(databases.pglite ? ['pglite' as const] : []),
  ...(databases.postgres ? ['postgres' as const] : []),
];

const PRATICHE = 300;
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** 300 practices of 2 travellers, model 2 (one row each): six purchases of 50. */
function file(): Buffer {
  const righe = Array.from({ length: PRATICHE }, (_, k) =>
    rigaDueViaggiatori(`KX-${k}`, k, ddmmyyyy(tra(30)), ddmmyyyy(tra(37))),
  );
  return fileModello(2, righe);
}

/**
 * kill -9 of a real server process in the middle of an import (issue 29): each practice was written
 * whole or not at all, and once the queue gives the job back after the restart the import finishes,
 * with every practice issued once.
 */
describe.each(drivers)('a server killed during an import, on %s', (driver) => {
  let banco: BancoDiProva;
  let server: ServerProcess | undefined;
  const apri = () =>
    openDatabase({ url: banco.env.DATABASE_URL, dataDir: banco.env.DATA_DIR!, thread: 'same' });

  beforeAll(async () => {
    banco = await preparaBanco(driver);
    // Issued without the card payment at purchase (no gateway in these processes).
    const db = await apri();
    await db.db.execute(sql`update distributori set pagamento_all_acquisto = false where codice =
      (select d.codice from distributori d join users u on u.distributore_id = d.id where u.username = 'tour')`);
    await db.close();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await banco?.close();
  }, 30_000);

  it('leaves no half practice and no duplicate, and finishes after the restart', async () => {
    const env = { ...banco.env, JOB_EXPIRY_SECONDS: '5', JOB_RETRY_DELAY_SECONDS: '1' };
    server = await startServerProcess(env);
    const login = await fetch(`${server.baseUrl}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'tour', password: 'Viaggi2026!' }),
    });
    const headers = {
      authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
    };
    const body = multipartBody([
      { name: 'modelId', content: '2' },
      { name: 'filePratiche', filename: 'pratiche.xls', content: file() },
    ]);
    const res = await fetch(`${server.baseUrl}/api/carrello/caricapratiche`, {
      method: 'POST',
      headers: { ...headers, ...body.headers },
      body: new Uint8Array(body.payload),
    });
    expect(res.status).toBe(202);
    const { importazioneID } = ((await res.json()) as { data: { importazioneID: number } }).data;
    const stato = async (base: string, h: Record<string, string>) =>
      (
        (await (
          await fetch(`${base}/api/carrello/caricapratiche/${importazioneID}`, { headers: h })
        ).json()) as {
          data: { stato: string; elaborate: number; esitoControllo?: { praticheAggiunte: number } };
        }
      ).data;
    // Killed once a first purchase of 50 has committed and before the last.
    await attendi(
      'a first block issued',
      async () => (await stato(server!.baseUrl, headers)).elaborate >= 50,
      60_000,
    );
    const prima = await stato(server.baseUrl, headers);
    process.kill(server.pid!, 'SIGKILL');
    await server.exited;
    expect(prima.stato).toBe('inCorso');
    expect(prima.elaborate).toBeLessThan(PRATICHE);

    server = await startServerProcess(env);
    const login2 = await fetch(`${server.baseUrl}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'tour', password: 'Viaggi2026!' }),
    });
    const h2 = {
      authorization: `Bearer ${((await login2.json()) as { data: { token: string } }).data.token}`,
    };
    await attendi(
      'the import completed',
      async () => (await stato(server!.baseUrl, h2)).stato === 'completata',
      90_000,
    );
    const fine = await stato(server.baseUrl, h2);
    await server.stop();
    server = undefined;
    expect(fine.esitoControllo?.praticheAggiunte).toBe(PRATICHE);

    const db = await apri();
    try {
      const [r] = await rowsOf<{ pratiche: number; distinte: number; chiavi: number; parziali: number }>(
        db.db,
        sql`select
          (select count(*)::int from pratiche where riferimento_pratica like 'KX-%') as pratiche,
          (select count(distinct riferimento_pratica)::int from pratiche where riferimento_pratica like 'KX-%') as distinte,
          (select count(*)::int from pratiche_importate where riferimento_pratica like 'KX-%') as chiavi,
          (select count(*)::int from pratiche p where riferimento_pratica like 'KX-%'
             and ((select count(*) from partecipanti x where x.pratica_id = p.id) <> 2
               or (select count(*) from adesioni a where a.pratica_id = p.id) = 0)) as parziali`,
      );
      expect(r).toEqual({ pratiche: PRATICHE, distinte: PRATICHE, chiavi: PRATICHE, parziali: 0 });
    } finally {
      await db.close();
    }
  }, 240_000);
});
