import { spawn, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/test/serverProcess';
import { args, log, writeResult } from '../lib/cli';
import { median, mib, ms } from '../lib/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StartMeasure {
  label: string;
  /** Spawn → first 200 from /api/health, ms, one per run. */
  times: number[];
  /**
   * CPU time (user + system) the process had used when it first answered, ms, one per run: on a
   * shared machine the wall time also measures the neighbours, this only the server's own work.
   */
  cpu: number[];
  /** The process's peak RSS (VmHWM) when it first answered, bytes, one per run. */
  rss: number[];
}

export interface StartResult {
  runs: number;
  goalMs: number;
  clientDir: string;
  measures: StartMeasure[];
}

/** Issue 13: the server starts on existing data within one second. */
const GOAL_MS = 1000;

interface Form {
  label: string;
  /** node by default. */
  command?: string;
  argv: string[];
  /** The checkout it runs from; this one by default. */
  cwd?: string;
}

/**
 * `tsx bench/start/main.ts [--runs 7] [--client dist] [--before dir]`: starts the server on an
 * existing PGlite data directory (created, migrated and seeded by a first, unmeasured start, then
 * reused) and times spawn → first 200 from /api/health, with the CPU time and peak RSS the process
 * (and its children) had used by then. Forms: the built server (what `npm start` ends in); the same
 * sources under tsx (as `npm run dev:server` and the tests run them); `npm start` itself on the
 * unchanged tree (npm, the inputs' hash that finds both builds current, the server: issue 25); with
 * --before, an older checkout under tsx, as `npm start` ran before issue 13; and the reference, a
 * minimal Fastify server with one health route started the same way. The forms take turns within
 * each round so background load falls on all alike.
 */
async function main() {
  const a = args();
  const runs = a.int('runs', 7);
  const clientDir = path.resolve(root, a.get('client', 'dist'));
  log('Building the server (scripts/build-server.mjs)…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-start-'));
  const env = { DATA_DIR: dataDir, CLIENT_DIR: clientDir, LOG_LEVEL: 'warn' };
  const forms: Form[] = [
    { label: 'reference: minimal Fastify, one route', argv: ['bench/start/minimalServer.mjs'] },
    {
      label: 'built server (node build/server/main.js)',
      argv: ['build/server/main.js'],
    },
    { label: 'tsx (node --import tsx server/main.ts)', argv: ['--import', 'tsx', 'server/main.ts'] },
    // The whole command on an unchanged tree (issue 25: ≤ 2 s): npm, hashing the builds' inputs, the server.
    { label: '`npm start`, nothing changed', command: 'npm', argv: ['start'] },
  ];
  // A checkout of the code before issue 13 (e.g. `git archive <commit> | tar -x -C dir`, with a
  // node_modules link), started the way `npm start` started it then.
  const before = a.get('before', '');
  if (before)
    forms.push({
      label: `before: tsx in ${path.basename(before)}`,
      argv: ['--import', 'tsx', 'server/main.ts'],
      cwd: path.resolve(before),
    });
  try {
    log(`First start into ${dataDir} (npm start: builds what is stale, migrates, seeds; not measured)…`);
    await startOnce(forms[3]!, env, 300_000);
    const measures: StartMeasure[] = forms.map((f) => ({ label: f.label, times: [], cpu: [], rss: [] }));
    for (let run = 0; run <= runs; run++) {
      for (const [i, form] of forms.entries()) {
        const r = await startOnce(form, env, 60_000);
        // Round 0 warms the file system cache and is not counted.
        if (run === 0) continue;
        measures[i]!.times.push(r.ms);
        measures[i]!.cpu.push(r.cpu);
        measures[i]!.rss.push(r.rss);
        log(`${form.label}: ${ms(r.ms)} ms, CPU ${ms(r.cpu)} ms, ${mib(r.rss)}`);
      }
    }
    const reference = measures[0]!;
    for (const m of measures) {
      log(
        `${m.label}: wall min ${ms(Math.min(...m.times))} / median ${ms(median(m.times))} ms ` +
          `(${(Math.min(...m.times) / Math.min(...reference.times)).toFixed(1)} / ` +
          `${(median(m.times) / median(reference.times)).toFixed(1)} × reference); ` +
          `CPU min ${ms(Math.min(...m.cpu))} / median ${ms(median(m.cpu))} ms; peak RSS ${mib(median(m.rss))}`,
      );
    }
    const result: StartResult = { runs, goalMs: GOAL_MS, clientDir, measures };
    log(`Result: ${await writeResult('start', result)}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Spawns one server, waits for its first 200 from /api/health, reads its peak RSS, stops it. */
async function startOnce(
  { command = process.execPath, argv, cwd = root }: Form,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<{ ms: number; cpu: number; rss: number }> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' };
  for (const key of ['DATABASE_URL', 'NODE_ENV', 'SEED_DEMO']) delete childEnv[key];
  const t0 = performance.now();
  const child = spawn(command, argv, {
    cwd,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
    // A group of its own, stopped as a whole: npm exits on SIGTERM without passing it on to the server.
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-5000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${argv.join(' ')} exited with ${child.exitCode}:\n${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (performance.now() - t0 > timeoutMs)
        throw new Error(`${argv.join(' ')}: no health within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 5));
    }
    const elapsed = performance.now() - t0;
    const { cpu, rss } = await usage(child.pid!);
    return { ms: elapsed, cpu, rss };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // The next start must not find the data directory still open by this one's server.
    while (groupAlive(child.pid!)) await new Promise((r) => setTimeout(r, 20));
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The CPU time so far of a process and its descendants (npm, its shell, the server), and the largest
 * resident set's high-water mark among them.
 */
async function usage(pid: number): Promise<{ cpu: number; rss: number }> {
  const own = await processUsage(pid);
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  for (const child of children.split(' ').filter(Boolean)) {
    const sub = await usage(Number(child)).catch(() => ({ cpu: 0, rss: 0 }));
    own.cpu += sub.cpu;
    own.rss = Math.max(own.rss, sub.rss);
  }
  return own;
}

/** A process's CPU time so far (ms, /proc/<pid>/stat) and its resident set's high-water mark (VmHWM, bytes). */
async function processUsage(pid: number): Promise<{ cpu: number; rss: number }> {
  const [stat, status] = await Promise.all([
    readFile(`/proc/${pid}/stat`, 'utf8'),
    readFile(`/proc/${pid}/status`, 'utf8'),
  ]);
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in ticks.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
  return { cpu: (ticks * 1000) / CLOCK_TICKS, rss: kb ? Number(kb) * 1024 : Number.NaN };
}

/** USER_HZ: Linux reports process times in hundredths of a second on every common architecture. */
const CLOCK_TICKS = 100;

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
