import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Principal } from '../../auth/principal';
import type { AppDeps } from '../../deps';
import type { ErrorMessage } from '../../errors';
import type { SearchMatcher } from '../search/compileSearch';

/**
 * A named FROM clause a list file may read: reviewed SQL kept in TypeScript, so a list file names
 * it and never carries SQL. Its columns are what `alias.column` in a list file may name.
 */
export interface ListSource {
  /** The FROM clause, with explicit aliases. */
  from: SQL;
  /** A unique, indexed key of `from`'s rows: lists page by it (ListDefinition.pageKey). */
  pageKey?: SQL;
  /**
   * `from`'s first table alone, when every join of `from` is a left join on a unique key (it neither
   * drops nor repeats a row): a count whose condition names only that table runs on it
   * (ListDefinition.countFrom).
   */
  countFrom?: { from: SQL; alias: string };
  /** Alias → table of the database schema; `alias.column` is checked against the table's columns. */
  tables: Record<string, PgTable>;
  /** Alias → the output columns of a derived table (a subquery) of `from`. */
  derived?: Record<string, readonly string[]>;
  /** Named expressions that are not plain columns (`not u.disabled`), named in list files as is. */
  expressions?: Record<string, SQL>;
  /**
   * Indexed full-text searches of a big source. A list over the source searches each of its string
   * fields through the search that `covers` that field's column; when a source declares searches, a
   * string field none of them covers is refused at start-up (it would be matched row by row: a full
   * scan of the big table).
   */
  search?: SourceSearches;
}

export interface SourceSearches {
  /** The row key the searches answer with (`a.id`): a term matches `key in (search ∪ search …)`. */
  key: SQL;
  by: Record<string, SourceSearch>;
}

export interface SourceSearch {
  /** `alias.column` references of the source this search matches. */
  covers: readonly string[];
  /** `select <key> from … where <indexed condition>` for one term; null when it cannot match it. */
  keys: SearchMatcher;
}

/** The columns a scope rule tests, resolved from the list file. */
export interface ScopeColumns {
  column: SQL | null;
  supplierColumn: SQL | null;
}

/** Whose rows a caller sees, as SQL over the named columns (server/areas/myarea/scopes.ts). */
export interface ScopeRule {
  /** Which of the columns the rule needs: the loader refuses a file that omits one. */
  needs: ReadonlyArray<keyof ScopeColumns>;
  where: (user: Principal, columns: ScopeColumns) => SQL;
}

/**
 * A check an edited value must pass beyond its JSON Schema, e.g. a role the caller may give.
 * `rowId` is the key of the row being edited; `body` the whole request (its values already passed
 * their schemas), for a value that depends on another field of the same edit (a percent commission
 * at most 100). Returns the 400 message, or null when the value is fine.
 */
export type EditCheck = (
  deps: AppDeps,
  caller: Principal,
  value: unknown,
  rowId: number,
  body: Readonly<Record<string, unknown>>,
) => Promise<ErrorMessage | null>;

/** What list files may name: the portal gives its own (server/lists/catalogue). */
export interface ListCatalogue {
  sources: Record<string, ListSource>;
  scopes: Record<string, ScopeRule>;
  editChecks: Record<string, EditCheck>;
  /** Every table of the database schema by SQL name: list sources and edit targets. */
  tables: Record<string, PgTable>;
}
