import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { setupDatabase } from '../../server/db/setup';
import { createScratchDatabase, startServerProcess } from '../../server/test/serverProcess';
import { testConfig } from '../../server/test/testDatabase';
import { agencies } from '../lib/agencies';
import { DEMO_PASSWORD } from '../lib/benchApp';
import { args, log, writeResult } from '../lib/cli';
import { median, ms } from '../lib/stats';
import { CallFailed, Recorder, sender, type Failure } from './client';
import {
  ACTIONS_PER_SESSION,
  agencyDay,
  history,
  screen,
  signIn,
  STEPS,
  type AgencyDay,
  type Catalogue,
  type Send,
  type Step,
} from './mix';

export interface DayMixStep {
  step: Step;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
}

export interface DayMixRound {
  requestsPerSecond: number;
  screensPerSecond: number;
  /** Screens per second ÷ ACTIONS_PER_SESSION: whole sessions (a sign-in and its screens) per second. */
  sessionsPerSecond: number;
  purchasesPerSecond: number;
  /** `/api/health` req/s measured just before and just after the round (autocannon, 16 connections). */
  healthBefore: number;
  healthAfter: number;
  /** The mix's req/s ÷ the mean of the two. */
  ofHealth: number;
}

export interface DayMixResult {
  engine: 'pglite' | 'postgres';
  workers: number;
  agencies: number;
  /** Agents (users) per agency, each a virtual client of its own. */
  users: number;
  seconds: number;
  rounds: DayMixRound[];
  median: Pick<DayMixRound, 'requestsPerSecond' | 'sessionsPerSecond' | 'purchasesPerSecond' | 'ofHealth'>;
  min: Pick<DayMixRound, 'requestsPerSecond' | 'sessionsPerSecond' | 'purchasesPerSecond' | 'ofHealth'>;
  steps: DayMixStep[];
  errors: number;
  failures: Failure[];
  /** 1-minute load average before the server started and after the run. */
  load: [number, number];
}

/** Another user of `username`'s agency: the same columns, its own name and address. */
async function secondUser(db: Db, username: string, name: string): Promise<string> {
  const cols = (
    (await db.execute(sql`select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'users' and is_generated = 'NEVER'
        and column_name not in ('id', 'username', 'email')`)) as unknown as {
      rows: Array<{ column_name: string }>;
    }
  ).rows.map((r) => `"${r.column_name}"`);
  await db.execute(
    sql.raw(`insert into users (${cols.join(', ')}, username, email)
      select ${cols.join(', ')}, '${name}', '${name}@example.test' from users where username = '${username}'`),
  );
  return name;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;

async function health(base: string, seconds: number): Promise<number> {
  const r = await autocannon({ url: `${base}/api/health`, connections: 16, duration: seconds });
  if (r.non2xx + r.errors + r.timeouts > 0) throw new Error('GET /api/health failed under load');
  return r.requests.average;
}

/** The sale's category and its packages that price every trip of the mix, asked the way the shop does. */
async function catalogue(send: Send): Promise<Catalogue> {
  const cats = (
    (await send({ step: 'categories', method: 'GET', path: 'carrello/pacchettiCategorie' })).json as {
      data: Array<{ itemID: number; categoria: string }>;
    }
  ).data;
  const eta = (await send({ step: 'categories', method: 'GET', path: 'dropdown/eta' })).json as {
    items: Array<{ value: number; text: string }>;
  };
  const adultBand = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
  const saleCategory = cats.find((c) => c.categoria === 'Medico e Bagaglio')!.itemID;
  let salePackages: number[] | null = null;
  for (const destinazioneStato of ['FR', 'ES', 'DE', 'GR', 'PT', 'AT', 'NL', 'HR']) {
    for (const [start, length] of [
      [7, 3],
      [206, 21],
    ] as const) {
      const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
      const priced = (
        (
          await send({
            step: 'compare',
            method: 'POST',
            path: 'carrello/confrontaProdotti',
            body: {
              listIDs: [],
              categoriaID: saleCategory,
              parametri: {
                inizioViaggio: day(start),
                fineViaggio: day(start + length),
                destinazioneStato,
                nazionalita: 'IT',
                eta: adultBand,
                numeroPartecipanti: 2,
              },
            },
          })
        ).json as { data: Array<{ pacchettoID: number; totali: unknown }> }
      ).data
        .filter((p) => p.totali !== null)
        .map((p) => p.pacchettoID);
      salePackages = salePackages ? salePackages.filter((id) => priced.includes(id)) : priced;
    }
  }
  if (!salePackages?.length) throw new Error('No Medico e Bagaglio package prices every trip of the mix');
  return { categories: cats.map((c) => c.itemID), saleCategory, salePackages, adultBand };
}

/**
 * `tsx bench/day-mix/main.ts [--engine pglite|postgres] [--workers 1] [--agencies 50] [--seconds 30]
 * [--rounds 3] [--health-seconds 5] [--history 21] [--users 1]`: a day's mix of `--agencies` virtual agencies (copies of the
 * demo agency, each with its own user and credit), each one running sessions of bench/day-mix/mix.ts
 * over HTTP against a real server process, think time off, for `--seconds` per round; per step count,
 * p50/p95/p99 and errors (none allowed), and the whole mix's requests, screens, sessions and
 * purchases per second against `GET /api/health`'s req/s measured before and after each round.
 * PostgreSQL: a scratch database created on the server of TEST_DATABASE_URL (else the local one) and
 * dropped after, or BENCH_DATABASE_URL (an existing empty database); BENCH_WORKERS or --workers: the
 * server's processes (PostgreSQL only).
 */
async function main() {
  const a = args();
  const engine = a.get('engine', process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite');
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error('--engine is pglite or postgres');
  const workers = a.int('workers', Number(process.env.BENCH_WORKERS ?? 1));
  const count = a.int('agencies', 50);
  const seconds = a.int('seconds', 30);
  const rounds = a.int('rounds', 3);
  const healthSeconds = a.int('health-seconds', 5);
  const load0 = os.loadavg()[0]!;

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-day-mix-'));
  const scratch =
    engine === 'postgres' && !process.env.BENCH_DATABASE_URL
      ? await createScratchDatabase('bench_day_mix')
      : null;
  const databaseUrl = engine === 'postgres' ? (process.env.BENCH_DATABASE_URL ?? scratch!.url) : undefined;
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  try {
    log(`day-mix: ${engine}, ${workers} process(es), ${count} agencies, ${rounds} × ${seconds} s`);
    // The agencies are made before the server starts: PGlite has one process at a time.
    const database = await setupDatabase({ ...testConfig(), databaseUrl, dataDir, seedDemo: true });
    const made = await agencies(database.db, count);
    // --users 2: a second agent in each agency (same distributor, same credit), buying at the same time.
    const users = a.int('users', 1);
    const agents = [...made.map((m) => m.username)];
    for (let u = 2; u <= users; u++)
      for (const m of made) agents.push(await secondUser(database.db, m.username, `${m.username}.${u}`));
    await database.close();
    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        TRUST_PROXY: '1',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...(workers > 1 ? { WORKERS: String(workers) } : {}),
      },
      120_000,
    );
    const recorder = new Recorder();
    const days = agents.map((username, k) => agencyDay(k + 1, username));
    const sends = days.map((d, k) =>
      sender(
        server!.baseUrl,
        agent,
        recorder,
        `10.${1 + (k >> 16)}.${(k >> 8) & 255}.${k & 255}`,
      )(() => d.token),
    );
    await signIn(days[0]!, sends[0]!, DEMO_PASSWORD);
    const cat = await catalogue(sends[0]!);
    log(`  sale packages ${cat.salePackages.join(', ')} of category ${cat.saleCategory}`);

    // Each agency's past purchases, so that its list has a second page and its export rows.
    const past = a.int('history', 21);
    if (past > 0) {
      const t = performance.now();
      await Promise.all(
        days.map(async (d, k) => {
          if (!d.token) await signIn(d, sends[k]!, DEMO_PASSWORD);
          await history(d, sends[k]!, cat, past);
        }),
      );
      log(`  ${count} × ${past} past policies bought in ${((performance.now() - t) / 1000).toFixed(0)} s`);
    }

    let running = false;
    let screens = 0;
    let purchases = 0;
    const runAgency = async (d: AgencyDay, send: Send) => {
      while (running) {
        try {
          if (!d.token || d.left <= 0) {
            if (d.left <= 0) d.left = ACTIONS_PER_SESSION;
            await signIn(d, send, DEMO_PASSWORD);
          } else {
            const before = d.purchases;
            await screen(d, send, cat);
            const end = performance.now();
            if (recorder.measuring && end <= recorder.deadline) {
              screens++;
              purchases += d.purchases - before;
            }
          }
        } catch (error) {
          if (!(error instanceof CallFailed)) {
            recorder.fail({
              step: 'buy (adesioni)',
              method: '-',
              path: '-',
              status: 'answer',
              body: String(error),
            });
          }
          // After a failure the agency starts a new session, as an agent would sign in again.
          d.token = null;
        }
      }
    };
    const phase = async (secs: number, measure: boolean) => {
      running = true;
      recorder.measuring = measure;
      const start = performance.now();
      recorder.deadline = start + secs * 1000;
      const stopAt = setTimeout(() => (running = false), secs * 1000);
      await Promise.all(days.map((d, k) => runAgency(d, sends[k]!)));
      clearTimeout(stopAt);
      recorder.measuring = false;
      return (Math.min(performance.now(), recorder.deadline) - start) / 1000;
    };

    // Warm-up: every agency signs in and works for a while, unmeasured.
    await phase(Math.min(10, seconds), false);
    const measured: DayMixRound[] = [];
    let healthBefore = await health(server.baseUrl, healthSeconds);
    for (let round = 0; round < rounds; round++) {
      const requests0 = recorder.requests;
      screens = 0;
      purchases = 0;
      const took = await phase(seconds, true);
      const healthAfter = await health(server.baseUrl, healthSeconds);
      const requestsPerSecond = (recorder.requests - requests0) / took;
      const r: DayMixRound = {
        requestsPerSecond,
        screensPerSecond: screens / took,
        sessionsPerSecond: screens / took / ACTIONS_PER_SESSION,
        purchasesPerSecond: purchases / took,
        healthBefore,
        healthAfter,
        ofHealth: requestsPerSecond / ((healthBefore + healthAfter) / 2),
      };
      measured.push(r);
      log(
        `  round ${round + 1}: ${requestsPerSecond.toFixed(0)} req/s, ${r.screensPerSecond.toFixed(1)} screens/s, ` +
          `${r.purchasesPerSecond.toFixed(1)} purchases/s; health ${healthBefore.toFixed(0)} → ${healthAfter.toFixed(0)} req/s ` +
          `(${r.ofHealth.toFixed(3)} × health); errors so far ${recorder.failures.length}`,
      );
      healthBefore = healthAfter;
    }
    const pickOf = (f: (xs: number[]) => number) => ({
      requestsPerSecond: f(measured.map((r) => r.requestsPerSecond)),
      sessionsPerSecond: f(measured.map((r) => r.sessionsPerSecond)),
      purchasesPerSecond: f(measured.map((r) => r.purchasesPerSecond)),
      ofHealth: f(measured.map((r) => r.ofHealth)),
    });
    const steps: DayMixStep[] = STEPS.map((step) => {
      const sorted = [...(recorder.times.get(step) ?? [])].sort((x, y) => x - y);
      return {
        step,
        count: sorted.length,
        p50: quantile(sorted, 0.5),
        p95: quantile(sorted, 0.95),
        p99: quantile(sorted, 0.99),
        max: sorted[sorted.length - 1] ?? Number.NaN,
        errors: recorder.failuresByStep.get(step) ?? 0,
      };
    });
    for (const s of steps)
      log(
        `  ${s.step}: ${s.count}, p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms, p99 ${ms(s.p99)} ms, errors ${s.errors}`,
      );
    for (const f of recorder.failures.slice(0, 20))
      log(`  ERROR ${f.step}: ${f.method} ${f.path} → ${f.status} ${f.body}`);
    const result: DayMixResult = {
      engine,
      workers,
      agencies: count,
      users,
      seconds,
      rounds: measured,
      median: pickOf(median),
      min: pickOf((xs) => Math.min(...xs)),
      steps,
      errors: recorder.failures.length,
      failures: recorder.failures.slice(0, 50),
      load: [load0, os.loadavg()[0]!],
    };
    const name = `day-mix-${engine}${workers > 1 ? `-${workers}` : ''}${users > 1 ? `-users${users}` : ''}`;
    const file = await writeResult(name, result);
    if (recorder.failures.length > 0) {
      log(`${recorder.failures.length} failed calls (none is allowed)`);
      process.exitCode = 1;
    }
    return file;
  } finally {
    agent.destroy();
    await server?.stop();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (file) => log(`day-mix → ${file}`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
