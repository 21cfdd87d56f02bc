import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  databasesOfThisPass,
  postgresAdminUrl,
  startServerProcess,
  type ServerProcess,
} from './test/serverProcess';

const { postgres: reachable } = await databasesOfThisPass();

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pids of the processes that said they listen (server/main.ts prints the line for a process manager). */
const listeningPids = (log: string) =>
  [...log.matchAll(/Server process (\d+) listening on/g)].map((m) => Number(m[1]));

/**
 * `WORKERS=2` (issue 30): two server processes behind one port on one PostgreSQL, as `npm start` runs
 * them with WORKERS=auto on a 2-core machine. Both serve; a session made through one answers through
 * the other (they share it through the database); SIGTERM stops them all.
 */
describe.skipIf(!reachable)(`WORKERS=2 on PostgreSQL (${postgresAdminUrl})`, () => {
  let server: ServerProcess | undefined;
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'overins-workers-'));

  beforeAll(async () => {
    database = await createScratchDatabase('workers');
    server = await startServerProcess(
      { DATABASE_URL: database.url, SEED_DEMO: '1', WORKERS: '2', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      120_000,
    );
    // Health answers once the first process listens: wait for the second too.
    const deadline = Date.now() + 60_000;
    while (listeningPids(server.log()).length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
  }, 200_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('starts two processes besides the primary, on one port', () => {
    const pids = listeningPids(server!.log());
    expect(new Set(pids).size, server!.log()).toBe(2);
    expect(pids).not.toContain(server!.pid);
    for (const pid of pids) expect(alive(pid)).toBe(true);
  });

  it('serves every request, and a session made through one process answers through both', async () => {
    const res = await fetch(`${server!.baseUrl}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'agenzia', password: 'Viaggi2026!' }),
    });
    expect(res.status).toBe(200);
    const { token } = ((await res.json()) as { data: { token: string } }).data;
    // A new connection per call (no keep-alive), so the calls are handed to both processes in turn.
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${server!.baseUrl}/api/account/me`, {
          headers: { authorization: `Bearer ${token}`, connection: 'close' },
        }).then((r) => r.status),
      ),
    );
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it('stops every process on SIGTERM', async () => {
    const pids = listeningPids(server!.log());
    await server!.stop();
    expect(await server!.exited).toBe(0);
    const deadline = Date.now() + 10_000;
    while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(pids.filter(alive)).toEqual([]);
  });
});

describe('WORKERS without PostgreSQL', () => {
  it('is refused with a clear message: the embedded database belongs to one process', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'overins-workers-pglite-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, DATABASE_URL: '', WORKERS: 'auto', DATA_DIR: dir, PORT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let err = '';
      child.stderr.on('data', (c: Buffer) => (err += c.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(err).toContain('WORKERS=auto needs PostgreSQL (DATABASE_URL)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
