import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(os.tmpdir(), 'stack-maps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('stack traces of a bundle', () => {
  it('name the TypeScript source, line and column, read from the bundle’s map when written', async () => {
    const entry = path.join(dir, 'entry.ts');
    writeFileSync(
      entry,
      [
        `import path from 'node:path';`,
        `import { fileURLToPath } from 'node:url';`,
        `import { mapStacksOf } from ${JSON.stringify(path.resolve('server/stackSourceMaps.ts'))};`,
        `mapStacksOf(path.dirname(fileURLToPath(import.meta.url)));`,
        `function boom(): never {`,
        `  throw new Error('boom');`,
        `}`,
        `try { boom(); } catch (e) { console.log((e as Error).stack); }`,
      ].join('\n'),
    );
    const outdir = path.join(dir, 'out');
    await build({
      entryPoints: [entry],
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      sourcemap: true,
      logLevel: 'silent',
    });
    const run = spawnSync(process.execPath, [path.join(outdir, 'entry.js')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const [first, top] = run.stdout.split('\n');
    expect(first).toBe('Error: boom');
    expect(top).toMatch(/^ {4}at boom \(file:\/\/.*\/entry\.ts:6:9\)$/);
  });
});
