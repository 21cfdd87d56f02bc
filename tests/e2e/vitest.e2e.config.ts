import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './globalSetup';

/**
 * End-to-end tests: the built SPA and the real server (fresh embedded PGlite) driven in Chromium.
 * Run with `npm run test:e2e`; kept apart from the root projects because they need a browser.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    // Under CI's load an axe scan of a wide grid took 28 s where it takes 6 s alone (admin-users).
    testTimeout: process.env.CI ? 150_000 : 60_000,
    // A list or a toast takes longer than expect.poll's default second while CI (or a neighbour)
    // loads this 2-core machine.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    // CI runs on a shared 2-core machine, and a neighbour's load once made the first screen of a
    // signed-in page take over 15 s (stop 36: five tests, each a wait that ran out). There a try
    // that ran out of time is tried once more; a failed assertion is never retried.
    retry: process.env.CI ? { count: 1, condition: /Timeout|timed out/ } : 0,
    // One browser per file; each worker slot has its own server (globalSetup), and the files of a
    // slot run one after another.
    maxWorkers: e2eWorkers(),
  },
});
