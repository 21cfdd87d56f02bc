import { encodeFilter } from './encodeFilter';
import { encodeSort } from './sort';
import type { ListQuery } from './types';

/**
 * The query parameters of a list call, for the client's HTTP layer to URL-encode; parameters
 * with nothing to say (no filter, no sort, no search) are left out.
 *
 * @example encodeListQuery({ filter: null, sort: [], page: 1, pageSize: 20, fullTextSearch: null })
 * // { page: '1', pageSize: '20' }
 */
export function encodeListQuery(query: ListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.filter && query.filter.items.length > 0) params.filter = encodeFilter(query.filter);
  if (query.sort.length > 0) params.sort = encodeSort(query.sort);
  params.page = String(query.page);
  params.pageSize = String(query.pageSize);
  if (query.fullTextSearch) params.fullTextSearch = query.fullTextSearch;
  return params;
}
