import { is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../engine/core/query';
import type { Db } from '../db/client';
import { rowsOfNamed } from '../db/namedStatement';
import { rowsOf } from '../db/rowsOf';
import { statementOf } from '../db/tablesRead';
import { badRequestAll, type ErrorMessage } from '../errors';
import { compileFilter } from './compileFilter';
import type { ListExpression, ResolvedField, ResolvedList } from './defineList';
import { listMessages as m } from './messages';
import { compileClauses, prepareSearch } from './search/compileSearch';

/** Rows a single list call may return, whatever page size it asks (spec: "all" is 2147483647). */
export const DEFAULT_MAX_ROWS = 10_000;

export type ListRow = Record<string, string | number | boolean | null>;

export interface ListResult<Row = ListRow> {
  items: Row[];
  total: number;
  /** Present (true) when the page was cut at the server's maximum: the grid says so and offers the export. */
  truncated?: true;
  /**
   * Present (true) when `total` is the database's estimate: past EXACT_TOTAL_UP_TO rows beyond the
   * page, counting every row would cost more than the page itself. The grid says "circa".
   */
  totalEstimated?: true;
}

/**
 * Rows a list counts exactly past the end of the page asked for; beyond, the total is the planner's
 * estimate. 10,000 rows (500 pages of 20) count in a millisecond or two; a million in tens. Nobody
 * pages through more by hand, and whoever reaches the end gets the exact total there, since a page
 * near the end is always within the bound.
 */
export const EXACT_TOTAL_UP_TO = 10_000;

export interface RunListOptions {
  /** The caller's tenant condition; it wraps the user's filter, so no `;*` can reach past it. */
  scope: SQL;
  /** Cap on rows returned by one call. Default DEFAULT_MAX_ROWS. */
  maxRows?: number;
  /** Rows counted exactly past the page's end. Default EXACT_TOTAL_UP_TO. */
  exactTotalUpTo?: number;
}

/**
 * One page of a list: `WHERE <scope> AND (<user filter>) AND (<full-text search>)`, ordered by the
 * requested fields then the unique tiebreaker, with the total count over the same condition.
 * Anything the caller got wrong (unknown or unsortable field, wrong value type or operator) is an
 * AppError 400 in the spec's shape; no value is ever written into the SQL text.
 *
 * @example await runList(db, policiesList, query, { scope: sql`${adesioni.agenziaId} = ${agencyId}` })
 */
export async function runList(
  db: Db,
  list: ResolvedList,
  query: ListQuery,
  opts: RunListOptions,
): Promise<ListResult> {
  return (await runListRead(db, list, query, opts)).result;
}

/** runList, with the statements it ran: for a caller that must know what they read (the list cache). */
export async function runListRead(
  db: Db,
  list: ResolvedList,
  query: ListQuery,
  opts: RunListOptions,
): Promise<{ result: ListResult; statements: SQL[] }> {
  const { count, countBound, estimate, page, limit, offset, both } = await compileListPage(
    db,
    list,
    query,
    opts,
  );
  let counted: number;
  let rows: Array<Record<string, unknown>>;
  if (both) {
    // One round trip: the count and the page's rows as one JSON array (list with a page key).
    const [answer] = await rowsOfNamed<{ total: unknown; rows: unknown }>(db, both);
    counted = Number(answer?.total ?? 0);
    rows = JSON.parse(String(answer?.rows ?? '[]')) as Array<Record<string, unknown>>;
  } else {
    // Count and page are independent: on a pool they run side by side.
    const [countRows, pageRows] = await Promise.all([rowsOfNamed(db, count), rowsOfNamed(db, page)]);
    counted = Number(countRows[0]?.total ?? 0);
    rows = pageRows;
  }
  const estimated = counted > countBound;
  const total = estimated ? Math.max(counted, await plannedRows(db, estimate)) : counted;
  const items = rows.map((row) => toItem(list, row));
  const result: ListResult = {
    items,
    total,
    ...(total - offset > limit && query.pageSize > (opts.maxRows ?? DEFAULT_MAX_ROWS)
      ? { truncated: true as const }
      : {}),
    ...(estimated ? { totalEstimated: true as const } : {}),
  };
  return { result, statements: both ? [both] : [count, page] };
}

/**
 * The FROM a count, or a choice of keys, may run on: the first table alone when the condition and the
 * order name no other (countFrom), else the whole FROM.
 */
function narrowSource(list: ResolvedList, ...parts: SQL[]): SQL {
  const base = list.countFrom;
  if (!base) return fromOf(list);
  // Every qualified name (`x.col`, `"x"."col"`) must be the base alias; anything else, even a
  // subquery's own alias, keeps the whole FROM.
  for (const part of parts)
    for (const m of statementOf(part).sql.matchAll(/("?)([A-Za-z_][A-Za-z0-9_]*)\1\s*\.\s*["A-Za-z_]/g))
      if (m[2] !== base.alias) return fromOf(list);
  return once(list, 'countFrom', () => base.from);
}

/** The list's FROM, rendered once. */
const fromOf = (list: ResolvedList): SQL => once(list, 'from', () => list.from);

/** The planner's row estimate for a statement (EXPLAIN, which runs nothing). */
async function plannedRows(db: Db, statement: SQL): Promise<number> {
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${statement}`);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}

/** The two statements runList runs (the count as `total`, the page), for callers that explain them. */
export async function compileListPage(
  db: Db,
  list: ResolvedList,
  query: ListQuery,
  opts: RunListOptions,
): Promise<{
  count: SQL;
  countBound: number;
  estimate: SQL;
  page: SQL;
  /**
   * With a page key, the count (`total`) and the page (`rows`, a JSON array in order) as one statement:
   * one round trip and one value to decode instead of two statements and a field per column per row.
   */
  both: SQL | null;
  limit: number;
  offset: number;
}> {
  const problems: ErrorMessage[] = [];
  const userFilter = query.filter ? compileFilter(list, query.filter, problems) : sql`true`;
  const search = await compileSearch(db, list, query.fullTextSearch, problems);
  const orderBy = compileOrderBy(list, query, problems);
  if (problems.length > 0) throw badRequestAll(problems);

  const where = sql`(${opts.scope}) and (${userFilter}) and (${search})`;
  // Past any real table; keeps (2^31-1)² from reaching SQL as an inexact float.
  const offset = Math.min((query.page - 1) * query.pageSize, Number.MAX_SAFE_INTEGER);
  const limit = Math.min(query.pageSize, opts.maxRows ?? DEFAULT_MAX_ROWS);
  // Exact up to the bound past this page (the page's own scan reaches that far anyway); one more row
  // tells that there are more.
  const countBound = Math.min(
    offset + limit + (opts.exactTotalUpTo ?? EXACT_TOTAL_UP_TO),
    Number.MAX_SAFE_INTEGER - 1,
  );
  // Each narrowing renders the condition to text: done once, shared by the statements below.
  const countSource = narrowSource(list, where);
  const counting = (as: SQL) =>
    sql`select count(*)::float8${as} from (select 1 from ${countSource} where ${where} limit ${countBound + 1}) as bounded`;
  // With a page key the sort and the offset run over keys and sort values only, and the output
  // (casts, formatted dates, every join's columns) is built for the page's rows alone: a deep page or
  // a sort on an unindexed column no longer projects every row it passes. array(…) keeps the order.
  const keyed = list.pageKey
    ? {
        pageKey: list.pageKey,
        keys: sql`array(select ${list.pageKey} from ${narrowSource(list, where, orderBy)} where ${where} order by ${orderBy} limit ${limit} offset ${offset})`,
      }
    : null;
  return {
    count: counting(sql` as "total"`),
    countBound,
    estimate: sql`select 1 from ${fromOf(list)} where ${where}`,
    page: keyed
      ? rowsOfKeys(list, keyed.pageKey, keyed.keys)
      : sql`select ${selectList(list)} from ${fromOf(list)} where ${where} order by ${orderBy} limit ${limit} offset ${offset}`,
    both: keyed
      ? sql`select (${counting(sql``)}) as "total", (${jsonRowsOfKeys(list, keyed.pageKey, keyed.keys, selectList(list))}) as "rows"`
      : null,
    limit,
    offset,
  };
}

/**
 * The whole list, ordered, for callers that stream every row — the Excel export. Same scope, filter,
 * search, order and output as runList; the same 400s. `select` is one ordered SELECT (no page, no
 * cap); with a page key, `byKeys` reads the same rows in two steps: every key in order (`keys`, one
 * column `k`), then the rows of any run of those keys in that order, as JSON (`rowsAsJson`) — so a
 * reader that must not hold the database for the whole download (the embedded one) reads short queries.
 *
 * @example const { select } = await compileListQuery(db, list, query, scope); // then DECLARE … CURSOR FOR select
 */
export async function compileListQuery(
  db: Db,
  list: ResolvedList,
  query: ListQuery,
  scope: SQL,
  /** The fields to read (the export's columns and groups); every field when absent. */
  fields?: readonly string[],
): Promise<ListSelect> {
  const problems: ErrorMessage[] = [];
  const userFilter = query.filter ? compileFilter(list, query.filter, problems) : sql`true`;
  const search = await compileSearch(db, list, query.fullTextSearch, problems);
  const orderBy = compileOrderBy(list, query, problems);
  if (problems.length > 0) throw badRequestAll(problems);
  const where = sql`(${scope}) and (${userFilter}) and (${search})`;
  const columns = selectList(list, fields);
  const select = sql`select ${columns} from ${fromOf(list)} where ${where} order by ${orderBy}`;
  const pageKey = list.pageKey;
  if (!pageKey) return { select };
  return {
    select,
    byKeys: {
      keys: sql`select ${pageKey} as k from ${narrowSource(list, where, orderBy)} where ${where} order by ${orderBy}`,
      rowsAsJson: (keys) => jsonRowsOfKeys(list, pageKey, keyArray(keys), columns),
    },
  };
}

export interface ListSelect {
  select: SQL;
  byKeys?: {
    keys: SQL;
    /**
     * The rows of a run of those keys, in that order, as one JSON array in one column `rows`: one
     * value for the driver to decode instead of a field per column per row (the embedded database's
     * text decoding is slow).
     */
    rowsAsJson: (keys: readonly number[]) => SQL;
  };
}

/** Keys came from the database as numbers: the array literal is digits and commas only. */
const keyArray = (keys: readonly number[]): SQL => sql`${`{${keys.map(Number).join(',')}}`}::int8[]`;

/** The output rows of an array of keys, in the array's order; each key is one index lookup. */
function rowsOfKeys(list: ResolvedList, pageKey: ListExpression, keys: SQL): SQL {
  return sql`select page_row.* ${keyedRows(list, pageKey, keys, selectList(list))} order by page_keys.page_pos`;
}

/** rowsOfKeys as one JSON array (json_agg keeps the order asked of it). */
function jsonRowsOfKeys(list: ResolvedList, pageKey: ListExpression, keys: SQL, columns: SQL): SQL {
  return sql`select coalesce(json_agg(page_row order by page_keys.page_pos), '[]')::text as "rows"
    ${keyedRows(list, pageKey, keys, columns)}`;
}

/** `from` each key with its position (page_keys) and its output row (page_row). */
function keyedRows(list: ResolvedList, pageKey: ListExpression, keys: SQL, columns: SQL): SQL {
  return sql`from unnest(${keys}) with ordinality as page_keys(page_key, page_pos)
    cross join lateral (select ${columns} from ${fromOf(list)} where ${pageKey} = page_keys.page_key) as page_row`;
}

function compileOrderBy(list: ResolvedList, query: ListQuery, problems: ErrorMessage[]): SQL {
  const sort = query.sort.length > 0 ? query.sort : list.defaultSort;
  const parts: SQL[] = [];
  for (const s of sort) {
    const field = list.resolved.get(s.field);
    if (!field) problems.push(problem(m.sortUnknownField(s.field)));
    else if (!field.sortable) problems.push(problem(m.sortNotSortable(s.field)));
    else parts.push(sql`(${field.column}) ${sql.raw(s.direction === 'desc' ? 'desc' : 'asc')}`);
  }
  parts.push(sql`(${list.tiebreaker}) asc`);
  return sql.join(parts, sql`, `);
}

async function compileSearch(
  db: Db,
  list: ResolvedList,
  text: string | null,
  problems: ErrorMessage[],
): Promise<SQL> {
  if (text === null) return sql`true`;
  const config = list.fullText;
  if (!config) {
    problems.push(problem(m.searchUnavailable));
    return sql`false`;
  }
  if (text.includes('\u0000')) {
    problems.push(problem(m.searchForbiddenChar));
    return sql`false`;
  }
  return compileClauses(config, await prepareSearch(db, text));
}

/**
 * A fragment that is the same on every request (a list's FROM, its whole output), built and rendered
 * once: without parameters it goes on as its text, so a page no longer walks the same tree of
 * columns and joins to render it (on PostgreSQL, rendering statements was a fifth of a list page's
 * CPU, 5 Dec 2026 profile). A fragment with parameters is kept as built.
 */
const frozen = new WeakMap<object, Map<string, SQL>>();
function once(owner: object, name: string, build: () => SQL | PgTable): SQL {
  let mine = frozen.get(owner);
  if (!mine) frozen.set(owner, (mine = new Map()));
  let kept = mine.get(name);
  if (!kept) {
    const built = build();
    const fragment = is(built, SQL) ? built : sql`${built}`;
    const text = statementOf(fragment);
    kept = text.params.length === 0 ? sql.raw(text.sql) : fragment;
    mine.set(name, kept);
  }
  return kept;
}

/** Every field under its API name, dates as the grammar writes them, so what a row shows can be filtered on. */
function selectList(list: ResolvedList, fields?: readonly string[]): SQL {
  if (!fields) return once(list, 'select', () => selectColumns(list));
  return selectColumns(list, fields);
}

function selectColumns(list: ResolvedList, fields?: readonly string[]): SQL {
  const wanted = fields ? new Set(fields) : null;
  const columns = [...list.resolved.entries()]
    .filter(([name]) => !wanted || wanted.has(name))
    .map(([name, field]) => sql`${output(list, field)} as ${sql.identifier(name)}`);
  return sql.join(columns, sql`, `);
}

const DATE_OUTPUT = `'YYYY-MM-DD"T"HH24:MI:SS'`;

function output(list: ResolvedList, field: ResolvedField): SQL {
  switch (field.type) {
    case 'string':
      return sql`(${field.column})::text`;
    case 'number':
      return sql`(${field.column})::float8`;
    case 'boolean':
      return sql`(${field.column})`;
    case 'date':
      // The zone as a literal, not a parameter: it is the list's own (code, not input), and a fragment
      // without parameters is rendered once (`once`).
      return field.withTimezone
        ? sql`to_char((${field.column}) at time zone ${sql.raw(quoted(list.timeZone))}, ${sql.raw(DATE_OUTPUT)})`
        : sql`to_char((${field.column}), ${sql.raw(DATE_OUTPUT)})`;
  }
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

function toItem(list: ResolvedList, row: Record<string, unknown>): ListRow {
  const item: ListRow = {};
  for (const name of list.resolved.keys()) {
    const value = row[name];
    item[name] =
      value === null || value === undefined
        ? null
        : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
          ? value
          : String(value);
  }
  return item;
}

const problem = (text: string): ErrorMessage => ({ code: 'errore.validazione', text, type: 'error' });
