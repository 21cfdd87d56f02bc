import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, USER_CHROMIUM_PATH } from '../../tests/e2e/browser';
import { startServerProcess } from '../../server/test/serverProcess';
import { layoutShiftsUntilRows, recordLayoutShifts, type LayoutShift } from '../../tests/e2e/layoutShift';
import { args, log, writeResult } from '../lib/cli';
import { median } from '../lib/stats';

/** The My-area list "I tuoi acquisti" (screens/my/tuoi-acquisti.screen.json) and who sees data there. */
const ROUTE = '/myoverins/tuoiAcquisti';
const USER = 'agenzia';
const PASSWORD = 'Viaggi2026!';
const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export interface GridClsRun {
  cls: number;
  /** Milliseconds from navigation until the grid showed its rows, not busy. */
  rowsShownMs: number;
  /** Reference in the same run: one `/api/health` round trip from the page, ms. */
  healthMs: number;
}

export interface GridClsViewport {
  viewport: keyof typeof VIEWPORTS;
  width: number;
  height: number;
  min: GridClsRun;
  median: GridClsRun;
  all: GridClsRun[];
  /** The elements that moved in the last run, largest shifts first (what to fix). */
  shifts: LayoutShift[];
}

export interface GridClsResult {
  path: string;
  runs: number;
  chromium: string;
  viewports: GridClsViewport[];
}

/**
 * `tsx bench/grid-cls/main.ts [--dist dist] [--runs 5]`: serves a built client (`npx vite build`) from
 * our own server on a scratch PGlite with the demo seed, signs in as `agenzia` and opens "I tuoi
 * acquisti" in a fresh page each run, at desktop and phone size; sums Chromium's layout shifts from
 * navigation until the rows are shown + 1 s (CLS, unitless).
 */
async function main() {
  const a = args();
  const runs = a.int('runs', 5);
  const dist = path.resolve(a.get('dist', 'dist'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-grid-cls-'));
  const server = await startServerProcess(
    { CLIENT_DIR: dist, DATA_DIR: dataDir, LOG_LEVEL: 'error', SEED_DEMO: '1' },
    90_000,
  );
  const browser = await launchBrowser(USER_CHROMIUM_PATH);
  try {
    const login = await fetch(`${server.baseUrl}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: USER, password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`login of ${USER} failed: ${login.status}`);
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const viewports: GridClsViewport[] = [];
    for (const [name, size] of Object.entries(VIEWPORTS) as Array<
      [keyof typeof VIEWPORTS, typeof VIEWPORTS.desktop]
    >) {
      const all: GridClsRun[] = [];
      let shifts: LayoutShift[] = [];
      for (let i = 0; i <= runs; i++) {
        // A fresh context each run: empty cache, the token in local storage as a returning user has it.
        const context = await browser.newContext({ viewport: size, locale: 'it-IT' });
        await context.addInitScript((t) => localStorage.setItem('token', t), token);
        await recordLayoutShifts(context);
        const page = await context.newPage();
        await page.goto(`${server.baseUrl}${ROUTE}`);
        const report = await layoutShiftsUntilRows(page, { timeoutMs: 60_000 });
        const healthMs = await page.evaluate(async () => {
          const t = performance.now();
          await fetch('/api/health', { cache: 'no-store' });
          return performance.now() - t;
        });
        await context.close();
        const run: GridClsRun = { cls: report.cls, rowsShownMs: report.rowsShownMs ?? NaN, healthMs };
        log(
          `  ${name} run ${i}${i === 0 ? ' (warm-up)' : ''}: CLS ${run.cls.toFixed(3)}, rows after ${run.rowsShownMs.toFixed(0)} ms ` +
            `(health ${healthMs.toFixed(1)} ms); ${report.shifts.length} shifts: ` +
            report.shifts
              .map(
                (s) =>
                  `${s.value.toFixed(3)}@${s.at.toFixed(0)} [${s.sources.map((x) => x.node).join(', ')}]`,
              )
              .join('; '),
        );
        if (i > 0) all.push(run);
        shifts = [...report.shifts].sort((x, y) => y.value - x.value);
      }
      const summary = (agg: (xs: number[]) => number): GridClsRun => ({
        cls: agg(all.map((r) => r.cls)),
        rowsShownMs: agg(all.map((r) => r.rowsShownMs)),
        healthMs: agg(all.map((r) => r.healthMs)),
      });
      viewports.push({
        viewport: name,
        ...size,
        min: summary((xs) => Math.min(...xs)),
        median: summary(median),
        all,
        shifts,
      });
    }
    const result: GridClsResult = { path: ROUTE, runs, chromium: browser.version(), viewports };
    await writeResult('grid-cls', result);
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
