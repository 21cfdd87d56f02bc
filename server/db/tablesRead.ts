import { getTableName, is, type SQL } from 'drizzle-orm';
import { PgDialect, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

const dialect = new PgDialect();

const TABLES: ReadonlySet<string> = new Set(
  (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : [])),
);

/** A statement as the database receives it: text and parameters. */
export function statementOf(query: SQL): { sql: string; params: unknown[] } {
  return dialect.sqlToQuery(query);
}

/**
 * The schema's tables the statements name, however they do (a drizzle reference, raw text in a
 * scope's subquery, a join or an alias): every word of the text that is a table's name. A column
 * that shares a table's name only adds a table, which at worst drops a cached value too often.
 */
export function tablesRead(statements: readonly SQL[]): string[] {
  const found = new Set<string>();
  for (const statement of statements)
    for (const word of statementOf(statement).sql.matchAll(/[a-z_][a-z0-9_]*/g))
      if (TABLES.has(word[0])) found.add(word[0]);
  return [...found];
}

/**
 * Every table but the ones that record who did what (sessions, limits, audit, one-time tokens): for a
 * value read from too many tables to name, such as a price list, which no such table feeds.
 */
export const DATA_TABLES: readonly string[] = [...TABLES].filter(
  (t) => !['sessions', 'rate_limits', 'audit_log', 'one_time_tokens'].includes(t),
);
