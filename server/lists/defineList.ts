import { is, SQL } from 'drizzle-orm';
import {
  PgColumn,
  PgTimestamp,
  PgTimestampString,
  type AnyPgColumn,
  type PgTable,
} from 'drizzle-orm/pg-core';
import { isValidField, type SortField } from '../../engine/core/query';
import type { SearchMatcher } from './search/compileSearch';

export type ListFieldType = 'string' | 'number' | 'boolean' | 'date';
export type ListExpression = SQL | AnyPgColumn;

export interface ListFieldDefinition {
  /** The column or SQL expression behind the API field; only whitelisted fields reach SQL. */
  column: ListExpression;
  type: ListFieldType;
  /** Default true. */
  sortable?: boolean;
  /** Default true. */
  filterable?: boolean;
  /**
   * For date fields: whether the column is a timestamptz, so the grammar's local times are read in
   * the list's time zone. Found out by itself for Drizzle timestamp columns; say it for expressions.
   */
  withTimezone?: boolean;
}

export interface ListFullText {
  /**
   * Text columns matched row by row: Italian words of their concatenation and, unless `substring` is
   * false, substrings (codes and numbers are not words). Fine for lists of hundreds or thousands of rows.
   */
  columns: ListExpression[];
  /**
   * Indexed searches of a big source: each answers the row keys matching a term through an index (its
   * generated tsvector, text reached by a key), so a term is `key in (keys ∪ keys …)`: a semi-join the
   * planner sizes from the index scans, never a filter over every row.
   */
  indexed?: { key: ListExpression; searches: SearchMatcher[] };
  /** Also match the search as a substring (ILIKE) of `columns`. Default true. */
  substring?: boolean;
  /** The API fields the search covers, as the list file declares them (for checks against the screens). */
  fields?: string[];
}

export interface ListDefinition<F extends string = string> {
  /** For messages and logs: `acquistiPolizze`. */
  name: string;
  /** The FROM clause: a table, or joins written with the `sql` template. */
  from: SQL | PgTable;
  fields: Record<F, ListFieldDefinition>;
  fullText?: ListFullText;
  /** Order when the caller asks none. */
  defaultSort: Array<SortField & { field: NoInfer<F> }>;
  /** A unique column, appended to every ORDER BY so pages never overlap or skip rows. */
  tiebreaker: ListExpression;
  /**
   * A unique, indexed key of the FROM's rows (`a.id`). With it a page is chosen by key first and only
   * that page's rows are joined and projected (dates formatted, casts), instead of every row that
   * reaches the sort and the offset. Leave it out when a key lookup is not cheap (a grouped subquery).
   */
  pageKey?: ListExpression;
  /**
   * The FROM's first table alone (`adesioni a`), for a FROM whose joins are all left joins on a unique
   * key: they neither drop nor repeat a row, so a condition and an order on that table's columns alone
   * count the same rows, and choose the same keys, without them. PostgreSQL keeps the joined columns in
   * the scan even when it removes such joins, and then cannot count from the index alone.
   */
  countFrom?: { from: SQL | PgTable; alias: string };
  /** Zone of the grammar's local dates against timestamptz columns. Default Europe/Rome. */
  timeZone?: string;
}

export interface ResolvedField extends Required<Omit<ListFieldDefinition, 'withTimezone'>> {
  withTimezone: boolean;
}

export interface ResolvedList<F extends string = string> extends ListDefinition<F> {
  resolved: ReadonlyMap<string, ResolvedField>;
  timeZone: string;
}

/**
 * Declares a list: which API fields exist (the whitelist), how they map to SQL, how the list sorts
 * and searches. Checked once at start-up, so a misdeclared list fails the boot, not a request.
 *
 * @example defineList({ name: 'clienti', from: clienti, fields: { cognome: { column: clienti.cognome, type: 'string' } },
 *   defaultSort: [{ field: 'cognome', direction: 'asc' }], tiebreaker: clienti.id })
 */
export function defineList<F extends string>(definition: ListDefinition<F>): ResolvedList<F> {
  const resolved = new Map<string, ResolvedField>();
  for (const [name, field] of Object.entries(definition.fields) as Array<[string, ListFieldDefinition]>) {
    if (!isValidField(name))
      throw new Error(`List ${definition.name}: field name "${name}" cannot travel in the grammar`);
    resolved.set(name, {
      column: field.column,
      type: field.type,
      sortable: field.sortable ?? true,
      filterable: field.filterable ?? true,
      withTimezone: field.withTimezone ?? isTimestampTz(field.column),
    });
  }
  for (const s of definition.defaultSort) {
    if (!resolved.get(s.field)?.sortable) {
      throw new Error(`List ${definition.name}: default sort field "${s.field}" is not a sortable field`);
    }
  }
  if (!is(definition.tiebreaker, PgColumn) && !is(definition.tiebreaker, SQL)) {
    throw new Error(`List ${definition.name}: the tiebreaker must be a column or an SQL expression`);
  }
  return { ...definition, resolved, timeZone: definition.timeZone ?? 'Europe/Rome' };
}

export function isTimestampTz(column: ListExpression): boolean {
  return (is(column, PgTimestamp) || is(column, PgTimestampString)) && column.withTimezone;
}
