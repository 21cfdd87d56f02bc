import { ms, table } from '../lib/stats';
import type { DayMixResult } from './main';

const where = (r: DayMixResult) =>
  r.engine === 'pglite' ? 'PGlite' : `PostgreSQL, ${r.workers} process${r.workers > 1 ? 'es' : ''}`;

/** The day's-mix runs side by side: throughput against health, then each step's latencies. */
export function dayMixReport(results: DayMixResult[]): string {
  if (results.length === 0) return '';
  const first = results[0]!;
  const out = [
    `\n## Day's mix — ${first.agencies} virtual agencies, think time off, ${first.rounds.length} rounds of ${first.seconds} s ` +
      `(bench/day-mix; min / median of rounds; health = GET /api/health req/s before and after each round)\n`,
    table(
      ['database', 'req/s', 'sessions/s', 'purchases/s', '× health', 'health req/s', 'errors'],
      results.map((r) => [
        where(r),
        `${r.min.requestsPerSecond.toFixed(0)} / ${r.median.requestsPerSecond.toFixed(0)}`,
        `${r.min.sessionsPerSecond.toFixed(2)} / ${r.median.sessionsPerSecond.toFixed(2)}`,
        `${r.min.purchasesPerSecond.toFixed(1)} / ${r.median.purchasesPerSecond.toFixed(1)}`,
        `${r.min.ofHealth.toFixed(3)} / ${r.median.ofHealth.toFixed(3)}`,
        r.rounds.map((x) => x.healthBefore.toFixed(0)).join(', '),
        String(r.errors),
      ]),
    ),
    `\nPer step, every round's calls (count, p50 / p95 / p99 ms):\n`,
    table(
      ['step', ...results.map(where)],
      first.steps.map((s, k) => [
        s.step,
        ...results.map((r) => {
          const x = r.steps[k]!;
          return x.count === 0
            ? '—'
            : `${x.count}: ${ms(x.p50)} / ${ms(x.p95)} / ${ms(x.p99)}${x.errors ? ` (${x.errors} errors)` : ''}`;
        }),
      ]),
    ),
  ];
  const failures = results.flatMap((r) =>
    r.failures.map((f) => `${where(r)}: ${f.step} ${f.method} ${f.path} → ${f.status} ${f.body}`),
  );
  if (failures.length > 0) out.push(`\nErrors (none is allowed):\n${failures.slice(0, 20).join('\n')}`);
  return out.join('\n');
}
