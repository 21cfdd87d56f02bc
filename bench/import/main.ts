import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { createMailer } from '../../server/adapters/mail';
import { buildApp } from '../../server/app';
import { intestazioni } from '../../server/areas/carrello/importazione/pratiche';
import { multipartBody } from '../../server/areas/registrazione/testParts';
import { loadConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../lib/benchApp';
import { args, log } from '../lib/cli';
import { ms, quantile } from '../lib/stats';
import { openBenchDatabase } from '../lib/database';

/**
 * The multi-policy import at scale (issue 29): one file of `--practices` practices of `--travellers`
 * travellers (model 1, one row per traveller) uploaded by `tour` (issues directly): the upload's
 * answer time, the time until the job has issued everything, `GET /api/health` latency meanwhile
 * (asked back to back) against idle, then the same file again (nothing issued twice). `--engine
 * pglite` opens PGlite on disk in its own thread as `npm start` does; `--engine postgres` a scratch
 * database on BENCH_PG_URL.
 *
 *   npx tsx bench/import/main.ts --engine pglite --practices 1000 --travellers 4
 */
const a = args();
const engine = a.get('engine', 'pglite');
const practices = Number(a.get('practices', '1000'));
const travellers = Number(a.get('travellers', '4'));

const figures = (values: number[]) =>
  `p50 ${ms(quantile(values, 0.5))} / p99 ${ms(quantile(values, 0.99))} / max ${ms(Math.max(...values))} ms (${values.length})`;

function file(): Buffer {
  const day = (n: number) => {
    const iso = new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  };
  const righe: unknown[][] = [];
  for (let p = 0; p < practices; p++)
    for (let v = 0; v < travellers; v++)
      righe.push([
        `BENCH-${p}`,
        'ANN-SP',
        day(30),
        day(37),
        'FR',
        'IT',
        900,
        `Contraente ${p}`,
        '',
        `Cognome${v}`,
        `Nome${p}`,
        '',
        '01/02/1980',
        '',
      ]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([intestazioni(1), ...righe]), 'Pratiche');
  return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xls' }) as Buffer);
}

async function main() {
  const { database, dispose } = await openBenchDatabase(
    engine === 'postgres' ? 'postgres' : 'pglite',
    'bench_import',
  );
  const outbox = await mkdtemp(path.join(os.tmpdir(), 'bench-import-outbox-'));
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    CLIENT_DIR: '/nonexistent',
    DATA_DIR: outbox,
  });
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: outbox });
  const app = await buildApp({ config, db: database.db, mailer }, { logger: false });
  await app.ready();
  try {
    // Issued on the month-end statement (the card payment at purchase needs a gateway).
    await database.db.execute(sql`update distributori set pagamento_all_acquisto = false
      where id = (select distributore_id from users where username = 'tour')`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: 'tour', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.json() as { data: { token: string } }).data.token}` };
    const health = async () => {
      const start = performance.now();
      await app.inject({ method: 'GET', url: '/api/health' });
      return performance.now() - start;
    };
    const idle: number[] = [];
    for (let i = 0; i < 200; i++) idle.push(await health());
    log(`[${engine}] idle health: ${figures(idle)}`);
    const bytes = file();
    log(
      `[${engine}] file: ${practices} practices × ${travellers} travellers, ${(bytes.length / 1024).toFixed(0)} KiB .xls`,
    );

    for (const run of ['first', 'again']) {
      const during: number[] = [];
      let working = true;
      const poll = (async () => {
        while (working) during.push(await health());
      })();
      const body = multipartBody([
        { name: 'modelId', content: '1' },
        { name: 'filePratiche', filename: 'pratiche.xls', content: bytes },
      ]);
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/carrello/caricapratiche',
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
      const uploadMs = performance.now() - start;
      if (res.statusCode !== 202) {
        working = false;
        await poll;
        log(`[${engine}] upload ${res.statusCode} ${res.body.slice(0, 300)}`);
        return;
      }
      const { importazioneID } = (res.json() as { data: { importazioneID: number } }).data;
      let stato: { stato: string; esitoControllo?: Record<string, unknown> };
      for (;;) {
        const r = await app.inject({
          method: 'GET',
          url: `/api/carrello/caricapratiche/${importazioneID}`,
          headers,
        });
        stato = (r.json() as { data: typeof stato }).data;
        if (stato.stato === 'completata' || stato.stato === 'fallita') break;
        await new Promise((ok) => setTimeout(ok, 100));
      }
      const totalMs = performance.now() - start;
      working = false;
      await poll;
      const e = stato.esitoControllo as
        { praticheAggiunte: number; praticheGiaPresenti: number; praticheConErrori: unknown[] } | undefined;
      log(
        `[${engine}] ${run}: upload answered 202 in ${ms(uploadMs)} ms; ${stato.stato} in ${ms(totalMs)} ms ` +
          `(added ${e?.praticheAggiunte}, already present ${e?.praticheGiaPresenti}, errors ${e?.praticheConErrori.length}); ` +
          `health during: ${figures(during)}`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    await dispose();
    await rm(outbox, { recursive: true, force: true });
  }
}

await main();
