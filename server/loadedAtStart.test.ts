import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Packages that only some requests use, loaded when first needed (`onFirstUse`, or an `import()`
 * inside the function that needs them): the server's start is timed (bench/start, issue 13) and each
 * of these costs it tens of milliseconds.
 */
const ON_FIRST_USE = [
  'sanitize-html',
  '@e965/xlsx',
  'csv-parse',
  'iconv-lite',
  'codice-fiscale-js',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-it',
  'exceljs',
  'pdfkit',
  'nodemailer',
];

describe('what the server loads at start', () => {
  it('leaves the packages that only some requests use until a request needs them', () => {
    // A process of its own: the test runner's module cache is shared with other tests.
    const script = `
      import { createRequire } from 'node:module';
      await import('./server/app.ts');
      await import('./server/db/setup.ts');
      const require = createRequire(import.meta.url);
      console.log(JSON.stringify(Object.keys(require.cache)));`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const loaded = (JSON.parse(run.stdout.trim().split('\n').at(-1)!) as string[]).map((file) =>
      file.split('/node_modules/').at(-1)!,
    );
    expect(loaded.some((file) => file.startsWith('fastify/'))).toBe(true);
    const early = ON_FIRST_USE.filter((name) => loaded.some((file) => file.startsWith(`${name}/`)));
    expect(early).toEqual([]);
  });
});
