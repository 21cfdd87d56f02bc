import type { ListQuery } from '../../engine/core/query';
import type { Db } from '../db/client';
import { cachedRead, readCacheOf } from '../db/readCache';
import { statementOf, tablesRead } from '../db/tablesRead';
import type { ResolvedList } from './defineList';
import { runList, runListRead, type ListResult, type RunListOptions } from './runList';

/** The largest page kept: the grid's biggest page size. */
export const MAX_KEPT_ROWS = 100;

const listIds = new WeakMap<ResolvedList, number>();
let nextListId = 0;

/**
 * Pages of declared lists, kept until a table their statements read is written. A list may show
 * values computed from the clock (a status, a due date): those may lag by the time to live at most.
 */
const pageCache = (db: Db) => readCacheOf<ListResult>(db, 'listPages', { max: 2_000, ttlMs: 10_000 });

/**
 * runList through the database's read cache (server/db/readCache.ts). The key is everything the
 * answer depends on: the list itself, the caller's scope as SQL text and parameters, the query.
 * For lists that live as long as the server (a list built per request would never be found again).
 */
export async function runListCached(
  db: Db,
  list: ResolvedList,
  query: ListQuery,
  opts: RunListOptions,
): Promise<ListResult> {
  const cache = pageCache(db);
  // Without a change feed (PostgreSQL) nothing is kept: the key and the tables read, which render
  // the whole statement to text again, were a tenth of a list page's CPU there (5 Dec 2026 profile).
  if (!cache) return runList(db, list, query, opts);
  let id = listIds.get(list);
  if (id === undefined) listIds.set(list, (id = nextListId++));
  const scope = statementOf(opts.scope);
  const key = JSON.stringify([id, scope.sql, scope.params, query, opts.maxRows ?? null]);
  return cachedRead(cache, key, async () => {
    const { result, statements } = await runListRead(db, list, query, opts);
    // A page of the grid's sizes is kept; "all" (up to LIST_MAX_ROWS rows) is not, or a few callers
    // could fill the memory with whole lists. Nor is a page read from no table the change feed names
    // (a table outside the schema): no write would drop it.
    const tables = tablesRead(statements);
    const keep = result.items.length <= MAX_KEPT_ROWS && tables.length > 0;
    return { value: result, dependsOn: keep ? tables : null };
  });
}
