import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { CertificateResult } from './certificate/main';
import type { DayMixResult } from './day-mix/main';
import { dayMixReport } from './day-mix/report';
import type { ExportMeasure } from './export/main';
import type { PgliteExportResult } from './export/pglite';
import { exportPgliteReport } from './export/pgliteReport';
import type { FirstScreenResult } from './first-screen/main';
import type { FirstVisitResult } from './first-visit/main';
import { firstVisitReport } from './first-visit/report';
import type { FlightsResult } from './flights/main';
import type { GridSectionResult } from './grid/main';
import type { GridClsResult } from './grid-cls/main';
import { gridClsReport } from './grid-cls/report';
import type { InputGuardsResult } from './input-guards/main';
import { args, log, OUT_DIR } from './lib/cli';
import { count, mib, ms, table } from './lib/stats';
import { benchPostgresUrl } from './lib/database';
import type { ListSectionResult } from './list/main';
import type { ParticipantsResult } from './participants/main';
import type { PurchaseResult } from './purchase/main';
import type { PurchaseRateResult } from './purchase/rate';
import { purchaseRateReport } from './purchase/rateReport';
import { throughputReport } from './throughput/report';
import { capacityReport } from './capacity/report';
import type { CapacityResult } from './capacity/main';
import type { ThroughputResult } from './throughput/main';
import type { StartResult } from './start/main';
import { startReport } from './start/report';

/**
 * `npm run bench` — every section, each in a process of its own, then one report on stdout.
 *   --only list-postgres,list-pglite,grid,export-server,export-client,first-screen,first-visit,grid-cls,input-guards,participants,flights,purchase,purchase-rate,certificate,start,throughput,export-pglite,capacity,day-mix-pglite,day-mix-postgres,day-mix-postgres-2   (default: all)
 *   --policies 1000000        volume policies on PostgreSQL (database kept for the next run)
 *   --pglite-policies 1000000 volume policies generated into a temporary PGlite
 *   --runs 5                  measured runs per figure (medians), after warm-up
 *   --agencies 50             virtual agencies of the day's-mix sections
 */
const SECTIONS = [
  'list-postgres',
  'list-pglite',
  'grid',
  'export-server',
  'export-client',
  'first-screen',
  'first-visit',
  'grid-cls',
  'input-guards',
  'participants',
  'flights',
  'purchase',
  'purchase-rate',
  'certificate',
  'start',
  'throughput',
  'export-pglite',
  'capacity',
  'day-mix-pglite',
  'day-mix-postgres',
  'day-mix-postgres-2',
] as const;
type Section = (typeof SECTIONS)[number];

async function main() {
  const a = args();
  const only = a.get('only', SECTIONS.join(',')).split(',') as Section[];
  const runs = String(a.int('runs', 5));
  const policies = String(a.int('policies', 1_000_000));
  const pglitePolicies = String(a.int('pglite-policies', 1_000_000));
  const dayMix = ['--agencies', String(a.int('agencies', 50)), '--seconds', '30', '--rounds', '3'];
  const commands: Record<Section, string[]> = {
    'list-postgres': ['bench/list/main.ts', '--engine', 'postgres', '--policies', policies, '--runs', runs],
    'list-pglite': ['bench/list/main.ts', '--engine', 'pglite', '--policies', pglitePolicies, '--runs', runs],
    grid: ['bench/grid/main.ts', '--rows', '100000', '--runs', runs],
    'export-server': [
      'bench/export/main.ts',
      '--part',
      'server',
      '--rows',
      '100000',
      '--runs',
      '3',
      '--policies',
      policies,
    ],
    'export-client': ['bench/export/main.ts', '--part', 'client', '--rows', '100000', '--runs', '3'],
    // Measures the built client in dist/ (`npm run build` first).
    'first-screen': ['bench/first-screen/main.ts', '--runs', runs],
    // Builds the client into dist/ itself (npx vite build), then walks the sale in Chromium.
    'first-visit': ['bench/first-visit/main.ts', '--runs', runs],
    // Also the built client in dist/.
    'grid-cls': ['bench/grid-cls/main.ts', '--runs', runs],
    'input-guards': ['bench/input-guards/main.ts', '--runs', runs],
    participants: ['bench/participants/main.ts', '--runs', runs],
    flights: ['bench/flights/main.ts', '--requests', '500'],
    purchase: ['bench/purchase/main.ts', '--runs', '20'],
    // A scratch PostgreSQL database (BENCH_WORKERS processes) and PGlite, each behind a server process.
    'purchase-rate': ['bench/purchase/rate.ts', '--rounds', '3', '--seconds', '5'],
    certificate: ['bench/certificate/main.ts', '--runs', '10'],
    // Builds the server first; serves the built client in dist/ when there is one.
    start: ['bench/start/main.ts', '--runs', runs],
    throughput: ['bench/throughput/main.ts', '--rounds', '3', '--seconds', '5'],
    'export-pglite': ['bench/export/pglite.ts', '--rows', '100000', '--runs', '3'],
    // On PostgreSQL (BENCH_PG_URL): bytes on disk per policy bought, for bench/README's five-year estimate.
    capacity: ['bench/capacity/main.ts', '--policies', '2000'],
    // The day's mix of 50 virtual agencies; PostgreSQL on a scratch database, 1 and 2 processes.
    'day-mix-pglite': ['bench/day-mix/main.ts', '--engine', 'pglite', ...dayMix],
    'day-mix-postgres': ['bench/day-mix/main.ts', '--engine', 'postgres', '--workers', '1', ...dayMix],
    'day-mix-postgres-2': ['bench/day-mix/main.ts', '--engine', 'postgres', '--workers', '2', ...dayMix],
  };
  const started = new Date();
  const load = [os.loadavg()[0]!];
  const took: Partial<Record<Section, number>> = {};
  for (const section of SECTIONS.filter((s) => only.includes(s))) {
    log(`\n== ${section}`);
    const t = performance.now();
    await node(commands[section]);
    took[section] = (performance.now() - t) / 1000;
    load.push(os.loadavg()[0]!);
  }
  console.log(await report(only, started, load, took));
}

function node(argv: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', ...argv], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${argv[0]} exited with ${code}`)),
    );
  });
}

async function readResult<T>(name: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(path.join(OUT_DIR, `${name}.json`), 'utf8')) as T;
  } catch {
    return null;
  }
}

async function report(
  only: Section[],
  started: Date,
  load: number[],
  took: Partial<Record<Section, number>>,
): Promise<string> {
  const out: string[] = [];
  out.push(`# Benchmark — ${started.toISOString()}`);
  out.push(
    `Machine: ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}, ${mib(os.totalmem())} RAM, Node ${process.version}, ` +
      `${await postgresVersion()}; 1-min load average ${load.map((l) => l.toFixed(1)).join(' → ')}`,
  );
  for (const engine of ['postgres', 'pglite'] as const) {
    if (!only.includes(`list-${engine}`)) continue;
    const r = await readResult<ListSectionResult>(`list-${engine}`);
    if (!r) continue;
    out.push(
      `\n## List endpoint — ${r.where}, ${count(r.policies)} volume policies (median of ${r.runs}, ms)` +
        (r.generated
          ? `\nGenerated ${count(r.generated.policies)} policies with seed:volume in ${r.generated.seconds.toFixed(0)} s ` +
            `(${count(Math.round(r.generated.policies / r.generated.seconds))}/s).`
          : '') +
        `\nroute = GET through app.inject (auth, validation, runList, serialisation); runList = our SQL alone; ` +
        `hand = hand-written count + page; ratio = route / hand.\n`,
    );
    out.push(
      table(
        ['viewer', 'case', 'rows', 'route', 'runList', 'hand', 'ratio', 'runList/hand'],
        r.timings.map((t) => [
          t.viewer,
          t.case,
          count(t.total),
          ms(t.route),
          ms(t.runList),
          ms(t.hand),
          (t.route / t.hand).toFixed(2),
          (t.runList / t.hand).toFixed(2),
        ]),
      ),
    );
    out.push(
      `EXPLAIN (ANALYZE) of the slowest and of the worst ratio: ${path.relative(process.cwd(), r.explainFile)}`,
    );
    if (r.pageOne?.length)
      out.push(
        `\nPage 1 with its total (rows counted exactly up to 10,000 past the page, then the planner's estimate):\n`,
        table(
          ['viewer', 'total', 'runs', 'p50', 'p95', 'health p50', 'health p95'],
          r.pageOne.map((p) => [
            p.viewer,
            `${p.totalEstimated ? 'circa ' : ''}${count(p.total)}`,
            String(p.runs),
            ms(p.p50),
            ms(p.p95),
            ms(p.healthP50),
            ms(p.healthP95),
          ]),
        ),
      );
  }
  if (only.includes('grid')) {
    const g = await readResult<GridSectionResult>('grid');
    if (g) {
      out.push(
        `\n## Client grid — ${count(g.rows)} rows in client mode, Chromium ${g.chromium} headless (median of ${g.runs} page loads, ms until painted)\n`,
      );
      out.push(
        table(
          [
            'configuration',
            'first render',
            'sort text',
            'sort number',
            'group',
            'jump to end',
            'scroll frame (mean / p95 / max)',
          ],
          g.configs.map((c) => [
            c.label,
            ms(c.median.firstRender),
            ms(c.median.sortText),
            ms(c.median.sortNumber),
            ms(c.median.group),
            c.median.scroll ? ms(c.median.scroll.jump) : '—',
            c.median.scroll
              ? `${ms(c.median.scroll.frameMean)} / ${ms(c.median.scroll.frameP95)} / ${ms(c.median.scroll.frameMax)}`
              : '—',
          ]),
        ),
      );
    }
  }
  const exports = [
    ...(only.includes('export-server') ? ((await readResult<ExportMeasure[]>('export-server')) ?? []) : []),
    ...(only.includes('export-client') ? ((await readResult<ExportMeasure[]>('export-client')) ?? []) : []),
  ];
  if (exports.length > 0) {
    out.push(`\n## Excel export — 100,000 rows, 11–12 columns\n`);
    out.push(
      table(
        ['export', 'rows', 'time (median)', 'file', 'RSS before → peak', 'heap before → peak'],
        exports.map((e) => [
          e.label,
          count(e.rows),
          `${(e.ms / 1000).toFixed(2)} s${e.buildMs !== undefined ? ` (build ${(e.buildMs / 1000).toFixed(2)} + write ${((e.writeMs ?? 0) / 1000).toFixed(2)})` : ''}`,
          mib(e.bytes),
          `${mib(e.rssBefore)} → ${mib(e.rssPeak)}`,
          `${mib(e.heapBefore)} → ${mib(e.heapPeak)}`,
        ]),
      ),
    );
  }
  if (only.includes('first-screen')) {
    const f = await readResult<FirstScreenResult>('first-screen');
    if (f) {
      out.push(
        `\n## First screen — ${f.path}, built client served by our server, Chromium ${f.chromium}, empty cache (${f.runs} runs)\n`,
      );
      out.push(
        table(
          ['figure', 'min', 'median'],
          [
            ['scripts loaded', String(f.min.requests), String(f.median.requests)],
            [
              'JavaScript (decoded)',
              `${(f.min.bytes / 1024).toFixed(0)} KiB`,
              `${(f.median.bytes / 1024).toFixed(0)} KiB`,
            ],
            [
              'JavaScript gzip -9',
              `${(f.min.gzipBytes / 1024).toFixed(0)} KiB`,
              `${(f.median.gzipBytes / 1024).toFixed(0)} KiB`,
            ],
            [
              'JavaScript on the wire',
              `${(f.min.wireBytes / 1024).toFixed(0)} KiB`,
              `${(f.median.wireBytes / 1024).toFixed(0)} KiB`,
            ],
            [
              'form visible ÷ /api/health',
              (f.min.formVisibleMs / f.min.healthMs).toFixed(0),
              (f.median.formVisibleMs / f.median.healthMs).toFixed(0),
            ],
            ...firstScreenExtras(f),
          ],
        ),
      );
    }
  }
  if (only.includes('first-visit')) {
    const r = await readResult<FirstVisitResult>('first-visit');
    if (r) out.push(firstVisitReport(r));
  }
  if (only.includes('grid-cls')) {
    const g = await readResult<GridClsResult>('grid-cls');
    if (g) out.push(gridClsReport(g));
  }
  if (only.includes('input-guards')) {
    const g = await readResult<InputGuardsResult>('input-guards');
    if (g) {
      out.push(
        `\n## Input guards — sanitising catalogue HTML and estimating password strength (${g.runs} runs, ms; ` +
          `reference = for HTML one regex pass escaping '<' over the same input, for a password its scrypt hash)\n`,
      );
      out.push(
        table(
          ['input', 'chars', 'min', 'median', 'reference (min)', 'min ÷ reference'],
          [...g.sanitize, ...g.passwords].map((m) => [
            m.label,
            count(m.length),
            ms(m.minMs),
            ms(m.medianMs),
            ms(m.referenceMs),
            (m.minMs / Math.max(m.referenceMs, 0.001)).toFixed(2),
          ]),
        ),
      );
      out.push(
        `\nGrowth of sanitizeHtml from 128 kB to 512 kB (4 is linear, 16 quadratic): ${g.growth
          .map((x) => `'${x.unit}' ${x.ratio.toFixed(1)}`)
          .join(', ')}`,
      );
    }
  }
  if (only.includes('participants')) {
    const p = await readResult<ParticipantsResult>('participants');
    if (p) {
      out.push(
        `\n## Participant files — read and validate 10,000 rows (${p.runs} runs, ms; goal ≤ ${p.goalMs} ms)\n`,
      );
      out.push(
        table(
          ['format', 'bytes', 'min', 'median', 'reference', 'min ÷ reference'],
          p.measures.map((m) => [
            m.format,
            count(m.bytes),
            ms(m.minMs),
            ms(m.medianMs),
            `${m.reference} ${ms(m.referenceMs)}`,
            m.ratio.toFixed(1),
          ]),
        ),
      );
    }
  }
  if (only.includes('flights')) {
    const f = await readResult<FlightsResult>('flights');
    if (f) {
      out.push(`\n## Flight search — ${f.requests} requests each (ms; goal p95 ≤ ${f.goalP95Ms} ms)\n`);
      out.push(
        table(
          ['request', 'p50', 'p95', 'max', 'p95 ÷ health p95'],
          f.timings.map((x) => [x.label, ms(x.p50), ms(x.p95), ms(x.max), x.ratioP95.toFixed(2)]),
        ),
      );
    }
  }
  if (only.includes('purchase')) {
    const p = await readResult<PurchaseResult>('purchase');
    if (p) {
      out.push(
        `\n## Purchase — a cart of ${p.items} items × ${p.participants} participants (ms; goal p95 ≤ ${p.goalP95Ms} ms on PGlite)\n`,
      );
      const rows = [p.pglite.purchase, ...p.pglite.reference].map((x) => [
        `PGlite: ${x.label}`,
        String(x.samples),
        ms(x.p50),
        ms(x.p95),
        ms(x.p99),
      ]);
      if (p.postgres)
        rows.push(
          ...[p.postgres.purchase, p.postgres.reference].map((x) => [
            `PostgreSQL, ${p.postgres!.agencies} agencies at once: ${x.label}`,
            String(x.samples),
            ms(x.p50),
            ms(x.p95),
            ms(x.p99),
          ]),
        );
      out.push(table(['request', 'samples', 'p50', 'p95', 'p99'], rows));
      if (p.postgres)
        out.push(
          `\nPostgreSQL throughput: ${p.postgres.purchasesPerSecond.toFixed(1)} purchases/s (reference ${p.postgres.referencePerSecond.toFixed(1)} totals/s)`,
        );
    }
  }
  if (only.includes('purchase-rate')) {
    const r = await readResult<PurchaseRateResult>('purchase-rate');
    if (r) out.push(purchaseRateReport(r));
  }
  if (only.includes('certificate')) {
    const c = await readResult<CertificateResult>('certificate');
    if (c) {
      out.push(
        `\n## Certificate PDF — one policy with ${c.insured} insured (${c.runs} runs, ms; goal ≤ ${c.goalMs} ms)\n`,
      );
      out.push(
        table(
          ['document', 'min', 'median', 'bytes'],
          [
            [
              'certificate (certificatoPdf)',
              ms(c.certificate.minMs),
              ms(c.certificate.medianMs),
              count(c.certificate.bytes),
            ],
            [
              'reference: terms PDF of the package',
              ms(c.terms.minMs),
              ms(c.terms.medianMs),
              count(c.terms.bytes),
            ],
          ],
        ),
      );
    }
  }
  if (only.includes('start')) {
    const r = await readResult<StartResult>('start');
    if (r) out.push(startReport(r));
  }
  if (only.includes('throughput')) {
    const r = await readResult<ThroughputResult>('throughput');
    if (r) out.push(throughputReport(r));
  }
  if (only.includes('export-pglite')) {
    const r = await readResult<PgliteExportResult>('export-pglite');
    if (r) out.push(exportPgliteReport(r));
  }
  if (only.includes('capacity')) {
    const r = await readResult<CapacityResult>('capacity');
    if (r) out.push(capacityReport(r));
  }
  const dayMixes: DayMixResult[] = [];
  for (const [section, file] of [
    ['day-mix-pglite', 'day-mix-pglite'],
    ['day-mix-postgres', 'day-mix-postgres'],
    ['day-mix-postgres-2', 'day-mix-postgres-2'],
  ] as const) {
    const r = only.includes(section) ? await readResult<DayMixResult>(file) : null;
    if (r) dayMixes.push(r);
  }
  if (dayMixes.length > 0) out.push(dayMixReport(dayMixes));
  out.push(
    `\nSection wall times: ${Object.entries(took)
      .map(([s, t]) => `${s} ${t.toFixed(0)} s`)
      .join(', ')}`,
  );
  return out.join('\n');
}

async function postgresVersion(): Promise<string> {
  const client = new pg.Client({
    connectionString: benchPostgresUrl(),
  });
  try {
    await client.connect();
    const v = String((await client.query('show server_version')).rows[0]?.server_version ?? '?');
    return `PostgreSQL ${v}`;
  } catch {
    return 'PostgreSQL unreachable';
  } finally {
    await client.end().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/** Shell size and Lighthouse rows of the first-screen table (absent in results of older runs). */
function firstScreenExtras(f: FirstScreenResult): string[][] {
  const rows: string[][] = [];
  if (f.shell) {
    const entry = `${(f.shell.entryGzipBytes / 1024).toFixed(1)} KiB`;
    const shell = `${(f.shell.shellGzipBytes / 1024).toFixed(1)} KiB`;
    rows.push(['shell entry chunk gzip -9', entry, entry]);
    rows.push([`shell entry + its ${f.shell.shellScripts - 1} modulepreloads gzip -9`, shell, shell]);
  }
  const lh = f.lighthouse;
  if (lh && lh.all.length > 0) {
    rows.push([
      `Lighthouse desktop performance (${lh.all.length} runs)`,
      lh.min.performance.toFixed(2),
      lh.median.performance.toFixed(2),
    ]);
    const ms = (x: number) => `${x.toFixed(0)} ms`;
    rows.push(['Lighthouse LCP', ms(lh.min.lcpMs), ms(lh.median.lcpMs)]);
    rows.push(['Lighthouse LCP, slowest run', ms(lh.max.lcpMs), ms(lh.max.lcpMs)]);
  }
  return rows;
}
