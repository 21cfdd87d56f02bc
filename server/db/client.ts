import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createPGlite } from './pglite/create';
import { embeddedDirectory, sameAsInstance } from './pglite/options';
import { PGliteThread } from './pglite/thread';
import { attachChangeFeed, ChangeFeed, CHANGE_CHANNEL, CHANGE_SETTING } from './changeFeed';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other process runs it on the same database (a PostgreSQL advisory lock), so
   * several processes starting at once on one empty database do not migrate or seed it twice.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Any fixed number will do: it names the lock that every process of this app takes during setup.
const SETUP_LOCK = 742_031_964;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Drops drizzle's per-query copy of the instance's own parsers (see `AS_TEXT`); others' stay. */
function withoutPerQueryParsers(client: PGlite): PGlite {
  const query = (text: string, params?: unknown[], options?: QueryOptions) => {
    const parsers = (
      options as { parsers?: Record<string, (value: string, type: number) => unknown> } | undefined
    )?.parsers;
    return client.query(text, params, sameAsInstance(parsers) ? { ...options, parsers: undefined } : options);
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      // PGlite's methods use private fields: they must run on the instance itself.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * The driver under `db`: PGlite in this thread or its own, or the node-postgres pool. Drizzle keeps it
 * on `$client`, which `Db` leaves out because areas never need it; the few that do (the job queue's
 * SQL, the test images) ask here.
 */
export function driverOf(db: Db): PGlite | PGliteThread | pg.Pool | undefined {
  return (db as { $client?: PGlite | PGliteThread | pg.Pool }).$client;
}

/** Whether `db` is the embedded database (in this thread or its own), which has one connection. */
export function isEmbedded(db: Db): boolean {
  const client = driverOf(db);
  return client instanceof PGlite || client instanceof PGliteThread;
}

export interface DatabaseOptions {
  url?: string | undefined;
  dataDir?: string;
  /**
   * Where PGlite runs: in a thread of its own (`own`, the default on disk: the server's thread stays
   * free while it works), or in this one (`same`, the default in memory, for the tests' many
   * short-lived databases); or the thread already started on `dataDir` (the server starts it first
   * thing, so that the database opens while the server loads).
   */
  thread?: 'own' | 'same' | PGliteThread;
  /** The files to start an in-memory database in this thread with (`dumpDataDir`'s tarball). */
  image?: Blob;
}

/**
 * Opens the database: a real PostgreSQL when `url` is given, otherwise PGlite stored in `dataDir`
 * (or in memory when `dataDir` is `memory://`, as the tests do).
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const { database, opened } = startDatabase(opts);
  await opened;
  return database;
}

/**
 * `openDatabase` without waiting for it: `database` may be used at once, its queries wait until it is
 * open; `opened` settles then (rejected if it cannot open).
 */
export function startDatabase(opts: DatabaseOptions): { database: Database; opened: Promise<void> } {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // The server may close an idle connection (a restart, a failover, an administrator): the pool
    // replaces it on the next query, and an 'error' event without a listener would end the process.
    pool.on('error', (err: Error & { code?: string }) => {
      console.warn(`PostgreSQL closed an idle connection (${err.code ?? err.message}); it will be replaced.`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const database: Database = {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      async exclusive(fn) {
        // A session-level lock lives on one connection: hold that connection until fn is done.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
    return { database, opened: Promise.resolve() };
  }
  const dir = embeddedDirectory(opts.dataDir ?? 'memory://');
  const thread = opts.thread ?? (dir === undefined ? 'same' : 'own');
  const client: PGlite | PGliteThread =
    thread instanceof PGliteThread
      ? thread
      : thread === 'own'
        ? new PGliteThread(dir)
        : withoutPerQueryParsers(createPGlite(dir, opts.image));
  // Drizzle's PGlite driver calls `query`, `exec` and `transaction` only, which the thread's client has.
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Db;
  // One process owns the embedded database, and PGlite calls its listeners before the committing
  // query resolves (from its own thread, it posts them before the answer): the read caches may trust
  // this feed (server/db/readCache.ts). Asked for first, these run before any query of the app.
  const feed = new ChangeFeed();
  const opened = Promise.all([
    client.exec(`set ${CHANGE_SETTING} = 'on'`),
    client.listen(CHANGE_CHANNEL, (table) => feed.emit(table)),
  ]).then(() => undefined);
  opened.catch(() => {});
  attachChangeFeed(db, feed);
  const database: Database = {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // PGlite belongs to this one process: nobody else can be setting it up.
    exclusive: (fn) => fn(),
    close: () => client.close(),
  };
  return { database, opened };
}
