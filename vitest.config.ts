import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/** Server test files that mock a module, and so cannot share a worker's module registry. */
const ISOLATED = 'server/**/*.isolated.test.ts';
/** The component test files that do (tests/test-isolation.test.ts checks both names). */
const COMPONENTS_ISOLATED = [
  'engine/**/*.isolated.test.tsx',
  'widgets/**/*.isolated.test.tsx',
  'src/**/*.isolated.test.tsx',
  'src/**/*.isolated.test.ts',
];

const componentTests = {
  environment: 'jsdom' as const,
  // Typing and clicking through a form or a dialog in jsdom is seconds of work on a loaded
  // 2-core machine, past vitest's 5 s default; a test that hangs still fails.
  testTimeout: 15_000,
  setupFiles: ['./tests/setup-culture.ts', './tests/setup-dom.ts'],
  server: { deps: { inline: ['@rjsf/react-bootstrap'] } },
};

/** Stories and tests type through one copy of user-event (tests/fixtures/storybookTest.ts says why). */
const componentResolve = {
  alias: [
    {
      find: /^storybook\/test$/,
      replacement: fileURLToPath(new URL('./tests/fixtures/storybookTest.ts', import.meta.url)),
    },
  ],
};

const serverTests = {
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The seeded database's images are keyed by a hash of the setup's sources, taken once here.
  globalSetup: ['server/test/globalSetup.ts'],
};

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves one core to itself (one worker on a 2-core machine), but the workers
    // wait on databases, child servers and timers often enough that one a core is faster.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['engine/**/*.test.ts', 'schemas/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/*.test.ts'],
          environment: 'node',
          setupFiles: ['./tests/setup-culture.ts'],
          // tests/widgets-contract imports every stories file, the forms' ones load the RJSF theme.
          server: { deps: { inline: ['@rjsf/react-bootstrap'] } },
        },
      },
      {
        extends: true,
        resolve: componentResolve,
        test: {
          ...componentTests,
          name: 'components',
          include: ['engine/**/*.test.tsx', 'widgets/**/*.test.tsx', 'src/**/*.test.tsx', 'src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...COMPONENTS_ISOLATED],
          // A worker imports React, RJSF, the stories and the engine once for all its files rather
          // than once per file, and sets jsdom up once: 143 -> 58 s for this project on a loaded
          // 2-core machine. The files share one window, which tests/setup-dom.ts puts back after each.
          isolate: false,
        },
      },
      {
        extends: true,
        resolve: componentResolve,
        test: {
          ...componentTests,
          // Files that replace a module (vi.mock) need a module registry of their own.
          name: 'components-isolated',
          include: COMPONENTS_ISOLATED,
        },
      },
      {
        extends: true,
        test: {
          ...serverTests,
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ISOLATED],
          // A worker imports the server's module graph once for all its files rather than once per
          // file: about 3 s a file, a quarter of this project's time. Each file still builds its own
          // app and database, and module state is per database (WeakMaps) or per app.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...serverTests,
          // Files that replace a module (vi.mock) need a module registry of their own.
          name: 'server-isolated',
          include: [ISOLATED],
        },
      },
    ],
  },
});
