#!/usr/bin/env node
// `npm run dev`: the API server (tsx watch, restarts on change) and the Vite dev server (hot reload,
// proxies /api to the API) together. Ctrl-C or either one ending stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const apiPort = process.env.API_PORT ?? '8080';

const children = [];
let stopping = false;

function start(name, command, args, env) {
  // Each child leads its own process group, so stopping it also stops what it started (tsx's node).
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} ended (${signal ?? `code ${code}`}); stopping the other process.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(code);
  }, 5000);
  Promise.all(
    children.map((c) =>
      c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)),
    ),
  ).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
process.on('exit', () => {
  for (const child of children) signalGroup(child, 'SIGKILL');
});

start('API server', bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
  PORT: apiPort,
  NODE_ENV: 'development',
});
start('Vite', bin('vite'), [], { API_PORT: apiPort });
console.info(`[dev] API on http://localhost:${apiPort}, app on the Vite address below (proxying /api).`);
