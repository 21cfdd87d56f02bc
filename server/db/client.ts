import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

/**
 * Drizzle reads these types as text and converts them itself, and hands PGlite these same
 * parsers with every query; PGlite then copies its whole parser table (300+ types) for that query,
 * which cost several times the query itself (issue 13). Given once to the instance instead, drizzle's
 * copy per query is dropped. The instance's own callers (the job queue) give the parsers they need.
 */
const AS_TEXT = {
  [types.TIMESTAMP]: (value: string) => value,
  [types.TIMESTAMPTZ]: (value: string) => value,
  [types.INTERVAL]: (value: string) => value,
  [types.DATE]: (value: string) => value,
  // Their arrays, and numeric[] (numeric[], timestamp[], timestamptz[], interval[], date[]).
  1231: (value: string) => value,
  1115: (value: string) => value,
  1185: (value: string) => value,
  1187: (value: string) => value,
  1182: (value: string) => value,
};

function withoutPerQueryParsers(client: PGlite): PGlite {
  const query = (text: string, params?: unknown[], options?: QueryOptions) => {
    const parsers = (
      options as { parsers?: Record<string, (value: string, type: number) => unknown> } | undefined
    )?.parsers;
    // Drizzle's are the instance's own (time types kept as text); any other caller's stay.
    const sameAsInstance =
      parsers !== undefined &&
      Object.entries(parsers).every(([type, parse]) => type in AS_TEXT && parse('1', Number(type)) === '1');
    return client.query(text, params, sameAsInstance ? { ...options, parsers: undefined } : options);
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
 * Opens the database: a real PostgreSQL when `url` is given, otherwise PGlite stored in `dataDir`
 * (or in memory when `dataDir` is `memory://`, as the tests do).
 */
export async function openDatabase(opts: { url?: string | undefined; dataDir?: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // The server may close an idle connection (a restart, a failover, an administrator): the pool
    // replaces it on the next query, and an 'error' event without a listener would end the process.
    pool.on('error', (err: Error & { code?: string }) => {
      console.warn(`PostgreSQL closed an idle connection (${err.code ?? err.message}); it will be replaced.`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
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
  }
  const dir = opts.dataDir ?? 'memory://';
  let client: PGlite;
  if (dir.startsWith('memory://')) client = new PGlite({ parsers: AS_TEXT, extensions: { pg_trgm } });
  else {
    await mkdir(dir, { recursive: true });
    client = new PGlite(path.join(dir, 'pg'), { parsers: AS_TEXT, extensions: { pg_trgm } });
  }
  const db = drizzlePglite(withoutPerQueryParsers(client), { schema }) as unknown as Db;
  // One process owns the embedded database, and PGlite calls its listeners before the committing
  // query resolves: the read caches may trust this feed (server/db/readCache.ts).
  const feed = new ChangeFeed();
  await client.exec(`set ${CHANGE_SETTING} = 'on'`);
  await client.listen(CHANGE_CHANNEL, (table) => feed.emit(table));
  attachChangeFeed(db, feed);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // PGlite belongs to this one process: nobody else can be setting it up.
    exclusive: (fn) => fn(),
    close: () => client.close(),
  };
}
