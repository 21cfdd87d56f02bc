import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useEngine } from '../runtime/EngineContext';
import type { QueryValue } from '../runtime/toSearchParams';
import { fetchSource, sourceQueryKey } from './sourceQuery';
import { useSourcePathResolver } from './useSourcePath';

export interface PrefetchOptions {
  /** The JSON body of a read sent with POST (as `useDataSource`'s `body`: part of the key). */
  body?: unknown;
  /** A cached answer younger than this is kept (no call); as the reading widget's `staleTime`. */
  staleTime?: number;
}

/**
 * Asks ahead for what a page about to open will read (issue 30: a product page's calls at the click
 * that opens it, all at once, not each after the code that reads it): the same call and cache entry
 * as `useDataSource` of that path, params and body, so the widget finds the answer there or the call
 * on its way. Through the background client: no busy overlay, and a failure is only logged (the
 * widget's own query asks again and reports it).
 *
 * @example const prefetch = usePrefetchSource(); prefetch(`items/${id}`, {}, { staleTime: 60_000 })
 */
export function usePrefetchSource() {
  const queryClient = useQueryClient();
  const { clients } = useEngine();
  const resolve = useSourcePathResolver();
  return useCallback(
    (source: string, params: Record<string, QueryValue> = {}, options: PrefetchOptions = {}) => {
      const path = resolve(source);
      const key = sourceQueryKey(path, params);
      void queryClient.prefetchQuery({
        queryKey: options.body === undefined ? key : [...key, options.body],
        queryFn: fetchSource(clients.background, path, params, options.body),
        staleTime: options.staleTime,
      });
    },
    [queryClient, clients, resolve],
  );
}
