import { performance } from 'node:perf_hooks';
import { createTestDatabase, testConfig } from '../../server/test/testDatabase';
import { benchApp } from '../lib/benchApp';
import { args, log, writeResult } from '../lib/cli';
import { ms } from '../lib/stats';

export interface FlightTiming {
  label: string;
  url: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  /** p95 of this request ÷ p95 of /api/health in the same run. */
  ratioP95: number;
  /** Flights in the (last) answer: the request did real work. */
  flights: number | null;
}

export interface FlightsResult {
  requests: number;
  goalP95Ms: number;
  timings: FlightTiming[];
}

/** Spec-derived goal of issue 10: infoVoli answers within 20 ms at p95. */
const GOAL_P95_MS = 20;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/**
 * `tsx bench/flights/main.ts [--requests 500] [--warmup 50]`: GET /api/carrello/infoVoli through
 * app.inject (real login, access check, querystring validation, the local flight schedule, response
 * serialisation) by flight number and by route, and /api/health the same way as the reference of
 * what a request costs at all; the cases take turns within each round so background load falls on
 * all alike. The schedule is built during the warm-up (its first use reads the airports and routes).
 */
async function main() {
  const a = args();
  const requests = a.int('requests', 500);
  const warmup = a.int('warmup', 50);
  const config = testConfig();
  const database = await createTestDatabase(config);
  const bench = await benchApp(database.db);
  try {
    const headers = { authorization: `Bearer ${await bench.login('agenzia')}` };
    const route = await bench.app.inject({
      method: 'GET',
      url: '/api/carrello/infoVoli?aeroportoPartenza=FCO&aeroportoDestinazione=CDG&dataPartenza=2026-12-01',
      headers,
    });
    const numero = (route.json() as { item1: { scheduled: Array<{ numeroVolo: string }> } }).item1
      .scheduled[0]?.numeroVolo;
    if (!numero) throw new Error(`no flight FCO→CDG: ${route.body}`);
    const cases = [
      { label: 'GET /api/health (reference)', url: '/api/health' },
      {
        label: `infoVoli by number (${numero})`,
        url: `/api/carrello/infoVoli?numeroVolo=${numero}&dataPartenza=2026-12-01`,
      },
      {
        label: 'infoVoli by route (FCO→CDG)',
        url: '/api/carrello/infoVoli?aeroportoPartenza=FCO&aeroportoDestinazione=CDG&dataPartenza=2026-12-01',
      },
      {
        label: 'infoVoli by route (MXP→JFK), a date per request',
        url: '/api/carrello/infoVoli?aeroportoPartenza=MXP&aeroportoDestinazione=JFK&dataPartenza=',
        dated: true,
      },
      { label: 'aeroporti?testo=mil', url: '/api/carrello/aeroporti?testo=mil' },
    ];
    const times = cases.map(() => [] as number[]);
    const flights = cases.map(() => null as number | null);
    const day = (i: number) =>
      new Date(Date.UTC(2026, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10);
    for (let i = -warmup; i < requests; i++) {
      for (const [k, c] of cases.entries()) {
        const url = c.dated ? `${c.url}${day(i + warmup)}` : c.url;
        const start = performance.now();
        const res = await bench.app.inject({ method: 'GET', url, headers });
        const elapsed = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        if (i < 0) continue;
        times[k]!.push(elapsed);
        const body = res.json() as { item1?: { scheduled: unknown[] } };
        if (body.item1) flights[k] = body.item1.scheduled.length;
      }
    }
    const sorted = times.map((t) => [...t].sort((x, y) => x - y));
    const healthP95 = quantile(sorted[0]!, 0.95);
    const timings: FlightTiming[] = cases.map((c, k) => ({
      label: c.label,
      url: c.url,
      requests,
      p50: quantile(sorted[k]!, 0.5),
      p95: quantile(sorted[k]!, 0.95),
      max: sorted[k]![sorted[k]!.length - 1]!,
      ratioP95: quantile(sorted[k]!, 0.95) / healthP95,
      flights: flights[k]!,
    }));
    for (const t of timings)
      log(
        `${t.label}: p50 ${ms(t.p50)} ms, p95 ${ms(t.p95)} ms, max ${ms(t.max)} ms, ×${t.ratioP95.toFixed(2)} health`,
      );
    return await writeResult('flights', {
      requests,
      goalP95Ms: GOAL_P95_MS,
      timings,
    } satisfies FlightsResult);
  } finally {
    await bench.close();
    await database.close();
  }
}

main().then(
  (file) => log(`flights → ${file}`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
