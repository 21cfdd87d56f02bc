import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { ExportRequest } from '../../schemas/types';
import { writeWorkbook } from '../../server/areas/export/writeWorkbook';
import { rowsOf } from '../../server/db/rowsOf';
import { benchApp } from '../lib/benchApp';
import { args, log, writeResult } from '../lib/cli';
import { median } from '../lib/stats';
import { preparePglite } from '../list/databases';
import { SERVER_COLUMNS } from './columns';

export interface PgliteExportRun {
  /** Request sent → last byte read (ms). */
  totalMs: number;
  /** Request sent → first byte of the body (ms). */
  firstByteMs: number;
  /** The same rows, already in memory, through the same workbook writer into a sink (ms). */
  writerMs: number;
  /** `/api/health` asked again and again over HTTP during the export: its latencies (ms). */
  health: { count: number; failures: number; p50: number; p99: number; max: number };
}

export interface PgliteExportResult {
  rows: number;
  policies: number;
  runs: PgliteExportRun[];
  median: { totalMs: number; firstByteMs: number; writerMs: number; ofWriter: number; healthP99: number };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/**
 * `tsx bench/export/pglite.ts [--rows 100000] [--policies 110000] [--runs 3]`: `POST export/xlsx` of
 * back office's `rows` most recent policies on PGlite (which runs in the server's own thread), on a
 * real HTTP server; against exceljs' streaming writer writing the same rows from memory, in the same
 * run; and how `/api/health` answers meanwhile.
 */
async function main() {
  const a = args();
  const rows = a.int('rows', 100_000);
  const runs = a.int('runs', 3);
  const prepared = await preparePglite(a.int('policies', Math.ceil(rows * 1.1)), log);
  const bench = await benchApp(prepared.database.db);
  try {
    const base = await bench.app.listen({ host: '127.0.0.1', port: 0 });
    const token = await bench.login('admin');
    const [oldest] = await rowsOf<{ d: string }>(
      bench.db,
      sql`select to_char(data_acquisto at time zone 'Europe/Rome', 'YYYY-MM-DD"T"HH24:MI:SS') as d
          from adesioni order by data_acquisto desc, id offset ${rows - 1} limit 1`,
    );
    const from = oldest?.d;
    if (from === undefined) throw new Error(`fewer than ${rows} policies`);
    const request: ExportRequest = {
      path: 'myoverins/elencoadesioni',
      filter: `(dataAcquisto[gte]!!date=${from})`,
      sort: '-dataAcquisto',
      columns: SERVER_COLUMNS,
    };
    const listed = await bench.app.inject({
      method: 'GET',
      url: `/api/myoverins/elencoadesioni?${new URLSearchParams({ filter: request.filter!, sort: request.sort!, pageSize: '2147483647' }).toString()}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const { total } = listed.json() as { total: number };
    // The writer's reference input: the rows the list gives, read in pages the server allows.
    const inMemory: Array<Record<string, unknown>> = [];
    for (let page = 1; inMemory.length < total; page++) {
      const res = await bench.app.inject({
        method: 'GET',
        url: `/api/myoverins/elencoadesioni?${new URLSearchParams({ filter: request.filter!, sort: request.sort!, page: String(page), pageSize: '10000' }).toString()}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const items = (res.json() as { items: Array<Record<string, unknown>> }).items;
      if (items.length === 0) break;
      inMemory.push(...items);
    }
    log(`  exporting ${total} rows (${inMemory.length} read for the writer reference)`);

    const all: PgliteExportRun[] = [];
    for (let i = -1; i < runs; i++) {
      const writerMs = await writerAlone(inMemory);
      const run = await exportWhileProbing(base, token, request);
      if (i < 0) continue;
      all.push({ ...run, writerMs });
      log(
        `  run ${i + 1}: ${(run.totalMs / 1000).toFixed(2)} s (first byte ${run.firstByteMs.toFixed(0)} ms), ` +
          `writer ${(writerMs / 1000).toFixed(2)} s, health p99 ${run.health.p99.toFixed(0)} ms / max ${run.health.max.toFixed(0)} ms (${run.health.count})`,
      );
    }
    const result: PgliteExportResult = {
      rows: total,
      policies: prepared.policies,
      runs: all,
      median: {
        totalMs: median(all.map((r) => r.totalMs)),
        firstByteMs: median(all.map((r) => r.firstByteMs)),
        writerMs: median(all.map((r) => r.writerMs)),
        ofWriter: median(all.map((r) => r.totalMs / r.writerMs)),
        healthP99: median(all.map((r) => r.health.p99)),
      },
    };
    log(
      `export-pglite: ${result.median.ofWriter.toFixed(2)} × the writer, first byte ${result.median.firstByteMs.toFixed(0)} ms, health p99 ${result.median.healthP99.toFixed(0)} ms`,
    );
    return await writeResult('export-pglite', result);
  } finally {
    await bench.close();
    await prepared.close();
  }
}

async function writerAlone(rows: Array<Record<string, unknown>>): Promise<number> {
  const sink = new Writable({
    write(_chunk, _enc, done) {
      done();
    },
  });
  const types = new Map([
    ['dataAcquisto', 'date'],
    ['inizioViaggio', 'date'],
    ['numeroPartecipanti', 'number'],
    ['totalePremio', 'number'],
    ['acquistataConCredito', 'boolean'],
  ] as const);
  const start = performance.now();
  async function* batches() {
    for (let i = 0; i < rows.length; i += 2000) yield rows.slice(i, i + 2000);
  }
  await writeWorkbook(sink, { columns: SERVER_COLUMNS, fieldTypes: new Map(types), groups: [] }, batches());
  if (!sink.writableFinished) await once(sink, 'finish');
  return performance.now() - start;
}

async function exportWhileProbing(
  base: string,
  token: string,
  body: ExportRequest,
): Promise<Omit<PgliteExportRun, 'writerMs'>> {
  let exporting = true;
  let failures = 0;
  const latencies: number[] = [];
  const probe = (async () => {
    while (exporting) {
      const t = performance.now();
      // A probe the server could not answer counts with the time it waited.
      const ok = await fetch(`${base}/api/health`).then(
        async (r) => (await r.arrayBuffer(), r.ok),
        () => false,
      );
      latencies.push(performance.now() - t);
      if (!ok) failures += 1;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const start = performance.now();
  const res = await fetch(`${base}/api/export/xlsx`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200 || !res.body) throw new Error(`export: ${res.status} ${await res.text()}`);
  let firstByteMs = 0;
  for await (const chunk of res.body) {
    if (firstByteMs === 0 && (chunk as Uint8Array).byteLength > 0) firstByteMs = performance.now() - start;
  }
  const totalMs = performance.now() - start;
  exporting = false;
  await probe;
  const sorted = [...latencies].sort((x, y) => x - y);
  return {
    totalMs,
    firstByteMs,
    health: {
      count: sorted.length,
      failures,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
    },
  };
}

main().then(
  (file) => log(`export-pglite → ${file}`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
