import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { encodeListQuery, PAGE_SIZE_ALL, type ListQuery } from '../../core/query';
import { useEngine } from '../runtime/EngineContext';
import { fetchSource, mergeParams, sourceQueryKey, type DataSource } from './sourceQuery';
import { useSourcePath } from './useSourcePath';

/** A list answer (spec 1 §3): items and, for some lists, total (also seen as totalCount). */
export interface ListPage<Row = Record<string, unknown>> {
  items: Row[];
  total: number;
  /** The server stopped at its row limit (the grid offers the export). */
  truncated: boolean;
  /** `total` is the server's estimate (a very long list): the pager says "circa". */
  estimated: boolean;
}

export interface ListQueryState<Row = Record<string, unknown>> {
  /** The page on screen: while the next one loads, the previous one (so the grid does not jump). */
  page: ListPage<Row> | null;
  /** The page asked for is not on screen yet (first load, next page, reload). */
  loading: boolean;
  failed: boolean;
  reload(): void;
}

const WHOLE_LIST: ListQuery = { filter: null, sort: [], page: 1, pageSize: PAGE_SIZE_ALL, fullTextSearch: null };

/** Reads any list answer shape into a page; a missing total is the number of items. */
export function readListPage<Row = Record<string, unknown>>(body: unknown): ListPage<Row> {
  const b = (body ?? {}) as {
    items?: unknown;
    total?: unknown;
    totalCount?: unknown;
    truncated?: unknown;
    totalEstimated?: unknown;
  };
  const items: Row[] = Array.isArray(b.items) ? (b.items as Row[]) : [];
  const total =
    typeof b.total === 'number' ? b.total : typeof b.totalCount === 'number' ? b.totalCount : items.length;
  return { items, total, truncated: b.truncated === true, estimated: b.totalEstimated === true };
}

/**
 * A list source read page by page in the list grammar (spec 1 §3, engine/core/query) through the main
 * client. `listQuery` null asks for the whole list once (a client-mode grid). The previous page stays
 * while the next loads (keepPreviousData) and a superseded request is aborted.
 *
 * @example const { page, loading } = useListQuery(props.source, { filter, sort, page: 2, pageSize: 40, fullTextSearch: null })
 */
export function useListQuery<Row = Record<string, unknown>>(
  source: DataSource | null | undefined,
  listQuery: ListQuery | null,
  options: { enabled?: boolean } = {},
): ListQueryState<Row> {
  const { clients } = useEngine();
  const path = useSourcePath(source?.path);
  const params = useMemo(
    () => mergeParams(source, encodeListQuery(listQuery ?? WHOLE_LIST)),
    [source, listQuery],
  );
  const enabled = path !== null && options.enabled !== false;
  const query = useQuery({
    queryKey: sourceQueryKey(path ?? '', params),
    queryFn: fetchSource(clients.main, path ?? '', params),
    enabled,
    select: readListPage<Row>,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    page: query.data ?? null,
    // A placeholder page is the previous one: the grid stays busy until the asked page is shown.
    loading: enabled && (query.isPending || query.isPlaceholderData || query.isFetching),
    failed: enabled && query.isError,
    reload,
  };
}
