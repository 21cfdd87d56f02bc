import { table } from '../lib/stats';
import type { PgliteExportResult } from './pglite';

export function exportPgliteReport(r: PgliteExportResult): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    `\n## Excel export on PGlite — ${r.rows.toLocaleString('en-US')} rows of ${r.policies.toLocaleString('en-US')} policies (median of ${r.runs.length})\n`,
    table(
      ['export', 'writer alone', 'export ÷ writer', 'first byte', 'health p99 during export'],
      [
        [
          s(r.median.totalMs),
          s(r.median.writerMs),
          r.median.ofWriter.toFixed(2),
          `${r.median.firstByteMs.toFixed(0)} ms`,
          `${r.median.healthP99.toFixed(0)} ms`,
        ],
      ],
    ),
  ].join('\n');
}
