import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { ExportRequest } from '../../schemas/types';
import { buildWorkbook } from '../../widgets/grid/export/buildWorkbook';
import { EXPORT_SHEET_NAME } from '../../widgets/grid/export/exportTypes';
import { benchColumns, makeRows } from '../grid/rows';
import { benchApp } from '../lib/benchApp';
import { args, log, writeResult } from '../lib/cli';
import { collect, withPeakMemory } from '../lib/memory';
import { median } from '../lib/stats';
import { benchPostgresUrl } from '../lib/database';
import { preparePostgres } from '../list/databases';
import { SERVER_COLUMNS } from './columns';

export interface ExportMeasure {
  label: string;
  rows: number;
  /** Median wall time (ms). */
  ms: number;
  runs: number;
  bytes: number;
  rssBefore: number;
  rssPeak: number;
  heapBefore: number;
  heapPeak: number;
  /** Split of the client-mode time: building the workbook, then writing the .xlsx buffer. */
  buildMs?: number;
  writeMs?: number;
}

/**
 * `node --expose-gc --import tsx bench/export/main.ts --part server|client [--rows 100000] [--runs 3]`,
 * each part in a process of its own so that its peak memory is its own.
 */
async function main() {
  const a = args();
  const part = a.get('part', 'server');
  const rows = a.int('rows', 100_000);
  const runs = a.int('runs', 3);
  const policies = a.int('policies', 1_000_000);
  const result =
    part === 'client' ? await clientExport(rows, runs) : await serverExport(rows, runs, policies);
  await writeResult(`export-${part}`, result);
}

/** POST /api/export/xlsx on a real HTTP server, the body read as a stream: first byte to last. */
async function serverExport(rows: number, runs: number, policies: number): Promise<ExportMeasure[]> {
  const prepared = await preparePostgres(
    benchPostgresUrl(),
    process.env.BENCH_PG_DB ?? 'bench_list',
    policies,
    log,
  );
  const bench = await benchApp(prepared.database.db);
  try {
    const address = await bench.app.listen({ host: '127.0.0.1', port: 0 });
    const token = await bench.login('agenzia');
    // About `rows` policies: the agency's most recent ones, from the purchase date of the rows-th
    // (to the second, as the grammar writes dates): "export my last months", on its own index.
    const from = (
      (await bench.db.execute(
        sql`select to_char(data_acquisto at time zone 'Europe/Rome', 'YYYY-MM-DD"T"HH24:MI:SS') as d
            from adesioni where distributore_id = (select distributore_id from users where username = 'agenzia')
            order by data_acquisto desc, id offset ${rows - 1} limit 1`,
      )) as unknown as { rows: Array<{ d: string }> }
    ).rows[0]?.d;
    if (from === undefined) throw new Error(`the agency has fewer than ${rows} policies`);
    const request = (since: string): ExportRequest => ({
      path: 'myoverins/elencoadesioni/distributore',
      filter: `(dataAcquisto[gte]!!date=${since})`,
      sort: '-dataAcquisto',
      columns: SERVER_COLUMNS,
    });
    const total = async (since: string) => {
      const res = await bench.app.inject({
        method: 'GET',
        url: `/api/myoverins/elencoadesioni/distributore?${new URLSearchParams({ filter: request(since).filter!, pageSize: '1' }).toString()}`,
        headers: { authorization: `Bearer ${token}` },
      });
      return (res.json() as { total: number }).total;
    };
    const exported = await total(from);
    const download = async (body: ExportRequest) => {
      const res = await fetch(`${address}/api/export/xlsx`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 200 || !res.body) throw new Error(`export: ${res.status} ${await res.text()}`);
      let bytes = 0;
      for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
      return bytes;
    };
    await download(request(new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 19))); // warm-up
    collect();
    const times: number[] = [];
    const measured = await withPeakMemory(async () => {
      let bytes = 0;
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        bytes = await download(request(from));
        times.push(performance.now() - start);
        log(`  server export run ${i + 1}: ${(times[i]! / 1000).toFixed(2)} s, ${bytes} bytes`);
      }
      return bytes;
    });
    return [
      {
        label: `server: POST export/xlsx (${prepared.where}, streamed)`,
        rows: exported,
        ms: median(times),
        runs,
        bytes: measured.value,
        rssBefore: measured.rssBefore,
        rssPeak: measured.rssPeak,
        heapBefore: measured.heapBefore,
        heapPeak: measured.heapPeak,
      },
    ];
  } finally {
    await bench.close();
    await prepared.close();
  }
}

/** The client-mode file as the export worker builds it: buildWorkbook, then writeBuffer. */
async function clientExport(count: number, runs: number): Promise<ExportMeasure[]> {
  const data = makeRows(count);
  const input = {
    columns: benchColumns
      .filter((c) => c.export)
      .map((c) => ({
        field: c.field,
        title: c.title ?? c.field,
        exportWidth: c.exportWidth ?? 20,
        type: c.type,
      })),
    rows: data,
    groups: [],
    sheetName: EXPORT_SHEET_NAME,
    labels: { yes: 'Sì', no: 'No' },
  };
  // Warm-up on a few rows.
  await buildWorkbook(ExcelJS.Workbook, { ...input, rows: data.slice(0, 1000) }).xlsx.writeBuffer();
  collect();
  const total: number[] = [];
  const build: number[] = [];
  const write: number[] = [];
  const measured = await withPeakMemory(async () => {
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const workbook = buildWorkbook(ExcelJS.Workbook, input);
      const built = performance.now();
      const buffer = await workbook.xlsx.writeBuffer();
      const end = performance.now();
      bytes = buffer.byteLength;
      total.push(end - start);
      build.push(built - start);
      write.push(end - built);
      log(`  client export run ${i + 1}: ${((end - start) / 1000).toFixed(2)} s, ${bytes} bytes`);
      collect();
    }
    return bytes;
  });
  return [
    {
      label: 'client: buildWorkbook + writeBuffer (node)',
      rows: count,
      ms: median(total),
      runs,
      bytes: measured.value,
      rssBefore: measured.rssBefore,
      rssPeak: measured.rssPeak,
      heapBefore: measured.heapBefore,
      heapPeak: measured.heapPeak,
      buildMs: median(build),
      writeMs: median(write),
    },
  ];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
