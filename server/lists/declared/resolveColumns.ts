import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isTimestampTz } from '../defineList';
import type { ListSource } from './catalogueTypes';

/** A column reference of a list file, resolved: the SQL to emit, or why it cannot be. */
export type ResolvedColumn = { ok: true; sql: SQL; timestamptz: boolean } | { ok: false; error: string };

/** The table's column with this SQL name (`first_name`), if any. */
export function tableColumn(table: PgTable, name: string): PgColumn | undefined {
  return Object.values(getTableColumns(table)).find((c) => c.name === name);
}

/** The Drizzle property key of the table's column with this SQL name, for `update().set()`. */
export function tableColumnKey(table: PgTable, name: string): string | undefined {
  return Object.entries(getTableColumns(table)).find(([, c]) => c.name === name)?.[0];
}

/**
 * `alias.column` (a table or derived table of the source), an expression of the source by name,
 * or a bare column of a single-table source. Only names the catalogue and the database schema
 * declare are accepted, so the emitted text is always one of theirs: nothing of the file's reaches
 * SQL unchecked.
 *
 * @example resolveColumn(LIST_SOURCES.utenti, 'u.first_name') // { ok: true, sql: sql.raw('u.first_name'), … }
 */
export function resolveColumn(source: ListSource, ref: string): ResolvedColumn {
  const dot = ref.indexOf('.');
  if (dot < 0) {
    const expression = source.expressions?.[ref];
    if (expression) return { ok: true, sql: expression, timestamptz: false };
    const aliases = Object.keys(source.tables);
    if (aliases.length === 1 && !source.derived) return resolveColumn(source, `${aliases[0]}.${ref}`);
    const known = Object.keys(source.expressions ?? {});
    return {
      ok: false,
      error: `"${ref}" is not an expression of the source${known.length ? ` (known: ${known.join(', ')})` : ''}; write alias.column`,
    };
  }
  const alias = ref.slice(0, dot);
  const name = ref.slice(dot + 1);
  const table = source.tables[alias];
  if (table) {
    const column = tableColumn(table, name);
    if (!column) return { ok: false, error: `table alias "${alias}" has no column "${name}"` };
    return { ok: true, sql: sql.raw(`${alias}.${name}`), timestamptz: isTimestampTz(column) };
  }
  const derived = source.derived?.[alias];
  if (derived) {
    if (!derived.includes(name))
      return { ok: false, error: `"${alias}" has no column "${name}" (it has ${derived.join(', ')})` };
    return { ok: true, sql: sql.raw(`${alias}.${name}`), timestamptz: false };
  }
  const aliases = [...Object.keys(source.tables), ...Object.keys(source.derived ?? {})];
  return { ok: false, error: `unknown alias "${alias}" (the source has ${aliases.join(', ')})` };
}
