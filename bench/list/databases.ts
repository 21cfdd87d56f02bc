import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';
import type { RawQuery } from './listBench';

export interface PreparedDatabase {
  database: Database;
  raw: RawQuery;
  /** Volume policies in the database (besides the demo's own few hundred). */
  policies: number;
  /** Set when this run generated them: seed:volume's wall time and rows per second. */
  generated: { policies: number; seconds: number } | null;
  where: string;
  /** Closes; for PGlite also removes its temporary folder. */
  close(): Promise<void>;
}

/** Policies made by seed:volume carry numbers `VG<run>-…`; the demo's do not. */
const VOLUME_COUNT = `select count(*)::int as n from adesioni where numero like 'VG%'`;

/**
 * The PostgreSQL bench database: created when missing, topped up with seed:volume to `policies`
 * volume policies, and kept afterwards so that the next run starts at once.
 */
export async function preparePostgres(
  serverUrl: string,
  name: string,
  policies: number,
  log: (msg: string) => void,
): Promise<PreparedDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad database name ${name}`);
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) {
    log(`Creating database ${name}`);
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  url.pathname = `/${name}`;
  const dbUrl = url.toString();

  let have = 0;
  const probe = new pg.Client({ connectionString: dbUrl });
  await probe.connect();
  try {
    have = Number((await probe.query(VOLUME_COUNT)).rows[0]?.n ?? 0);
  } catch {
    have = 0; // not migrated yet
  } finally {
    await probe.end();
  }
  let generated: PreparedDatabase['generated'] = null;
  if (have < policies) {
    const missing = policies - have;
    log(`${name} holds ${have} volume policies: adding ${missing} with seed:volume`);
    const seconds = await seedVolume(missing, { DATABASE_URL: dbUrl, SEED_DEMO: '1' }, log);
    generated = { policies: missing, seconds };
  } else {
    log(`Reusing ${name} (${have} volume policies)`);
  }
  const database = await openDatabase({ url: dbUrl });
  await database.migrate();
  const client = (database.db as unknown as { $client: pg.Pool }).$client;
  const raw: RawQuery = async (text, params) => ({ rows: (await client.query(text, params)).rows });
  const n = Number((await raw(VOLUME_COUNT, [])).rows[0]?.n ?? 0);
  return {
    database,
    raw,
    policies: n,
    generated,
    where: `PostgreSQL ${name}`,
    close: () => database.close(),
  };
}

/** A PGlite database in a new temporary folder, filled by seed:volume; the folder goes on close. */
export async function preparePglite(policies: number, log: (msg: string) => void): Promise<PreparedDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-pglite-'));
  log(`PGlite in ${dir}: generating ${policies} volume policies with seed:volume`);
  try {
    const seconds = await seedVolume(policies, { DATA_DIR: dir, DATABASE_URL: '' }, log);
    const database = await openDatabase({ dataDir: dir });
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const raw: RawQuery = async (text, params) => ({
      rows: (await client.query<Record<string, unknown>>(text, params)).rows,
    });
    const n = Number((await raw(VOLUME_COUNT, [])).rows[0]?.n ?? 0);
    return {
      database,
      raw,
      policies: n,
      generated: { policies, seconds },
      where: 'PGlite (temporary folder)',
      async close() {
        await database.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Runs `npm run seed:volume` (as its script does) and returns its wall time in seconds. */
async function seedVolume(policies: number, env: Record<string, string>, log: (msg: string) => void) {
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/db/seed/volume.ts', '--policies', String(policies)],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let lastShown = 0;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      // Progress every ~30 s is enough on a terminal.
      const now = performance.now();
      if (now - lastShown > 30_000 || /Done in/.test(chunk)) {
        lastShown = now;
        log(`  seed:volume: ${chunk.trim().split('\n').pop() ?? ''}`);
      }
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed:volume exited with ${code}`)),
    );
  });
  return (performance.now() - started) / 1000;
}
