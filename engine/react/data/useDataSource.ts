import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CallContext } from '../runtime/createApiClients';
import { useEngine } from '../runtime/EngineContext';
import type { QueryValue } from '../runtime/toSearchParams';
import { fetchSource, mergeParams, sourceQueryKey, type DataSource } from './sourceQuery';
import { useSourcePath } from './useSourcePath';

export interface DataSourceOptions<T> {
  /** false: no call (the query waits, e.g. for a parent value). */
  enabled?: boolean;
  /** Through the background client: no busy overlay, errors only logged (spec 1 §7, §8). */
  background?: boolean;
  /** The answer as the widget uses it; the raw answer stays cached. */
  select?: (raw: unknown) => T;
  staleTime?: number;
  /**
   * A read whose request is a JSON body (the spec's POST queries): sent with POST and part of the
   * query key, so another body is another cached answer.
   */
  body?: unknown;
  /** No catalogue toast for these failures (CallContext): the widget shows them itself. */
  silent?: CallContext['silent'];
  /** Read again every so many ms while mounted (a background poll); false: no polling. */
  refetchInterval?: number | false;
}

/**
 * A screen's data source as a TanStack query: the path resolved once (`{product}`, route
 * parameters), GET through the main client (busy overlay, error catalogue) or the background one,
 * keyed `['source', path, params]` so every widget reading the same data shares one call and one
 * cache, and a mutation can invalidate it by path (useSourceMutation). A null source is disabled.
 * A failure's `error` is a SourceError (status and body).
 *
 * @example const { data } = useDataSource<Nazione[]>({ path: 'dropdown/nazioni' }, { q }, { select: readItems })
 */
export function useDataSource<T = unknown>(
  source: DataSource | null | undefined,
  params?: Record<string, QueryValue>,
  options: DataSourceOptions<T> = {},
): UseQueryResult<T> {
  const { clients } = useEngine();
  const path = useSourcePath(source?.path);
  const merged = mergeParams(source, params);
  const client = options.background ? clients.background : clients.main;
  return useQuery<unknown, Error, T>({
    queryKey:
      options.body === undefined
        ? sourceQueryKey(path ?? '', merged)
        : [...sourceQueryKey(path ?? '', merged), options.body],
    queryFn: fetchSource(client, path ?? '', merged, options.body, options.silent),
    enabled: path !== null && options.enabled !== false,
    select: options.select,
    staleTime: options.staleTime,
    refetchInterval: options.refetchInterval,
  });
}
