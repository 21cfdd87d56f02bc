// The inputs of the two builds and their content hash: `npm start` (scripts/start.mjs) rebuilds only
// what is stale. A build writes the hash it started from into its output once it has succeeded (the
// client: vite.config.ts; the server: scripts/build-server.mjs), so an interrupted or failed build
// leaves no stamp and is redone, and a file changed during a build makes the stamp stale.
// Plain JavaScript: `npm start` runs it with node alone, before anything is built.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Read by both builds: the installed packages (hidden lockfile: what `npm ci` really put there) too. */
const SHARED = ['package.json', 'package-lock.json', 'node_modules/.package-lock.json', 'tsconfig.json'];

/**
 * Whole folders rather than the bundles' module lists: a file added to a folder counts without anyone
 * keeping a list (screens are found by a glob). Tests and stories are left out: no build imports
 * them, and editing one should not cost a rebuild. The client bundle reads nothing in server/ (only
 * the dev server's screen check does), so a server change costs no client build;
 * buildInputs.test.ts fails when either bundle starts reading a folder not listed here.
 */
export const TARGETS = {
  client: {
    stamp: 'dist/.inputs.sha256',
    outputs: ['dist/index.html'],
    dirs: ['src', 'engine', 'widgets', 'screens', 'schemas', 'public'],
    files: [
      ...SHARED,
      'index.html',
      'vite.config.ts',
      'scripts/precompress.ts',
      'scripts/buildInputs.mjs',
      // Vite's env files, mode-specific and local ones included.
      '.env',
      '.env.local',
      '.env.production',
      '.env.production.local',
    ],
  },
  server: {
    stamp: 'build/server/.inputs.sha256',
    outputs: ['build/server/main.js', 'build/server/pgliteWorker.js', 'build/server/spreadsheetWorker.js'],
    dirs: ['server', 'engine', 'schemas'],
    files: [...SHARED, 'scripts/build-server.mjs', 'scripts/buildInputs.mjs'],
  },
};

const SKIPPED_FILE = /\.(test|stories)\.[cm]?[jt]sx?$/;
const SKIPPED_DIR = new Set(['node_modules', 'test', '__snapshots__']);

/** Files under `dir` (relative to root, `/`-separated), skipping tests and stories. */
function walk(root, dir, out) {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIR.has(entry.name)) walk(root, rel, out);
    } else if (!SKIPPED_FILE.test(entry.name)) out.push(rel);
  }
}

/** The relative paths a target's hash covers, sorted (missing single files included: their absence counts). */
export function inputFiles(root, target) {
  const out = [...target.files];
  for (const dir of target.dirs) walk(root, dir, out);
  return [...new Set(out)].sort();
}

/**
 * What else the client bundle bakes in: `VITE_*` variables (import.meta.env, the brand) and whether
 * it is a production build (Vite's own rule: NODE_ENV unset or `production`).
 */
export function clientEnv(env = process.env) {
  const vite = Object.keys(env)
    .filter((k) => k.startsWith('VITE_'))
    .sort()
    .map((k) => `${k}=${env[k]}`);
  const production = !env.NODE_ENV || env.NODE_ENV === 'production';
  return [`production=${production}`, ...vite].join('\n');
}

/** sha256 over each input's path and content (a missing file hashes as missing), plus `extra`. */
export function inputsHash(root, target, extra = '', cache = new Map()) {
  const hash = createHash('sha256');
  for (const rel of inputFiles(root, target)) {
    let digest = cache.get(rel);
    if (digest === undefined) {
      const full = path.join(root, rel);
      digest = existsSync(full) ? createHash('sha256').update(readFileSync(full)).digest('hex') : 'missing';
      cache.set(rel, digest);
    }
    hash.update(`${rel}\0${digest}\n`);
  }
  hash.update(`\0${extra}`);
  return hash.digest('hex');
}

/**
 * Why a target needs building, or null when its output is complete and was built from exactly
 * these inputs.
 */
export function staleReason(root, target, hash) {
  const missing = target.outputs.find((o) => !existsSync(path.join(root, o)));
  if (missing) return `${missing} is missing`;
  let stamp = '';
  try {
    stamp = readFileSync(path.join(root, target.stamp), 'utf8').trim();
  } catch {
    return 'no record of a finished build';
  }
  return stamp === hash ? null : 'sources changed since the last build';
}

/** Records that the target's output was built from the inputs hashed as `hash`: its last step. */
export function writeStamp(root, target, hash) {
  const file = path.join(root, target.stamp);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${hash}\n`);
}

/**
 * Each build with its inputs' hash and why it must run (null: up to date). The files both hash are
 * read once.
 */
export function buildPlan(root, env = process.env) {
  const cache = new Map();
  return Object.entries(TARGETS).map(([name, target]) => {
    const hash = inputsHash(root, target, name === 'client' ? clientEnv(env) : '', cache);
    return { name, target, hash, reason: staleReason(root, target, hash) };
  });
}
