import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The PostgreSQL server tests may create databases on: TEST_DATABASE_URL's, else the local one. */
export const postgresAdminUrl =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Whether the PostgreSQL server answers, so its tests run rather than skip. With REQUIRE_PG=1 (CI's
 * PostgreSQL pass) a server that does not answer is an error: those tests must not pass by skipping.
 */
export async function postgresReachable(url = postgresAdminUrl): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (err) {
    if (process.env.REQUIRE_PG === '1') {
      throw new Error(`REQUIRE_PG=1 but PostgreSQL at ${url} does not answer: ${(err as Error).message}`);
    }
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Which databases this pass runs a file's both-database cases on. CI runs the server suite twice: on
 * PGlite (`npm test`) and, for the files that depend on it, on PostgreSQL (TEST_DATABASE_URL set).
 * Each case runs once there: the PostgreSQL pass runs the PostgreSQL cases only, and a pass that one
 * follows (POSTGRES_PASS_FOLLOWS=1, set by .ci/run) PGlite's only. Alone (`npm test` on a developer's
 * machine) a file runs both, PostgreSQL's when the server answers.
 */
export async function databasesOfThisPass(): Promise<{ pglite: boolean; postgres: boolean }> {
  if (process.env.TEST_DATABASE_URL) return { pglite: false, postgres: await postgresReachable() };
  if (process.env.POSTGRES_PASS_FOLLOWS === '1') return { pglite: true, postgres: false };
  return { pglite: true, postgres: await postgresReachable() };
}

/**
 * Whether this is the PostgreSQL pass (TEST_DATABASE_URL set), for the tests only that pass runs;
 * with REQUIRE_PG=1 that pass must be this one, on a server that answers.
 */
export async function postgresPass(): Promise<boolean> {
  const url = process.env.TEST_DATABASE_URL;
  // Without REQUIRE_PG an unanswering server fails these tests as it fails every other (as before).
  if (url) return process.env.REQUIRE_PG === '1' ? postgresReachable(url) : true;
  if (process.env.REQUIRE_PG === '1') throw new Error('REQUIRE_PG=1 but TEST_DATABASE_URL is not set');
  return false;
}

/**
 * A new empty database on the PostgreSQL server (`server`, an admin connection to it: the tests' by
 * default, a benchmark's BENCH_PG_URL); `drop` removes it, sessions and all.
 */
export async function createScratchDatabase(
  prefix: string,
  server: string = postgresAdminUrl,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  pid: number | undefined;
  /** Settles once the process has ended: its exit code, or null when a signal ended it. */
  exited: Promise<number | null>;
  /** The end of what the process wrote (stdout and stderr, the last 10,000 characters). */
  log(): string;
  stop(): Promise<void>;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `node --import tsx server/main.ts` as a real, separate process with exactly `env` on top of
 * a clean base (no inherited DATABASE_URL, TRUST_PROXY, SMTP_URL, NODE_ENV), and waits until its
 * /api/health answers. The SPA is not served (CLIENT_DIR points nowhere): only the API is under test.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 45_000,
  /** The repository the server runs from (its list files, labels, migrations); this one by default. */
  cwd = root,
): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'TRUST_PROXY', 'SMTP_URL', 'NODE_ENV', 'SEED_DEMO', 'TEST_DATABASE_URL'])
    delete childEnv[key];
  Object.assign(childEnv, {
    PORT: String(port),
    HOST: '127.0.0.1',
    CLIENT_DIR: path.join(root, 'nonexistent-client'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-10_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error(`server did not answer /api/health within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return { baseUrl, pid: child.pid, exited, log: () => log, stop: () => stop(child) };
}
