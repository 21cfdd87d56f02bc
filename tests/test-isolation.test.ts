import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server and components projects share one module registry per worker (vitest.config.ts,
 * `isolate: false`), so a module that one file replaces with vi.mock would stay real for it, or stay
 * replaced for the next. Such files are named `*.isolated.test.ts(x)` and run in the
 * `server-isolated` and `components-isolated` projects.
 */
const MOCKS_A_MODULE = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;

function testFiles(dir: string, name = /\.test\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full, name);
    return name.test(entry.name) ? [full] : [];
  });
}

const mocking = (files: string[]) => files.filter((f) => MOCKS_A_MODULE.test(readFileSync(f, 'utf8')));
const namedIsolated = (files: string[]) => files.filter((f) => /\.isolated\.test\.tsx?$/.test(f));

describe('server test files that replace a module', () => {
  const files = testFiles('server');

  it('finds the server test files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('are named *.isolated.test.ts, and only they', () => {
    expect(mocking(files).sort()).toEqual(namedIsolated(files).sort());
    expect(namedIsolated(files).every((f) => f.endsWith('.ts'))).toBe(true);
  });
});

describe('component test files that replace a module', () => {
  // The components project's files (vitest.config.ts): engine's .ts tests are the unit project's.
  const files = [
    ...testFiles('engine', /\.test\.tsx$/),
    ...testFiles('widgets', /\.test\.tsx$/),
    ...testFiles('src', /\.test\.tsx?$/),
  ];

  it('finds the component test files', () => {
    expect(files.length).toBeGreaterThan(80);
  });

  it('are named *.isolated.test.tsx (or .ts under src), and only they', () => {
    expect(mocking(files).sort()).toEqual(namedIsolated(files).sort());
  });
});
