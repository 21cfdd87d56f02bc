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
    testTimeout: 60_000,
    // A list or a toast takes longer than expect.poll's default second while CI (or a neighbour)
    // loads this 2-core machine.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    // One browser per file; each worker slot has its own server (globalSetup), and the files of a
    // slot run one after another.
    maxWorkers: e2eWorkers(),
  },
});
