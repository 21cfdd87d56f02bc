import { types } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';
import { driverOf, type Db } from '../db/client';

type Righe = { rows: unknown[] };

/**
 * pg-boss's SQL run on a Drizzle database or transaction through the session's public `prepareQuery`,
 * which keeps the text and its `$n` parameters as they are (pg-boss repeats a parameter with different
 * casts, which rebuilding it as a Drizzle `sql` template would break). On a transaction the job is
 * written by the caller's own connection, so it commits or rolls back with the caller's rows.
 */
export function esecutoreDrizzle(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const query = db._.session.prepareQuery(
        { sql: text, params: values ?? [] },
        undefined,
        undefined,
        false,
      );
      const result = (await query.execute()) as Righe;
      return { rows: result.rows };
    },
  };
}

interface ClientPglite {
  query(text: string, values?: unknown[], options?: { parsers: typeof COME_DATE }): Promise<Righe>;
  exec(text: string, options?: { parsers: typeof COME_DATE }): Promise<Righe[]>;
}
/**
 * The instance reads times as text for Drizzle (server/db/client.ts); pg-boss reads them as PGlite
 * and node-postgres give them by default, as Dates.
 */
const comeData = (value: string) =>
  value === 'infinity' ? Infinity : value === '-infinity' ? -Infinity : new Date(value);
const COME_DATE = { [types.DATE]: comeData, [types.TIMESTAMP]: comeData, [types.TIMESTAMPTZ]: comeData };

interface PoolPg {
  query(text: string, values?: unknown[]): Promise<Righe>;
  connect(): Promise<unknown>;
}

/**
 * pg-boss's own SQL (schema creation and migration, polling, maintenance) on the app's database
 * driver: the node-postgres pool as it is, or PGlite, whose parameterised `query` takes one statement
 * only, so the multi-statement scripts without parameters go through `exec`.
 */
export function esecutorePrincipale(db: Db): PgBoss.Db {
  const client: ClientPglite | PoolPg | undefined = driverOf(db);
  if (!client) return esecutoreDrizzle(db);
  if ('exec' in client) {
    return {
      async executeSql(text, values) {
        if (values && values.length > 0)
          return { rows: (await client.query(text, values, { parsers: COME_DATE })).rows };
        const results = await client.exec(text, { parsers: COME_DATE });
        return { rows: results.at(-1)?.rows ?? [] };
      },
    };
  }
  return { executeSql: async (text, values) => ({ rows: (await client.query(text, values)).rows }) };
}
