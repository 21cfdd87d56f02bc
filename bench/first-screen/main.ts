import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, USER_CHROMIUM_PATH } from '../../tests/e2e/browser';
import { startServerProcess } from '../../server/test/serverProcess';
import { args, log, writeResult } from '../lib/cli';
import { median } from '../lib/stats';
import { shellSize, type ShellSize } from '../../scripts/login-js/shell';
import { lighthouseDesktop, type LighthouseRun } from './lighthouse';

export interface FirstScreenRun {
  /** JavaScript responses the page loaded until the sign-in form was shown. */
  requests: number;
  /** Bytes of those scripts as served (what went over the wire, before any HTTP compression). */
  bytes: number;
  /** The same scripts gzipped at level 9, each on its own: what a compressing server would send. */
  gzipBytes: number;
  /** Bytes of those scripts' bodies as they crossed the wire (compressed when the server compresses). */
  wireBytes: number;
  /** Milliseconds from navigation to the sign-in form's password field being visible. */
  formVisibleMs: number;
  /** Reference in the same run: milliseconds for one `/api/health` round trip from the page. */
  healthMs: number;
}

export interface FirstScreenResult {
  path: string;
  runs: number;
  chromium: string;
  shell: ShellSize;
  median: FirstScreenRun;
  min: FirstScreenRun;
  all: FirstScreenRun[];
  /** Lighthouse desktop, performance only, one fresh browser per run. */
  lighthouse: { median: LighthouseRun; min: LighthouseRun; max: LighthouseRun; all: LighthouseRun[] };
}

/**
 * `tsx bench/first-screen/main.ts [--dist dist] [--runs 5] [--lighthouse-runs 3]`: serves a built
 * client (`npm run build`) from our own server on a scratch PGlite, opens /login in Debian's Chromium
 * with an empty cache each run and sums the JavaScript it loads until the form is on screen; then
 * runs Lighthouse desktop on the same page (0 runs skips it), and sizes the shell index.html loads.
 */
async function main() {
  const a = args();
  const runs = a.int('runs', 5);
  const lighthouseRuns = a.int('lighthouse-runs', 3);
  const dist = path.resolve(a.get('dist', 'dist'));
  const shell = await shellSize(dist);
  log(
    `  shell: entry ${(shell.entryGzipBytes / 1024).toFixed(1)} KiB gzip, with its ${shell.shellScripts - 1} preloads ${(shell.shellGzipBytes / 1024).toFixed(1)} KiB gzip`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-first-screen-'));
  const server = await startServerProcess(
    { CLIENT_DIR: dist, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    90_000,
  );
  const browser = await launchBrowser(USER_CHROMIUM_PATH);
  try {
    const all: FirstScreenRun[] = [];
    for (let i = 0; i <= runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Array<Promise<Buffer>> = [];
      const wire: Array<Promise<number>> = [];
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (response.request().resourceType() === 'script' || type.includes('javascript')) {
          scripts.push(response.body());
          wire.push(
            response
              .finished()
              .then(() => response.request().sizes())
              .then((s) => s.responseBodySize),
          );
        }
      });
      const started = Date.now();
      await page.goto(`${server.baseUrl}/login`);
      await page.locator('input[type="password"]').first().waitFor({ state: 'visible' });
      const formVisibleMs = Date.now() - started;
      await page.waitForLoadState('networkidle');
      const bodies = await Promise.all(scripts);
      const healthMs = await page.evaluate(async () => {
        const t = performance.now();
        await fetch('/api/health', { cache: 'no-store' });
        return performance.now() - t;
      });
      await context.close();
      const run: FirstScreenRun = {
        requests: bodies.length,
        bytes: bodies.reduce((s, b) => s + b.length, 0),
        gzipBytes: bodies.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0),
        wireBytes: (await Promise.all(wire)).reduce((s, n) => s + n, 0),
        formVisibleMs,
        healthMs,
      };
      log(
        `  run ${i}${i === 0 ? ' (warm-up)' : ''}: ${run.requests} scripts, ${(run.bytes / 1024).toFixed(0)} KiB, ` +
          `${(run.gzipBytes / 1024).toFixed(0)} KiB gzip, ${(run.wireBytes / 1024).toFixed(0)} KiB on the wire, form after ${formVisibleMs} ms (health ${healthMs.toFixed(1)} ms)`,
      );
      if (i > 0) all.push(run);
    }
    const pick = (f: (r: FirstScreenRun) => number) => all.map(f);
    const summary = (agg: (xs: number[]) => number): FirstScreenRun => ({
      requests: agg(pick((r) => r.requests)),
      bytes: agg(pick((r) => r.bytes)),
      gzipBytes: agg(pick((r) => r.gzipBytes)),
      wireBytes: agg(pick((r) => r.wireBytes)),
      formVisibleMs: agg(pick((r) => r.formVisibleMs)),
      healthMs: agg(pick((r) => r.healthMs)),
    });
    const chromiumVersion = browser.version();
    await browser.close();
    // Lighthouse after the timed runs, alone on the machine: it measures with its own browser.
    const audits: LighthouseRun[] = [];
    for (let i = 0; i < lighthouseRuns; i++) {
      const audit = await lighthouseDesktop(`${server.baseUrl}/login`);
      log(
        `  lighthouse ${i + 1}: performance ${audit.performance.toFixed(2)}, LCP ${audit.lcpMs.toFixed(0)} ms, FCP ${audit.fcpMs.toFixed(0)} ms, TBT ${audit.tbtMs.toFixed(0)} ms`,
      );
      audits.push(audit);
    }
    const lhOf = (agg: (xs: number[]) => number): LighthouseRun => ({
      performance: agg(audits.map((r) => r.performance)),
      lcpMs: agg(audits.map((r) => r.lcpMs)),
      fcpMs: agg(audits.map((r) => r.fcpMs)),
      tbtMs: agg(audits.map((r) => r.tbtMs)),
    });
    const result: FirstScreenResult = {
      path: '/login',
      runs,
      chromium: chromiumVersion,
      shell,
      median: summary(median),
      min: summary((xs) => Math.min(...xs)),
      all,
      lighthouse: {
        median: lhOf(median),
        // Worst score and best LCP are not the same run: min is the lowest of each figure.
        min: lhOf((xs) => Math.min(...xs)),
        max: lhOf((xs) => Math.max(...xs)),
        all: audits,
      },
    };
    await writeResult('first-screen', result);
  } finally {
    if (browser.isConnected()) await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
