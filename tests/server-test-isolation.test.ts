import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server project shares one module registry per worker (vitest.config.ts, `isolate: false`), so a
 * module that one file replaces with vi.mock would stay real for it, or stay replaced for the next.
 * Such files are named `*.isolated.test.ts` and run in the `server-isolated` project.
 */
const MOCKS_A_MODULE = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('server test files that replace a module', () => {
  const files = testFiles('server');

  it('finds the server test files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('are named *.isolated.test.ts, and only they', () => {
    const mocking = files.filter((f) => MOCKS_A_MODULE.test(readFileSync(f, 'utf8')));
    const named = files.filter((f) => f.endsWith('.isolated.test.ts'));
    expect(mocking.sort()).toEqual(named.sort());
  });
});
