import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { CallContext } from '../runtime/createApiClients';
import { useEngine } from '../runtime/EngineContext';
import { toSearchParams, type QueryValue } from '../runtime/toSearchParams';
import { toSourceError } from './sourceError';
import { isUnderPath } from './sourceQuery';
import { useSourcePathResolver } from './useSourcePath';

export interface SourceMutationSpec<TVars, TResult = unknown> {
  /** `get` for a command sent as a query (a mail link's token): the variables are its parameters. */
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The API path (placeholders as in sources), or built from the variables (`users/${v.id}`). */
  path: string | ((vars: TVars) => string);
  /**
   * What the change makes stale: a path (every source query whose resolved path starts with it) or
   * an exact query key. Refetched before the mutation resolves, so the screen shows the change.
   */
  invalidates?: Array<string | readonly unknown[]>;
  /** Through the background client (no busy overlay, errors only logged). */
  background?: boolean;
  /** The body: JSON, or FormData sent as multipart; by default the variables as JSON (none for delete). */
  body?: (vars: TVars) => unknown;
  /** How the answer is read; by default its JSON (undefined when empty). A download reads a Blob. */
  read?: (response: Response, vars: TVars) => Promise<TResult>;
  /** Per-call opt-out of the catalogue's toasts (CallContext), for a form showing 400s by field. */
  silent?: CallContext['silent'];
  /** Lets the caller cancel one call (a long download the user stops); an aborted call rejects with an AbortError. */
  signal?: (vars: TVars) => AbortSignal | undefined;
  /** The client's timeout for this call, or false for none (a long download read as it streams). */
  timeout?: number | false;
  /** Request headers of this call (an Idempotency-Key that a retry must repeat). */
  headers?: (vars: TVars) => Record<string, string>;
}

/**
 * A write to the API as a TanStack mutation, through the main client (busy overlay, error
 * catalogue) unless `background`; on success the given paths or keys are invalidated, so a list
 * shows a deleted row gone without the widget reloading it by hand. A failure is a SourceError.
 *
 * @example const remove = useSourceMutation<{ id: string }>({ method: 'delete', path: (v) => `utenti/${v.id}`, invalidates: ['utenti'] })
 */
export function useSourceMutation<TVars = void, TResult = unknown>(
  spec: SourceMutationSpec<TVars, TResult>,
): UseMutationResult<TResult, Error, TVars> {
  const { clients } = useEngine();
  const resolve = useSourcePathResolver();
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TVars>({
    mutationFn: async (vars) => {
      const path = resolve(typeof spec.path === 'function' ? spec.path(vars) : spec.path);
      const client = spec.background ? clients.background : clients.main;
      const body = spec.body ? spec.body(vars) : spec.method === 'delete' ? undefined : vars;
      const sent =
        body === undefined
          ? {}
          : spec.method === 'get'
            ? { searchParams: toSearchParams(body as Record<string, QueryValue>) }
            : body instanceof FormData
              ? { body }
              : { json: body };
      try {
        const signal = spec.signal?.(vars);
        const response = await client(path, {
          method: spec.method,
          ...sent,
          ...(signal ? { signal } : {}),
          ...(spec.headers ? { headers: spec.headers(vars) } : {}),
          ...(spec.timeout === undefined ? {} : { timeout: spec.timeout }),
          ...(spec.silent === undefined ? {} : { context: { silent: spec.silent } }),
        });
        if (spec.read) return await spec.read(response, vars);
        const text = await response.text();
        return (text ? JSON.parse(text) : undefined) as TResult;
      } catch (error) {
        throw await toSourceError(error);
      }
    },
    onSuccess: async () => {
      await Promise.all(
        (spec.invalidates ?? []).map((target) =>
          typeof target === 'string'
            ? queryClient.invalidateQueries({ predicate: (q) => isUnderPath(q.queryKey, resolve(target)) })
            : queryClient.invalidateQueries({ queryKey: target }),
        ),
      );
    },
  });
}
