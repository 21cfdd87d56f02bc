import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createMailer } from '../../server/adapters/mail';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../lib/benchApp';
import { args, log } from '../lib/cli';
import { ms, quantile } from '../lib/stats';
import { openBenchDatabase } from '../lib/database';

/**
 * One cart item with tesseraSingola (a practice and a policy per participant) bought by `agenzia`,
 * for each size of `--sizes`: the time of `POST carrello` and `POST adesioni`, `GET /api/health`
 * latency (p50/p99/max) asked back to back while the purchase runs against the same idle figures,
 * and the confirmation job's time and mail size. `--engine pglite` opens PGlite on disk in its own
 * thread, as `npm start` does; `--engine postgres` a scratch database on BENCH_PG_URL.
 *
 *   npx tsx bench/purchase/big.ts --engine pglite --sizes 100,500
 */
const a = args();
const engine = a.get('engine', 'pglite');
/** `500` is one item of 500 participants; `500x2` two of them in one purchase; `500x10g` ten without tesseraSingola. */
const sizes = a
  .get('sizes', '100,500')
  .split(',')
  .map((s) => {
    const [n, items] = s.split('x');
    return { n: Number(n), items: Number.parseInt(items ?? '1', 10), singola: !items?.endsWith('g') };
  });

const figures = (values: number[]) =>
  `p50 ${ms(quantile(values, 0.5))} / p99 ${ms(quantile(values, 0.99))} / max ${ms(Math.max(...values))} ms (${values.length})`;

async function main() {
  const { database, dispose } = await openBenchDatabase(
    engine === 'postgres' ? 'postgres' : 'pglite',
    'bench_big',
  );
  const outbox = await mkdtemp(path.join(os.tmpdir(), 'bench-big-outbox-'));
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
    const login = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: 'agenzia', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${(login.json() as { data: { token: string } }).data.token}` };
    await database.db.execute(sql`insert into crediti (distributore_id, data, causale, importo, residuo)
      select distributore_id, now() - interval '1 minute', 'Ricarica per il benchmark', 10000000, 10000000
        from users where username = 'agenzia'`);
    const ids = (await database.db.execute(
      sql`select id from pacchetti where codice = 'ANN-SP'`,
    )) as unknown as { rows: Array<{ id: number }> };
    const eta = (await app.inject({ method: 'GET', url: '/api/dropdown/eta', headers })).json() as {
      items: Array<{ value: number; text: string }>;
    };
    const banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const health = async () => {
      const start = performance.now();
      await app.inject({ method: 'GET', url: '/api/health' });
      return performance.now() - start;
    };
    const idle: number[] = [];
    for (let i = 0; i < 200; i++) idle.push(await health());
    log(`[${engine}] idle health: ${figures(idle)}`);

    for (const { n, items, singola } of sizes) {
      const item = {
        pacchettoID: ids.rows[0]!.id,
        parametri: {
          inizioViaggio: day(30),
          fineViaggio: day(37),
          destinazioneStato: 'FR',
          nazionalita: 'IT',
          eta: banda,
          numeroPartecipanti: n,
          importoViaggio: 1500,
        },
        tesseraSingola: singola,
        partecipanti: Array.from({ length: n }, (_, k) => ({
          ItemID: k + 1,
          Cognome: `Gruppo${n}`,
          Nome: `P${k}`,
        })),
        prodottiCollegati: [],
        parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
      };
      let start = performance.now();
      let added = await app.inject({ method: 'POST', url: '/api/carrello', headers, payload: item });
      const addMs = performance.now() - start;
      for (let i = 1; i < items && added.statusCode === 200; i++)
        added = await app.inject({ method: 'POST', url: '/api/carrello', headers, payload: item });
      if (added.statusCode !== 200) {
        log(
          `[${engine}] ${n}: POST carrello ${added.statusCode} ${added.body.slice(0, 300)} (${ms(addMs)} ms)`,
        );
        continue;
      }
      const during: number[] = [];
      let buying = true;
      const poll = (async () => {
        while (buying) during.push(await health());
      })();
      start = performance.now();
      const bought = await app.inject({
        method: 'POST',
        url: '/api/adesioni',
        headers: { ...headers, 'idempotency-key': `big-${randomBytes(6).toString('hex')}` },
      });
      const buyMs = performance.now() - start;
      buying = false;
      await poll;
      const esito = bought.json() as { status?: string; data?: { adesioni: unknown[] } };
      start = performance.now();
      await app.coda.svuotata('conferma-acquisto', 600_000);
      const mailMs = performance.now() - start;
      const files = await readdir(outbox);
      const sizes = await Promise.all(
        files
          .filter((f) => f.endsWith('.eml'))
          .map(async (f) => ({ f, size: (await stat(path.join(outbox, f))).size })),
      );
      const latest = sizes.sort((x, y) => y.f.localeCompare(x.f))[0];
      log(
        `[${engine}] ${items} × ${n} participants: POST carrello ${ms(addMs)} ms; POST adesioni ${bought.statusCode} ${esito.status} ` +
          `${esito.data?.adesioni.length ?? 0} policies in ${ms(buyMs)} ms; health during: ${figures(during)}; ` +
          `mail job ${ms(mailMs)} ms, newest mail ${latest ? (latest.size / 1024).toFixed(0) : '?'} KiB`,
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
