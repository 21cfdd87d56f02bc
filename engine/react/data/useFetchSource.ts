import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useEngine } from '../runtime/EngineContext';
import type { QueryValue } from '../runtime/toSearchParams';
import { fetchSource, sourceQueryKey } from './sourceQuery';

/**
 * A source read now, on demand (a search submitted before its debounced query ran): the same call and
 * cache entry as `useDataSource` of that path and params, fetched at once instead of when a component
 * renders it. Through the main client unless `background`, so the busy overlay and a failure's toast
 * show as for any call the user waits for.
 */
export function useFetchSource() {
  const queryClient = useQueryClient();
  const { clients } = useEngine();
  return useCallback(
    (path: string, params: Record<string, QueryValue>, opts: { background?: boolean } = {}) =>
      queryClient.fetchQuery({
        queryKey: sourceQueryKey(path, params),
        queryFn: fetchSource(opts.background ? clients.background : clients.main, path, params),
      }),
    [queryClient, clients],
  );
}
