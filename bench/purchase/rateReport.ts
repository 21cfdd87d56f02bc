import { ms, table } from '../lib/stats';
import type { PurchaseRateResult } from './rate';

export function purchaseRateReport(r: PurchaseRateResult): string {
  const l = (x: { p50: number; p95: number; p99: number }) => `${ms(x.p50)} / ${ms(x.p95)} / ${ms(x.p99)}`;
  return [
    `\n## Purchases per second — POST carrello (1 item × ${r.participants} travellers) + POST adesioni, ` +
      `${r.connections} connections, ${r.agencies} agencies, ${r.seconds} s per round, ${r.runs[0]?.rounds.length ?? 0} rounds ` +
      `(goal: PostgreSQL ≥ ${r.goal.postgresPerSecond}/s with p99 ≤ ${r.goal.postgresP99Ms} ms, PGlite ≥ ${r.goal.pglitePerSecond}/s)\n`,
    table(
      [
        'database, processes',
        'purchases/s (min / median)',
        '÷ health req/s (min / median)',
        'health req/s',
        'pair p50 / p95 / p99 ms',
        'carrello p50 / p95 / p99',
        'adesioni p50 / p95 / p99',
        'errors',
        'with the mails/s (min / median)',
        'server CPU ms a purchase (min / median)',
      ],
      r.runs.map((x) => [
        `${x.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${x.workers}`,
        `${x.purchasesPerSecond.min.toFixed(1)} / ${x.purchasesPerSecond.median.toFixed(1)}`,
        `${x.ofHealth.min.toFixed(4)} / ${x.ofHealth.median.toFixed(4)}`,
        x.healthPerSecond.toFixed(0),
        l(x.pair),
        l(x.carrello),
        l(x.adesioni),
        String(x.errors),
        `${x.sustainedPerSecond.min.toFixed(1)} / ${x.sustainedPerSecond.median.toFixed(1)}`,
        `${ms(x.cpuMsPerPurchase.min)} / ${ms(x.cpuMsPerPurchase.median)}`,
      ]),
    ),
  ].join('\n');
}
