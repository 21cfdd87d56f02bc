import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(serverDir, '..');

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The source files `start` loads through relative imports, itself included. */
function sourceClosure(start: string): string[] {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.ts')) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = resolveImport(file, m[1]!);
      if (target) pending.push(target);
    }
  }
  return [...seen].sort();
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

let memo: string | undefined;

/**
 * A digest of what a freshly set up database depends on: the migrations, every source the setup and
 * its seeds load, PGlite's version, and today's date (the demo's dates are relative to the day it is
 * seeded). A stored copy of a seeded database is reused only while this is unchanged.
 */
export function setupHash(): string {
  if (memo) return memo;
  const hash = createHash('sha256');
  const files = [
    ...filesUnder(path.join(serverDir, 'db/migrations')),
    ...sourceClosure(path.join(serverDir, 'db/setup.ts')),
    path.join(root, 'node_modules/@electric-sql/pglite/package.json'),
  ];
  for (const file of files) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  // The day in UTC and in Italy (the portal's days), so a copy never outlives either.
  const now = new Date();
  hash
    .update(now.toISOString().slice(0, 10))
    .update(now.toLocaleDateString('sv', { timeZone: 'Europe/Rome' }));
  memo = hash.digest('hex').slice(0, 16);
  return memo;
}

/** The closure, for the test that checks a seed's source is in it. */
export const setupSources = () => sourceClosure(path.join(serverDir, 'db/setup.ts'));
