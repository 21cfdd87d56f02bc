import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../tests/e2e/browser';
import { startServerProcess } from '../server/test/serverProcess';
import { kb, LOGIN_BUDGET, overBudget, type LoadedScript } from './login-js/budget';
import { SHELL_MAX_GZIP_BYTES, shellSize } from './login-js/shell';

/**
 * `tsx scripts/check-login-js.ts [--dist dist] [--max-kb 180] [--max-requests 15]`: serves the
 * built client from our server (scratch PGlite), opens /login in Chromium with an empty cache and
 * sums, gzipped, every script the page loads until the form is shown and the network is idle
 * (lazy chunks included). Also sizes the shell, what index.html loads by itself (entry and
 * modulepreloads, `--max-shell-kb 120`). Exits 1 past either budget (issue 13), so CI stops a
 * heavier first screen.
 */
async function main() {
  const argv = process.argv.slice(2);
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const dist = path.resolve(arg('dist') ?? 'dist');
  const budget = {
    maxGzipBytes: arg('max-kb') ? Number(arg('max-kb')) * 1000 : LOGIN_BUDGET.maxGzipBytes,
    maxRequests: arg('max-requests') ? Number(arg('max-requests')) : LOGIN_BUDGET.maxRequests,
  };
  const maxShellBytes = arg('max-shell-kb') ? Number(arg('max-shell-kb')) * 1000 : SHELL_MAX_GZIP_BYTES;
  const shell = await shellSize(dist);
  console.log(
    `the shell (entry and ${shell.shellScripts - 1} modulepreloads) is ${kb(shell.shellGzipBytes)} gzip ` +
      `(budget ${kb(maxShellBytes)})`,
  );
  const shellProblems =
    shell.shellGzipBytes > maxShellBytes
      ? [`shell ${kb(shell.shellGzipBytes)} gzip > ${kb(maxShellBytes)}`]
      : [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'check-login-js-'));
  const server = await startServerProcess(
    { CLIENT_DIR: dist, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    90_000,
  );
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts: Array<Promise<LoadedScript>> = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'script' || type.includes('javascript'))
        scripts.push(
          response
            .body()
            .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length })),
        );
    });
    await page.goto(`${server.baseUrl}/login`);
    await page.locator('input[type="password"]').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    const total = loaded.reduce((sum, s) => sum + s.gzipBytes, 0);
    const problems = [...shellProblems, ...overBudget(loaded, budget)];
    console.log(
      `/login loads ${loaded.length} scripts, ${kb(total)} gzip ` +
        `(budget ${budget.maxRequests} requests, ${kb(budget.maxGzipBytes)})`,
    );
    for (const problem of problems) console.error(`over budget: ${problem}`);
    process.exitCode = problems.length > 0 ? 1 : 0;
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
