import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { InjectOptions } from 'fastify';
import { setupDatabase } from '../../server/db/setup';
import { createScratchDatabase } from '../../server/test/serverProcess';
import { testConfig } from '../../server/test/testDatabase';
import { adultBand, agencies, benchPackageId, cartItem, distributoreOf, topUp } from '../lib/agencies';
import { benchApp, type BenchApp } from '../lib/benchApp';
import { args, log, writeResult } from '../lib/cli';
import { ms, quantile } from '../lib/stats';
import { benchPostgresUrl } from '../lib/database';

export interface Timing {
  label: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface PurchaseResult {
  items: number;
  participants: number;
  goalP95Ms: number;
  /** (a) One agency buying its cart, one purchase at a time, on in-memory PGlite. */
  pglite: { purchase: Timing; reference: Timing[] };
  /** (b) `agencies` agencies buying at the same moment on PostgreSQL, `rounds` times. */
  postgres: {
    agencies: number;
    rounds: number;
    purchase: Timing;
    reference: Timing;
    purchasesPerSecond: number;
    referencePerSecond: number;
  } | null;
}

/** Issue 11's goal: a cart of 10 items with 5 participants each bought within 300 ms at p95 on PGlite. */
const GOAL_P95_MS = 300;

const timing = (label: string, values: number[]): Timing => ({
  label,
  samples: values.length,
  p50: quantile(values, 0.5),
  p95: quantile(values, 0.95),
  p99: quantile(values, 0.99),
  max: Math.max(...values),
});
const show = (t: Timing) =>
  `${t.label}: p50 ${ms(t.p50)} ms, p95 ${ms(t.p95)} ms, p99 ${ms(t.p99)} ms, max ${ms(t.max)} ms (${t.samples})`;

type Headers = Record<string, string>;

/** The cart item of the purchase tests: an annual cancellation policy for `participants` travellers. */
async function itemFactory(bench: BenchApp, headers: Headers, participants: number) {
  const eta = (await bench.app.inject({ method: 'GET', url: '/api/dropdown/eta', headers })).json() as {
    items: Array<{ value: number; text: string }>;
  };
  return cartItem(await benchPackageId(bench.db), adultBand(eta.items), participants);
}

async function fill(
  bench: BenchApp,
  headers: Headers,
  item: (c: string) => object,
  items: number,
  tag: string,
) {
  for (let i = 0; i < items; i++) {
    const res = await bench.app.inject({
      method: 'POST',
      url: '/api/carrello',
      headers,
      payload: item(`${tag}x${i}`),
    });
    if (res.statusCode !== 200) throw new Error(`POST carrello: ${res.statusCode} ${res.body}`);
  }
}

async function buy(bench: BenchApp, headers: Headers, items: number): Promise<number> {
  const start = performance.now();
  const res = await bench.app.inject({
    method: 'POST',
    url: '/api/adesioni',
    headers: { ...headers, 'idempotency-key': `bench-${randomBytes(8).toString('hex')}` },
  });
  const elapsed = performance.now() - start;
  const body = res.json() as { status?: string; data?: { adesioni: unknown[] } };
  if (res.statusCode !== 200 || body.status !== 'ok' || body.data?.adesioni.length !== items)
    throw new Error(`POST adesioni: ${res.statusCode} ${res.body.slice(0, 500)}`);
  return elapsed;
}

async function timedInject(bench: BenchApp, opts: InjectOptions): Promise<number> {
  const start = performance.now();
  const res = await bench.app.inject(opts);
  const elapsed = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`${opts.method} ${opts.url}: ${res.statusCode} ${res.body}`);
  return elapsed;
}

/** (a) On PGlite: agenzia fills its cart (not timed) and buys it, `runs` times after `warmup`. */
async function pglite(items: number, participants: number, runs: number, warmup: number) {
  const database = await setupDatabase({
    ...testConfig(),
    databaseUrl: undefined,
    dataDir: 'memory://',
    seedDemo: true,
  });
  const bench = await benchApp(database.db);
  try {
    const headers = { authorization: `Bearer ${await bench.login('agenzia')}` };
    await topUp(bench.db, [await distributoreOf(bench.db, 'agenzia')]);
    const { item, parametri } = await itemFactory(bench, headers, participants);
    const purchase: number[] = [];
    const health: number[] = [];
    const totali: number[] = [];
    for (let i = -warmup; i < runs; i++) {
      await fill(bench, headers, item, items, `Bench${i + warmup}`);
      const h = await timedInject(bench, { method: 'GET', url: '/api/health' });
      const t = await timedInject(bench, {
        method: 'POST',
        url: '/api/carrello/totali',
        headers,
        payload: parametri,
      });
      const p = await buy(bench, headers, items);
      if (i < 0) continue;
      purchase.push(p);
      health.push(h);
      totali.push(t);
    }
    return {
      purchase: timing(`POST adesioni, ${items} items × ${participants} participants`, purchase),
      reference: [
        timing('GET /api/health (reference)', health),
        timing('POST carrello/totali (reference)', totali),
      ],
    };
  } finally {
    await bench.close();
    await database.close();
  }
}

/** (b) On PostgreSQL: `count` agencies fill their carts (not timed), then all buy at the same moment. */
async function postgres(items: number, participants: number, count: number, rounds: number) {
  const scratch = await createScratchDatabase('bench_purchase', benchPostgresUrl());
  const database = await setupDatabase({ ...testConfig(), databaseUrl: scratch.url, seedDemo: true });
  const bench = await benchApp(database.db);
  try {
    const buyers = await agencies(bench.db, count);
    const headers = await Promise.all(
      buyers.map(async (b) => ({ authorization: `Bearer ${await bench.login(b.username)}` })),
    );
    const { item, parametri } = await itemFactory(bench, headers[0]!, participants);
    const purchase: number[] = [];
    const reference: number[] = [];
    let purchaseWall = 0;
    let referenceWall = 0;
    // Round 0 warms up (connections, statement plans) and is not counted.
    for (let round = 0; round <= rounds; round++) {
      await Promise.all(headers.map((h, k) => fill(bench, h, item, items, `Agenzia${k}r${round}`)));
      let start = performance.now();
      const refs = await Promise.all(
        headers.map((h) =>
          timedInject(bench, { method: 'POST', url: '/api/carrello/totali', headers: h, payload: parametri }),
        ),
      );
      const refWall = performance.now() - start;
      start = performance.now();
      const times = await Promise.all(headers.map((h) => buy(bench, h, items)));
      const wall = performance.now() - start;
      log(`round ${round}: ${count} purchases in ${ms(wall)} ms`);
      if (round === 0) continue;
      purchase.push(...times);
      reference.push(...refs);
      purchaseWall += wall;
      referenceWall += refWall;
    }
    return {
      agencies: count,
      rounds,
      purchase: timing(`POST adesioni, ${count} agencies at once`, purchase),
      reference: timing(`POST carrello/totali, ${count} agencies at once (reference)`, reference),
      purchasesPerSecond: purchase.length / (purchaseWall / 1000),
      referencePerSecond: reference.length / (referenceWall / 1000),
    };
  } finally {
    await bench.close();
    await database.close();
    await scratch.drop();
  }
}

/**
 * `tsx bench/purchase/main.ts [--runs 20] [--warmup 2] [--items 10] [--participants 5] [--agencies 20]
 * [--rounds 5] [--pg 1]`: POST /api/adesioni through app.inject (login, access check, the purchase's
 * transaction: locks, re-validation and re-pricing of every item, policies, participants, credit, the
 * stored answer). (a) one agency at a time on in-memory PGlite, against GET /api/health and POST
 * carrello/totali measured between the same purchases; (b) `--agencies` agencies buying at once on
 * PostgreSQL at BENCH_PG_URL (a scratch database, dropped at the end), against the same number of
 * concurrent POST carrello/totali. Carts are filled between purchases, untimed.
 */
async function main() {
  const a = args();
  const items = a.int('items', 10);
  const participants = a.int('participants', 5);
  log(`purchase (a): PGlite, ${items} items × ${participants} participants`);
  const lite = await pglite(items, participants, a.int('runs', 20), a.int('warmup', 2));
  for (const t of [lite.purchase, ...lite.reference]) log(show(t));
  let pgResult: PurchaseResult['postgres'] = null;
  if (a.int('pg', 1) === 1) {
    log(`purchase (b): PostgreSQL, ${a.int('agencies', 20)} agencies at once`);
    pgResult = await postgres(items, participants, a.int('agencies', 20), a.int('rounds', 5));
    log(show(pgResult.purchase));
    log(show(pgResult.reference));
    log(
      `throughput: ${pgResult.purchasesPerSecond.toFixed(1)} purchases/s ` +
        `(reference ${pgResult.referencePerSecond.toFixed(1)} totali/s)`,
    );
  }
  return writeResult('purchase', {
    items,
    participants,
    goalP95Ms: GOAL_P95_MS,
    pglite: lite,
    postgres: pgResult,
  } satisfies PurchaseResult);
}

main().then(
  (file) => log(`purchase → ${file}`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
