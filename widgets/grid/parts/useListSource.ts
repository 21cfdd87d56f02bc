import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { encodeListQuery, PAGE_SIZE_ALL, type ListQuery } from '../../../engine/core/query';
import { useApi, useEngine } from '../../../engine/react/runtime/EngineContext';
import { toSearchParams, type QueryValue } from '../../../engine/react/runtime/toSearchParams';
import type { GridProps, GridRow } from '../types';

/** A list answer (spec 1 §3): items and, for some lists, total (also seen as totalCount). */
export interface ListPage {
  items: GridRow[];
  total: number;
  truncated: boolean;
}

export interface ListSourceState {
  page: ListPage | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

function readPage(body: unknown): ListPage {
  const b = (body ?? {}) as { items?: unknown; total?: unknown; totalCount?: unknown; truncated?: unknown };
  const items = Array.isArray(b.items) ? (b.items as GridRow[]) : [];
  const total =
    typeof b.total === 'number' ? b.total : typeof b.totalCount === 'number' ? b.totalCount : items.length;
  return { items, total, truncated: b.truncated === true };
}

/** The source path with `{product}` as the brand and other `{name}`s from the route parameters. */
export function useResolvedPath(path: string | undefined): string | null {
  const { brand } = useEngine();
  const params = useParams();
  if (!path) return null;
  return path
    .replaceAll('{product}', brand.slug)
    .replace(/\{([A-Za-z_]\w*)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * Reads a list through the main client (busy overlay, error catalogue). `query` null means the
 * whole list once (client mode: page 1 of "all"). With a QueryClientProvider above, answers are
 * cached by TanStack Query under the path and parameters; without one, they are kept here.
 */
export function useListSource(
  source: GridProps['source'],
  query: ListQuery | null,
  enabled: boolean,
): ListSourceState {
  const { main } = useApi();
  const queryClient = useContext(QueryClientContext);
  const path = useResolvedPath(source?.path);
  const params = useMemo(() => {
    const list = query
      ? encodeListQuery(query)
      : encodeListQuery({ filter: null, sort: [], page: 1, pageSize: PAGE_SIZE_ALL, fullTextSearch: null });
    return { ...(source?.params ?? {}), ...list } as Record<string, QueryValue>;
  }, [query, source?.params]);
  const key = path ? `${path}?${toSearchParams(params).toString()}` : null;
  const [state, setState] = useState<{ key: string | null; page: ListPage | null; failed: boolean }>({
    key: null,
    page: null,
    failed: false,
  });
  const [generation, setGeneration] = useState(0);
  const last = useRef<ListPage | null>(null);

  useEffect(() => {
    if (!enabled || !path || !key) return;
    const controller = new AbortController();
    const fetchPage = () =>
      main
        .get(path, { searchParams: toSearchParams(params), signal: controller.signal })
        .json<unknown>()
        .then(readPage);
    const run = queryClient
      ? queryClient.fetchQuery({ queryKey: ['grid', key, generation], queryFn: fetchPage, staleTime: 0 })
      : fetchPage();
    run.then(
      (page) => {
        if (controller.signal.aborted) return;
        last.current = page;
        setState({ key, page, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ key, page: null, failed: true });
      },
    );
    return () => controller.abort();
    // params is folded into key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, key, path, main, queryClient, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const current = state.key === key ? state : null;
  return {
    // While the next page loads the previous one stays on screen, so the grid does not jump.
    page: current?.page ?? last.current,
    loading: enabled && key !== null && (current === null || (current.page === null && !current.failed)),
    failed: current?.failed ?? false,
    reload,
  };
}
