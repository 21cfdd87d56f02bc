import { table } from '../lib/stats';
import type { ThroughputResult } from './main';

export function throughputReport(r: ThroughputResult): string {
  return [
    `\n## Throughput — ${r.connections} connections, ${r.seconds} s per case per round, PGlite, demo data (median of rounds)\n`,
    table(
      ['request', 'req/s', 'p50 ms', 'p99 ms', '× health (min / median)'],
      r.cases.map((c) => [
        c.label,
        c.median.requestsPerSecond.toFixed(0),
        String(c.median.p50),
        String(c.median.p99),
        `${c.ofHealth.min.toFixed(2)} / ${c.ofHealth.median.toFixed(2)}`,
      ]),
    ),
  ].join('\n');
}
