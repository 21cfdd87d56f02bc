import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setupDatabase } from '../../server/db/setup';
import { createScratchDatabase, startServerProcess } from '../../server/test/serverProcess';
import { testConfig } from '../../server/test/testDatabase';
import { adultBand, agencies, benchPackageId, cartItem } from '../lib/agencies';
import { args, log, writeResult } from '../lib/cli';
import { login } from '../lib/server';
import { median, ms } from '../lib/stats';

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
}

export interface RateRound {
  purchases: number;
  purchasesPerSecond: number;
  /** `GET /api/health` answered per second by the same client, 16 at once, just before. */
  healthPerSecond: number;
  /** purchasesPerSecond ÷ healthPerSecond. */
  ofHealth: number;
  /** `POST carrello` then `POST adesioni`, as the agency waits for both. */
  pair: Latency;
  carrello: Latency;
  adesioni: Latency;
  health: Latency;
  errors: number;
  /**
   * Seconds the server then took to go quiet (its confirmation mails, a job each purchase leaves
   * behind), and the purchases per second counting that time: what it can keep up all day.
   */
  settleSeconds: number;
  sustainedPerSecond: number;
  /**
   * The server's own CPU (its processes, not PostgreSQL's) per purchase, the mails' included, and per
   * health request: figures that a machine shared with other work moves far less than rates.
   */
  cpuMsPerPurchase: number;
  cpuMsPerHealth: number;
}

export interface RateRun {
  engine: 'postgres' | 'pglite';
  workers: number;
  rounds: RateRound[];
  /** Over the rounds: min and median. */
  purchasesPerSecond: { min: number; median: number };
  ofHealth: { min: number; median: number };
  sustainedPerSecond: { min: number; median: number };
  cpuMsPerPurchase: { min: number; median: number };
  /** Medians over the rounds of each round's figure. */
  healthPerSecond: number;
  pair: Latency;
  carrello: Latency;
  adesioni: Latency;
  errors: number;
  firstErrors: string[];
}

export interface PurchaseRateResult {
  connections: number;
  agencies: number;
  participants: number;
  seconds: number;
  goal: { postgresPerSecond: number; postgresP99Ms: number; pglitePerSecond: number };
  runs: RateRun[];
}

/** Issue 30's goal: one item with 2 travellers, 16 connections. */
const GOAL = { postgresPerSecond: 60, postgresP99Ms: 300, pglitePerSecond: 30 };

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const latency = (values: number[]): Latency => ({
  p50: quantile(values, 0.5),
  p95: quantile(values, 0.95),
  p99: quantile(values, 0.99),
});
const medianLatency = (all: Latency[]): Latency => ({
  p50: median(all.map((l) => l.p50)),
  p95: median(all.map((l) => l.p95)),
  p99: median(all.map((l) => l.p99)),
});

interface Answer {
  status: number;
  body: string;
}

/** A bare keep-alive HTTP client: the same for the purchases and the reference, and cheap. */
function client(baseUrl: string, connections: number) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return {
    call(method: string, url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            agent,
            host: base.hostname,
            port: base.port,
            method,
            path: url,
            headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** `connections` loops calling `step(k, n)` until `seconds` have passed: the calls done and the time taken. */
async function drive(
  connections: number,
  seconds: number,
  step: (k: number, n: number) => Promise<void>,
): Promise<{ done: number; elapsed: number }> {
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, k) => {
      for (let n = 0; performance.now() < deadline; n++) {
        await step(k, n);
        done++;
      }
    }),
  );
  return { done, elapsed: (performance.now() - start) / 1000 };
}

/** CPU seconds used so far by process `pid` (all its threads) and its children (WORKERS' processes). */
async function cpuSeconds(pid: number): Promise<number> {
  try {
    // Fields 14 and 15 (utime, stime), after the name in parentheses; in clock ticks (100 a second).
    const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    let total = (Number(stat[11]) + Number(stat[12])) / 100;
    for (const task of await readdir(`/proc/${pid}/task`)) {
      const children = (await readFile(`/proc/${pid}/task/${task}/children`, 'utf8')).trim();
      for (const child of children ? children.split(' ') : []) total += await cpuSeconds(Number(child));
    }
    return total;
  } catch {
    return 0; // gone meanwhile
  }
}

/**
 * Waits until the server process (and its children) use less than a tenth of a core over half a
 * second, twice running, so that work a round left behind (its confirmation mails) does not fall on
 * the next round: the seconds waited (at most two minutes).
 */
async function settle(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  const start = performance.now();
  let quiet = 0;
  let before = await cpuSeconds(pid);
  while (quiet < 2 && performance.now() - start < 120_000) {
    await new Promise((r) => setTimeout(r, 500));
    const now = await cpuSeconds(pid);
    quiet = now - before < 0.05 ? quiet + 1 : 0;
    before = now;
  }
  return (performance.now() - start) / 1000;
}

/** A run's database: a scratch PostgreSQL database or a PGlite directory, migrated, seeded and given the agencies. */
async function prepare(engine: RateRun['engine'], count: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-purchase-rate-'));
  const scratch = engine === 'postgres' ? await createScratchDatabase('bench_purchase_rate') : null;
  const database = await setupDatabase({
    ...testConfig(),
    databaseUrl: scratch?.url,
    dataDir,
    seedDemo: true,
  });
  try {
    const buyers = await agencies(database.db, count);
    const pacchettoID = await benchPackageId(database.db);
    return {
      dataDir,
      url: scratch?.url,
      buyers,
      pacchettoID,
      dispose: async () => {
        await scratch?.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    await database.close();
  }
}

async function run(
  engine: RateRun['engine'],
  workers: number,
  o: {
    rounds: number;
    seconds: number;
    connections: number;
    agencies: number;
    participants: number;
    serverFrom: string | undefined;
  },
): Promise<RateRun> {
  const db = await prepare(engine, o.agencies);
  const server = await startServerProcess(
    {
      DATA_DIR: db.dataDir,
      LOG_LEVEL: 'error',
      ...(db.url ? { DATABASE_URL: db.url } : {}),
      ...(workers > 1 ? { WORKERS: String(workers) } : {}),
    },
    120_000,
    ...(o.serverFrom ? [o.serverFrom] : []),
  );
  const api = client(server.baseUrl, o.connections);
  const firstErrors: string[] = [];
  try {
    const tokens = await Promise.all(db.buyers.map((b) => login(server.baseUrl, b.username)));
    const auth = tokens.map((t) => ({ authorization: `Bearer ${t}` }));
    const eta = await api.call('GET', '/api/dropdown/eta', auth[0]!);
    const { item } = cartItem(
      db.pacchettoID,
      adultBand((JSON.parse(eta.body) as { items: Array<{ value: number; text: string }> }).items),
      o.participants,
    );
    const tag = randomBytes(3).toString('hex');
    const rounds: RateRound[] = [];
    // One short warm-up round (JIT, pools, statement plans), then the measured ones.
    for (let round = -1; round < o.rounds; round++) {
      const seconds = round < 0 ? 2 : o.seconds;
      await settle(server.pid);
      const cpu0 = await cpuSeconds(server.pid!);
      const healthTimes: number[] = [];
      const health = await drive(o.connections, seconds, async () => {
        const t = performance.now();
        const a = await api.call('GET', '/api/health', {});
        if (a.status !== 200) throw new Error(`GET /api/health: ${a.status} ${a.body}`);
        healthTimes.push(performance.now() - t);
      });
      const cpu1 = await cpuSeconds(server.pid!);
      const pair: number[] = [];
      const carrello: number[] = [];
      const adesioni: number[] = [];
      let errors = 0;
      const fail = async (k: number, what: string) => {
        errors++;
        if (firstErrors.length < 5) firstErrors.push(what.slice(0, 500));
        // What was left in the cart would be bought with the next purchase.
        await api.call('POST', '/api/carrello/svuotacarrello', auth[k]!, '{}');
      };
      const bought = await drive(o.connections, seconds, async (k, n) => {
        const headers = auth[k % auth.length]!;
        const t0 = performance.now();
        const added = await api.call(
          'POST',
          '/api/carrello',
          headers,
          JSON.stringify(item(`Rate${tag}r${round + 1}c${k}n${n}`)),
        );
        const t1 = performance.now();
        if (added.status !== 200) return fail(k, `POST carrello: ${added.status} ${added.body}`);
        const paid = await api.call('POST', '/api/adesioni', {
          ...headers,
          'idempotency-key': `rate-${tag}-${round + 1}-${k}-${n}`,
        });
        const t2 = performance.now();
        const esito =
          paid.status === 200
            ? (JSON.parse(paid.body) as { status?: string; data?: { adesioni?: unknown[] } })
            : null;
        if (esito?.status !== 'ok' || esito.data?.adesioni?.length !== 1)
          return fail(k, `POST adesioni: ${paid.status} ${paid.body}`);
        carrello.push(t1 - t0);
        adesioni.push(t2 - t1);
        pair.push(t2 - t0);
      });
      const settleSeconds = await settle(server.pid);
      const cpu2 = await cpuSeconds(server.pid!);
      if (round < 0) continue;
      const healthPerSecond = health.done / health.elapsed;
      const purchasesPerSecond = pair.length / bought.elapsed;
      const r: RateRound = {
        purchases: pair.length,
        purchasesPerSecond,
        healthPerSecond,
        ofHealth: purchasesPerSecond / healthPerSecond,
        pair: latency(pair),
        carrello: latency(carrello),
        adesioni: latency(adesioni),
        health: latency(healthTimes),
        errors,
        settleSeconds,
        sustainedPerSecond: pair.length / (bought.elapsed + settleSeconds),
        cpuMsPerPurchase: ((cpu2 - cpu1) * 1000) / pair.length,
        cpuMsPerHealth: ((cpu1 - cpu0) * 1000) / health.done,
      };
      rounds.push(r);
      log(
        `  ${engine}×${workers} round ${round + 1}: ${purchasesPerSecond.toFixed(1)} purchases/s ` +
          `(health ${healthPerSecond.toFixed(0)}/s, ${r.ofHealth.toFixed(4)} ×), pair p50/p95/p99 ` +
          `${ms(r.pair.p50)}/${ms(r.pair.p95)}/${ms(r.pair.p99)} ms, errors ${errors}; quiet after ` +
          `${settleSeconds.toFixed(1)} s (${r.sustainedPerSecond.toFixed(1)}/s with the mails); server CPU ` +
          `${ms(r.cpuMsPerPurchase)} ms a purchase, ${ms(r.cpuMsPerHealth)} ms a health request`,
      );
    }
    const per = rounds.map((r) => r.purchasesPerSecond);
    const ratios = rounds.map((r) => r.ofHealth);
    const sustained = rounds.map((r) => r.sustainedPerSecond);
    const cpu = rounds.map((r) => r.cpuMsPerPurchase);
    return {
      engine,
      workers,
      rounds,
      purchasesPerSecond: { min: Math.min(...per), median: median(per) },
      ofHealth: { min: Math.min(...ratios), median: median(ratios) },
      sustainedPerSecond: { min: Math.min(...sustained), median: median(sustained) },
      cpuMsPerPurchase: { min: Math.min(...cpu), median: median(cpu) },
      healthPerSecond: median(rounds.map((r) => r.healthPerSecond)),
      pair: medianLatency(rounds.map((r) => r.pair)),
      carrello: medianLatency(rounds.map((r) => r.carrello)),
      adesioni: medianLatency(rounds.map((r) => r.adesioni)),
      errors: rounds.reduce((sum, r) => sum + r.errors, 0),
      firstErrors,
    };
  } finally {
    api.close();
    await server.stop();
    await db.dispose();
  }
}

/**
 * `tsx bench/purchase/rate.ts [--engines postgres,pglite] [--workers 1,2] [--rounds 3] [--seconds 5]
 * [--connections 16] [--agencies 16] [--participants 2]`: purchases per second, issue 30's goal. A real
 * server process (as `bench/throughput`) on a scratch PostgreSQL database (on TEST_DATABASE_URL's
 * server, default the local one; dropped at the end; one per `--workers` count, default BENCH_WORKERS
 * or 1) and on PGlite (one process). `--agencies` copies of the demo agency, each its own distributor
 * with plenty of credit; `--connections` loops, each for one agency, add one item (`--participants`
 * travellers) with `POST carrello` and buy it with `POST adesioni` (an Idempotency-Key each), for
 * `--seconds`, in rounds alternating with the same client's `GET /api/health` load (the reference).
 * Before each half of a round the server is let go quiet (the mails the purchases left it to send);
 * that time is reported, and the purchases per second counting it.
 * `--server-from DIR` runs the server of another checkout (e.g. a worktree at the commit before a change).
 */
async function main() {
  const a = args();
  const engines = a.get('engines', 'postgres,pglite').split(',') as Array<RateRun['engine']>;
  const workerCounts = a
    .get('workers', process.env.BENCH_WORKERS || '1')
    .split(',')
    .map((w) => Number.parseInt(w, 10));
  const o = {
    rounds: a.int('rounds', 3),
    seconds: a.int('seconds', 5),
    connections: a.int('connections', 16),
    agencies: a.int('agencies', 16),
    participants: a.int('participants', 2),
    // Another checkout's server (its own migrations), for a before/after in one sitting.
    serverFrom: a.get('server-from', '') || undefined,
  };
  const runs: RateRun[] = [];
  for (const engine of engines)
    for (const workers of engine === 'postgres' ? workerCounts : [1]) {
      log(
        `purchase rate: ${engine}, ${workers} process(es), ${o.connections} connections, ${o.agencies} agencies`,
      );
      const r = await run(engine, workers, o);
      runs.push(r);
      log(
        `${engine}×${workers}: ${r.purchasesPerSecond.median.toFixed(1)} purchases/s (min ${r.purchasesPerSecond.min.toFixed(1)}), ` +
          `${r.ofHealth.median.toFixed(4)} × health (min ${r.ofHealth.min.toFixed(4)}), pair p99 ${ms(r.pair.p99)} ms, errors ${r.errors}`,
      );
      for (const e of r.firstErrors) log(`  error: ${e}`);
    }
  const file = await writeResult('purchase-rate', {
    connections: o.connections,
    agencies: o.agencies,
    participants: o.participants,
    seconds: o.seconds,
    goal: GOAL,
    runs,
  } satisfies PurchaseRateResult);
  if (runs.some((r) => r.errors > 0)) throw new Error('purchases failed (0 allowed): see the errors above');
  return file;
}

main().then(
  (file) => log(`purchase rate → ${file}`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
