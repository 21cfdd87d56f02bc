import { parseListQuery } from '../../../engine/core/query';
import { createTranslator } from '../../../engine/core/messages';
import { jsonResponse } from '../../../engine/react/testing/createTestEngine';
import { itIT } from '../../../schemas/catalogues/labelTexts';
import { processClientRows } from '../model/clientRows';
import type { GridColumn, GridRow } from '../types';

const italiano = createTranslator(itIT, 'it-IT');

/** Calls a story's fake server received, newest last, for tests to look at. */
export const receivedListCalls: URLSearchParams[] = [];

/**
 * A list endpoint for stories: reads the grid's query with the real parser (engine/core/query) and
 * answers `{ items, total, truncated?, totalEstimated? }` like server/lists, capping "all" at `maxRows`.
 */
export function fakeListServer(
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
  maxRows = 10_000,
  /** Rows counted exactly past the page, as server/lists does; beyond, the total is a rounded estimate. */
  exactTotalUpTo = 10_000,
) {
  return (request: Request) => {
    const search = new URL(request.url).searchParams;
    receivedListCalls.push(search);
    const parsed = parseListQuery(search);
    if (!parsed.ok) {
      return jsonResponse(
        {
          messages: parsed.errors.map((e) => ({
            code: 'errore.validazione',
            text: italiano(e.message.key, e.message.params),
            type: 'error',
          })),
        },
        400,
      );
    }
    const q = parsed.query;
    const pageSize = Math.min(q.pageSize, maxRows);
    const { page, total } = processClientRows(rows, columns, {
      filter: q.filter,
      sort: q.sort,
      fullTextSearch: q.fullTextSearch ?? '',
      page: q.page,
      pageSize,
    });
    if (total > (q.page - 1) * pageSize + pageSize + exactTotalUpTo)
      // Like the planner's, the estimate may be well above the real count.
      return { items: page, total: Math.ceil(total / 1000) * 1000, totalEstimated: true };
    return q.pageSize > maxRows && total > maxRows
      ? { items: page, total, truncated: true }
      : { items: page, total };
  };
}

/** A call that never answers: the loading state, or an export in progress. */
export const never = () => new Promise<never>(() => undefined);
