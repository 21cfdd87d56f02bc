#!/usr/bin/env node
// Prints the server test files whose run depends on TEST_DATABASE_URL: those that read it, or import
// (transitively, type-only imports aside) a module that does. The PostgreSQL pass of CI runs only
// these: any other test file runs exactly the same code on either database, so the PGlite pass has
// already run it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MARKER = 'TEST_DATABASE_URL';

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name)) out.push(full);
  }
  return out;
}

const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function resolveImport(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  const stem = base.replace(/\.(js|mjs)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Whether `file` or anything it imports reads the marker; memoised, cycles count as "no" while open. */
export function dependsOnMarker(file, memo = new Map()) {
  if (memo.has(file)) return memo.get(file);
  memo.set(file, false);
  const text = readFileSync(file, 'utf8');
  let found = text.includes(MARKER);
  if (!found) {
    for (const m of text.matchAll(IMPORT)) {
      const target = resolveImport(file, m[1] ?? m[2]);
      if (target && dependsOnMarker(target, memo)) {
        found = true;
        break;
      }
    }
  }
  memo.set(file, found);
  return found;
}

export function databaseTestFiles(dir = path.join(root, 'server')) {
  const memo = new Map();
  return walk(dir)
    .filter((f) => /\.test\.tsx?$/.test(f))
    .filter((f) => dependsOnMarker(f, memo))
    .map((f) => path.relative(root, f))
    .sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(databaseTestFiles().join('\n'));
}
