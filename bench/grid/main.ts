import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, USER_CHROMIUM_PATH } from '../../tests/e2e/browser';
import { build, preview } from 'vite';
import { args, log, writeResult } from '../lib/cli';
import { median } from '../lib/stats';
import type { GridRunOptions, GridRunResult } from './types';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface GridSectionResult {
  rows: number;
  runs: number;
  chromium: string;
  configs: Array<{ pageSize: number; label: string; median: GridRunResult; all: GridRunResult[] }>;
}

/**
 * `tsx bench/grid/main.ts [--rows 100000] [--runs 5]`: builds bench/grid (production), serves it
 * on 127.0.0.1 and drives Debian's Chromium; each run is a fresh page load, after one warm-up.
 */
async function main() {
  const a = args();
  const rows = a.int('rows', 100_000);
  const runs = a.int('runs', 5);
  const configFile = path.join(here, 'vite.config.ts');
  log('Grid: building the page (vite build)…');
  await build({ configFile, mode: 'production' });
  const server = await preview({ configFile, preview: { port: 0, host: '127.0.0.1', strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview gave no URL');
  const browser = await launchBrowser(USER_CHROMIUM_PATH);
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    page.on('pageerror', (e) => log(`  page error: ${e.message}`));
    const configs: GridSectionResult['configs'] = [];
    for (const [pageSize, label] of [
      [2147483647, 'page size "all" (virtual scroll)'],
      [20, 'page size 20 (default)'],
    ] as const) {
      const opts: GridRunOptions = { rows, pageSize, scrollFrames: 120, scrollStep: 1230 };
      const all: GridRunResult[] = [];
      for (let i = 0; i <= runs; i++) {
        await page.goto(url, { waitUntil: 'load' });
        const result = await page.evaluate((o) => window.gridBench.run(o), opts);
        if (i === 0) continue; // warm-up: caches, first compile
        all.push(result);
        log(
          `  ${label} run ${i}: render ${result.firstRender.toFixed(0)} ms, sort ${result.sortText.toFixed(0)}/${result.sortNumber.toFixed(0)} ms, group ${result.group.toFixed(0)} ms${result.scroll ? `, jump ${result.scroll.jump.toFixed(0)} ms, frame ${result.scroll.frameMean.toFixed(1)} ms (p95 ${result.scroll.frameP95.toFixed(1)})` : ''}`,
        );
      }
      configs.push({ pageSize, label, median: medianRun(all), all });
    }
    const result: GridSectionResult = { rows, runs, chromium: browser.version(), configs };
    await writeResult('grid', result);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

function medianRun(all: GridRunResult[]): GridRunResult {
  const m = (pick: (r: GridRunResult) => number | undefined) =>
    median(all.map(pick).filter((x): x is number => x !== undefined));
  const scrolls = all.map((r) => r.scroll).filter((s) => s !== null);
  return {
    generate: m((r) => r.generate),
    firstRender: m((r) => r.firstRender),
    sortText: m((r) => r.sortText),
    sortNumber: m((r) => r.sortNumber),
    group: m((r) => r.group),
    scroll:
      scrolls.length === 0
        ? null
        : {
            jump: m((r) => r.scroll?.jump),
            frameMean: m((r) => r.scroll?.frameMean),
            frameP95: m((r) => r.scroll?.frameP95),
            frameMax: m((r) => r.scroll?.frameMax),
          },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
