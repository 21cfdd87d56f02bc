import { performance } from 'node:perf_hooks';
import { createTestDatabase, testConfig } from '../../server/test/testDatabase';
import { benchApp } from '../lib/benchApp';
import { args, log, writeResult } from '../lib/cli';
import { ms } from '../lib/stats';

export interface AuthTiming {
  label: string;
  p50: number;
  p95: number;
  /** p50 of /api/health ÷ p50 of this request in the same run (issue 13's "× health", higher is better). */
  ofHealth: number;
}

export interface AuthResult {
  requests: number;
  timings: AuthTiming[];
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/**
 * `tsx bench/auth/main.ts [--requests 500]`: what a signed-in call costs before its handler runs —
 * `GET /api/account/me` (session, principal, user info) against `GET /api/health` through
 * app.inject on PGlite, the cases taking turns.
 */
async function main() {
  const requests = args().int('requests', 500);
  const config = testConfig();
  const database = await createTestDatabase(config);
  const bench = await benchApp(database.db);
  try {
    const headers = { authorization: `Bearer ${await bench.login('agenzia')}` };
    const cases = [
      { label: 'GET /api/health (reference)', url: '/api/health', headers: {} },
      { label: 'GET /api/account/me', url: '/api/account/me', headers },
      { label: 'GET /api/carrello/pacchettiCategorie', url: '/api/carrello/pacchettiCategorie', headers },
    ];
    const times = cases.map(() => [] as number[]);
    for (let i = -50; i < requests; i++) {
      for (const [k, c] of cases.entries()) {
        const start = performance.now();
        const res = await bench.app.inject({ method: 'GET', url: c.url, headers: c.headers });
        const elapsed = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${c.url}: ${res.statusCode} ${res.body}`);
        if (i >= 0) times[k]!.push(elapsed);
      }
    }
    const sorted = times.map((t) => [...t].sort((x, y) => x - y));
    const health = quantile(sorted[0]!, 0.5);
    const timings = cases.map((c, k) => ({
      label: c.label,
      p50: quantile(sorted[k]!, 0.5),
      p95: quantile(sorted[k]!, 0.95),
      ofHealth: health / quantile(sorted[k]!, 0.5),
    }));
    for (const t of timings)
      log(`${t.label}: p50 ${ms(t.p50)} ms, p95 ${ms(t.p95)} ms, ${t.ofHealth.toFixed(2)} × health`);
    return await writeResult('auth', { requests, timings } satisfies AuthResult);
  } finally {
    await bench.close();
    await database.close();
  }
}

main().then(
  (file) => log(`auth → ${file}`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
