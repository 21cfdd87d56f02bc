import { table } from '../lib/stats';
import type { CapacityResult } from './main';

const bytes = (n: number) => n.toFixed(0);

export function capacityReport(r: CapacityResult): string {
  return [
    `\n## Disk per policy on PostgreSQL — ${r.policies} policies of ${r.travellers} travellers bought through the API (bytes per policy, after VACUUM)\n`,
    table(
      ['table', 'heap B', 'indexes B', 'rows'],
      [
        ...r.tables.map((t) => [
          t.table,
          bytes(t.heapPerPolicy),
          bytes(t.indexesPerPolicy),
          t.rowsPerPolicy.toFixed(2),
        ]),
        ['total', bytes(r.total.heapPerPolicy), bytes(r.total.indexesPerPolicy), ''],
      ],
    ),
    '\nIndexes that grew (bytes per policy):\n',
    table(
      ['index', 'table', 'B'],
      r.indexes.map((x) => [x.index, x.table, bytes(x.perPolicy)]),
    ),
  ].join('\n');
}
