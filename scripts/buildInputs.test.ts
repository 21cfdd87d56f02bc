import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildPlan, clientEnv, inputFiles, TARGETS, writeStamp } from './buildInputs.mjs';

let root = '';

function put(rel: string, content = rel) {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), content);
}

/** What `npm start` would build now. */
function stale(env: NodeJS.ProcessEnv = {}) {
  return Object.fromEntries(buildPlan(root, env).map((p) => [p.name, p.reason]));
}

/** A finished build of every target: its outputs, then its stamp, as the builds write them. */
function buildAll(env: NodeJS.ProcessEnv = {}) {
  for (const p of buildPlan(root, env)) {
    for (const output of p.target.outputs) put(output);
    writeStamp(root, p.target, p.hash);
  }
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-inputs-'));
  for (const rel of ['package.json', 'package-lock.json', 'index.html', 'vite.config.ts'])
    put(rel, `{"${rel}":1}`);
  put('src/main.tsx');
  put('server/main.ts');
  put('server/app.ts');
  put('engine/core/a.ts');
  put('screens/home.screen.json');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start: what to rebuild (scripts/buildInputs.mjs)', () => {
  it('builds everything in a fresh clone', () => {
    expect(stale()).toEqual({
      client: 'dist/index.html is missing',
      server: 'build/server/main.js is missing',
    });
  });

  it('skips both builds when nothing changed since they finished', () => {
    buildAll();
    expect(stale()).toEqual({ client: null, server: null });
  });

  it('rebuilds a build whose output is complete but has no stamp (interrupted, or an older build)', () => {
    buildAll();
    rmSync(path.join(root, TARGETS.server.stamp));
    expect(stale()).toEqual({ client: null, server: 'no record of a finished build' });
  });

  it('rebuilds a build missing one of its outputs even with a stamp', () => {
    buildAll();
    rmSync(path.join(root, 'build/server/spreadsheetWorker.js'));
    expect(stale().server).toBe('build/server/spreadsheetWorker.js is missing');
  });

  it('rebuilds both on a changed file both read, only the one that reads a file of its own', () => {
    buildAll();
    put('engine/core/a.ts', 'changed');
    expect(stale()).toEqual({
      client: 'sources changed since the last build',
      server: 'sources changed since the last build',
    });
    buildAll();
    put('src/main.tsx', 'changed');
    expect(stale()).toEqual({ client: 'sources changed since the last build', server: null });
    buildAll();
    put('server/app.ts', 'changed');
    expect(stale()).toEqual({ client: null, server: 'sources changed since the last build' });
  });

  it('counts content, not times: a file rewritten unchanged costs no build', () => {
    buildAll();
    put('server/app.ts');
    expect(stale()).toEqual({ client: null, server: null });
  });

  it('counts added and removed files, and the installed packages', () => {
    buildAll();
    put('screens/new.screen.json');
    expect(stale().client).not.toBeNull();
    buildAll();
    rmSync(path.join(root, 'screens/new.screen.json'));
    expect(stale().client).not.toBeNull();
    buildAll();
    put('node_modules/.package-lock.json', '{"packages":{}}');
    expect(stale()).toEqual({
      client: 'sources changed since the last build',
      server: 'sources changed since the last build',
    });
  });

  it('leaves tests and stories out', () => {
    buildAll();
    put('server/app.test.ts');
    put('widgets/grid/Grid.stories.tsx');
    put('server/test/helpers.ts');
    expect(stale()).toEqual({ client: null, server: null });
    expect(inputFiles(root, TARGETS.server)).not.toContain('server/app.test.ts');
  });

  it('rebuilds the client when what Vite bakes in changes: VITE_ variables, a development build', () => {
    buildAll({ VITE_BRAND_SLUG: 'overins' });
    expect(stale({ VITE_BRAND_SLUG: 'overins', NODE_ENV: 'production' })).toEqual({
      client: null,
      server: null,
    });
    expect(stale({ VITE_BRAND_SLUG: 'other' })).toEqual({
      client: 'sources changed since the last build',
      server: null,
    });
    expect(stale({ VITE_BRAND_SLUG: 'overins', NODE_ENV: 'development' }).client).not.toBeNull();
    expect(clientEnv({ NODE_ENV: 'production', HOME: '/x' })).toBe(clientEnv({}));
  });
});

describe('the inputs cover what the builds read', () => {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

  /**
   * Our files an esbuild bundle of `entries` reads (packages left out), with the files of Vite's
   * `?url`/`?worker`-style imports, which esbuild cannot load.
   */
  async function bundled(entries: string[], platform: 'node' | 'browser') {
    const queried: string[] = [];
    const { metafile } = await build({
      entryPoints: entries.map((e) => path.join(repo, e)),
      absWorkingDir: repo,
      bundle: true,
      write: false,
      outdir: path.join(tmpdir(), 'build-inputs-bundle'),
      splitting: true,
      format: 'esm',
      platform,
      packages: 'external',
      metafile: true,
      logLevel: 'silent',
      loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
      plugins: [
        {
          name: 'vite-queries',
          setup: (b) =>
            b.onResolve({ filter: /\?/ }, (a) => {
              const file = a.path.split('?')[0]!;
              if (file.startsWith('.')) queried.push(path.relative(repo, path.resolve(a.resolveDir, file)));
              return { path: a.path, external: true };
            }),
        },
      ],
    });
    return [...Object.keys(metafile.inputs), ...queried].filter((f) => !f.includes('node_modules/'));
  }

  // A new folder imported by either side must be added to TARGETS, or its edits would not rebuild.
  it('server: every source of the bundle', async () => {
    const read = await bundled(
      ['server/main.ts', 'server/db/pglite/worker.ts', 'server/spreadsheets/worker.ts'],
      'node',
    );
    expect(read.length).toBeGreaterThan(100);
    const covered = new Set(inputFiles(repo, TARGETS.server));
    expect(read.filter((f) => !covered.has(f))).toEqual([]);
  });

  it('client: every module the entry and the export worker import (screens come through a glob, in screens/)', async () => {
    // The export worker is found by Vite through `new URL(…, import.meta.url)`, which esbuild leaves be.
    const read = await bundled(['src/main.tsx', 'widgets/grid/export/exportWorker.ts'], 'browser');
    expect(read.length).toBeGreaterThan(100);
    const covered = new Set(inputFiles(repo, TARGETS.client));
    expect(read.filter((f) => !covered.has(f))).toEqual([]);
  });
});
