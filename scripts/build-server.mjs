#!/usr/bin/env node
// `npm run build:server`: bundles server/main.ts into build/server/main.js (and the embedded
// database's thread into pgliteWorker.js, the spreadsheet readers' thread into spreadsheetWorker.js),
// so `npm start` runs plain JavaScript instead of compiling TypeScript at every start (tsx took over a
// second of it).
// Packages stay external (node_modules are loaded as they are); only our own sources are bundled.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { inputsHash, TARGETS, writeStamp } from './buildInputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'build', 'server');

/**
 * Our sources find their files next to themselves (migrations, schemas, list definitions, fonts,
 * images) through `import.meta.url`. Bundled, that would be the bundle's URL; this rewrites it in our
 * own sources to the URL of the source file they were bundled from, relative to the bundle, so those
 * files resolve as under tsx and the project can be moved after the build.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/**
 * A package without an `exports` map may be imported by a path without extension
 * (`dayjs/plugin/customParseFormat`): tsx resolves it as CommonJS would, Node's ESM loader does not.
 * Such imports stay external with the `.js` written out.
 */
const packageSubpathExtensions = {
  name: 'package-subpath-extensions',
  setup(b) {
    b.onResolve({ filter: /^(@[^/.][^/]*\/)?[^/.@][^/]*\/[^.]+$/ }, (args) => {
      const parts = args.path.split('/');
      const name = parts.slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
      const dir = path.join(root, 'node_modules', name);
      const manifest = path.join(dir, 'package.json');
      if (!existsSync(manifest) || JSON.parse(readFileSync(manifest, 'utf8')).exports) return undefined;
      const subpath = args.path.slice(name.length + 1);
      if (!existsSync(path.join(dir, `${subpath}.js`))) return undefined;
      return { path: `${args.path}.js`, external: true };
    });
  },
};

const started = Date.now();
// Hashed before building: a source edited meanwhile makes the stamp stale, so `npm start` rebuilds.
const inputs = inputsHash(root, TARGETS.server);
// The chunks' names change with their content: old ones would pile up.
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [
    { in: path.join(root, 'server', 'main.ts'), out: 'main' },
    // Found by server/db/pglite/thread.ts next to the bundle.
    { in: path.join(root, 'server', 'db', 'pglite', 'worker.ts'), out: 'pgliteWorker' },
    // Found by server/spreadsheets/pool.ts next to the bundle.
    { in: path.join(root, 'server', 'spreadsheets', 'worker.ts'), out: 'spreadsheetWorker' },
  ],
  outdir,
  bundle: true,
  // main.ts imports the app dynamically, so the database opens in its thread while the app loads.
  splitting: true,
  // Beside the entries: the source file URLs below and the worker's are relative to this directory.
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Read by server/stackSourceMaps.ts when a stack is written: traces point at server/**/*.ts.
  sourcemap: true,
  logLevel: 'warning',
  plugins: [packageSubpathExtensions, sourceFileUrls],
});
// Last, once everything is written: `npm start` skips the build only when it finds this.
writeStamp(root, TARGETS.server, inputs);
console.log(`Server built into ${path.relative(root, outdir)}/ in ${Date.now() - started} ms.`);
