#!/usr/bin/env node
// `npm start`: builds what is stale, then runs the built server. A build is redone only when the
// content of one of its inputs changed since it last finished (scripts/buildInputs.mjs), so a
// second start on an unchanged tree costs a hash of the sources instead of two builds (issue 25).
// The same command for a newcomer (nothing built yet) and a deployer (a pull changed files).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildPlan } from './buildInputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const t0 = performance.now();
const plan = buildPlan(root);
const hashed = `inputs hashed in ${Math.round(performance.now() - t0)} ms`;

const commands = {
  // Vite's own binary, run by node directly: what `npx vite build` runs, without npx's start.
  client: [
    path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js'),
    'build',
  ],
  server: [path.join(root, 'scripts/build-server.mjs')],
};

const stale = plan.filter((p) => p.reason);
if (stale.length === 0) console.log(`Client and server builds are up to date (${hashed}).`);
for (const { name, reason } of stale) {
  console.log(`Building the ${name}: ${reason} (${hashed}).`);
  // Each build writes its stamp itself once it has finished (vite.config.ts, build-server.mjs).
  const result = spawnSync(process.execPath, commands[name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// In this process rather than a child: one Node start less, and signals reach the server directly.
await import(pathToFileURL(path.join(root, 'build/server/main.js')).href);
