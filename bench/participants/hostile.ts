import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import {
  csvDi,
  INTESTAZIONE,
  righeDiProva,
  xlsxDi,
} from '../../server/areas/carrello/partecipanti/fileDiProva';
import { lyingLong, lyingWide, millionCells, rows9900x600 } from '../../server/fuzz/hostileSheets';
import { freePort } from '../../server/test/serverProcess';
import { args, log, writeResult } from '../lib/cli';
import { mib, ms } from '../lib/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface HostileMeasure {
  form: string;
  file: string;
  bytes: number;
  concurrency: number;
  /** Rounds of `concurrency` uploads made to get 200 health calls during uploads. */
  rounds: number;
  /** Each upload of the first round: send → answer, ms, with the status and the first message. */
  uploads: Array<{ ms: number; status: number; text: string }>;
  /** Sequential GET /api/health, each made while uploads ran. */
  health: { count: number; p50: number; p99: number; max: number };
  /** VmHWM of the server process: after a warm-up upload, and after the case. */
  rssBefore: number;
  rssPeak: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function peakRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

async function start(argv: string[], cwd: string, dataDir: string) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    CLIENT_DIR: path.join(cwd, 'nonexistent-client'),
    LOG_LEVEL: 'warn',
  };
  for (const key of ['DATABASE_URL', 'NODE_ENV', 'SEED_DEMO']) delete env[key];
  const child = spawn(process.execPath, argv, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-5000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${stderr}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`no health:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function token(base: string): Promise<string> {
  const res = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'agenzia', password: 'Viaggi2026!' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function upload(base: string, auth: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('filePartecipanti', new Blob([new Uint8Array(bytes)]), name);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/carrello/upload/excelpartecipanti`, {
    method: 'POST',
    headers: { authorization: `Bearer ${auth}` },
    body: form,
  });
  const body = (await res.json()) as { data?: unknown[]; messages?: Array<{ text: string }> };
  const text = body.messages?.[0]?.text ?? `${body.data?.length ?? 0} rows`;
  return { ms: performance.now() - t0, status: res.status, text };
}

/**
 * `tsx bench/participants/hostile.ts [--built] [--before dir] [--concurrency 3] [--only text]`: the issue 23
 * uploads against a real server process (fresh per case, so its peak RSS is the case's): the
 * 1,000,000-cell and 9,900 × 600 sheets, lying dimensions (one refused by its stated size, two
 * only by reading), and real 10,000-row files, each sent `concurrency` times at once while
 * /api/health is called back to back, in rounds until 200 calls met an upload.
 * `--built` runs `node build/server/main.js` (build it first); `--before dir` runs another checkout
 * (e.g. `git archive <commit> | tar -x -C dir`, with a node_modules link); `--only` keeps the cases
 * whose name contains the text.
 */
async function main() {
  const a = args();
  const concurrency = a.int('concurrency', 3);
  const built = process.argv.includes('--built');
  const cwd = path.resolve(a.get('before', root));
  const argv = built ? ['build/server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const form = `${built ? 'built' : 'tsx'} in ${path.basename(cwd)}`;
  const files: Array<[string, Buffer]> = [
    ['1,000,000 cells (.xlsx)', millionCells()],
    ['9,900 × 600 (.xlsx)', rows9900x600()],
    ['1,000,000 cells, dimension A1:E10 (.xlsx)', millionCells('A1:E10')],
    ['2,000 × 600 in 18 MB, dimension A1:E10 (.xlsx)', lyingWide()],
    ['200,000 rows in 18 MB, dimension A1:E10 (.xlsx)', lyingLong()],
    ['10,000 real rows (.xlsx)', await xlsxDi([INTESTAZIONE, ...righeDiProva(10_000)])],
    ['10,000 real rows (.csv)', csvDi([INTESTAZIONE, ...righeDiProva(10_000)])],
  ];
  const only = a.get('only', '');
  const chosen = files.filter(([file]) => file.includes(only));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-hostile-'));
  const measures: HostileMeasure[] = [];
  try {
    log(`First start into ${dataDir} (migrates and seeds)…`);
    await stop((await start(argv, cwd, dataDir)).child);
    for (const [file, bytes] of chosen) {
      const { child, base } = await start(argv, cwd, dataDir);
      try {
        const auth = await token(base);
        const name = file.includes('.csv') ? 'p.csv' : 'p.xlsx';
        await upload(base, auth, csvDi([INTESTAZIONE, ...righeDiProva(3)]), 'warm.csv');
        await upload(base, auth, await xlsxDi([INTESTAZIONE, ...righeDiProva(3)]), 'warm.xlsx');
        const rssBefore = await peakRss(child.pid!);
        // Rounds of `concurrency` uploads at once, /api/health called back to back while each runs,
        // until 200 calls were made during uploads (no new round after 20 s): every call meets an upload.
        const latencies: number[] = [];
        let uploads: HostileMeasure['uploads'] = [];
        let rounds = 0;
        const started = performance.now();
        while (rounds === 0 || (latencies.length < 200 && performance.now() - started < 20_000)) {
          let done = false;
          const probe = (async () => {
            while (!done) {
              const t0 = performance.now();
              await fetch(`${base}/api/health`).then((r) => r.text());
              latencies.push(performance.now() - t0);
            }
          })();
          const answers = await Promise.all(
            Array.from({ length: concurrency }, () => upload(base, auth, bytes, name)),
          );
          done = true;
          await probe;
          if (rounds++ === 0) uploads = answers;
        }
        const sorted = [...latencies].sort((x, y) => x - y);
        const m: HostileMeasure = {
          form,
          file,
          bytes: bytes.length,
          concurrency,
          rounds,
          uploads,
          health: {
            count: sorted.length,
            p50: quantile(sorted, 0.5),
            p99: quantile(sorted, 0.99),
            max: sorted.at(-1) ?? Number.NaN,
          },
          rssBefore,
          rssPeak: await peakRss(child.pid!),
        };
        measures.push(m);
        log(
          `${file} ${(bytes.length / 1024).toFixed(0)} KB ×${concurrency} (${rounds} rounds): answers ${uploads.map((u) => `${u.status} ${ms(u.ms)} ms`).join(', ')} ` +
            `«${uploads[0]!.text.slice(0, 90)}»; health n=${m.health.count} p50 ${ms(m.health.p50)} p99 ${ms(m.health.p99)} max ${ms(m.health.max)} ms; ` +
            `peak RSS ${mib(rssBefore)} → ${mib(m.rssPeak)}`,
        );
      } finally {
        await stop(child);
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return writeResult(`participants-hostile-${built ? 'built' : 'tsx'}`, { concurrency, measures });
}

main().then(
  (file) => log(`→ ${file}`),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
