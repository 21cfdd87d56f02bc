import type { KyInstance } from 'ky';
import type { CallContext } from '../runtime/createApiClients';
import { toSearchParams, type QueryValue } from '../runtime/toSearchParams';
import { toSourceError } from './sourceError';

import type { DataSource } from '../../../schemas/types/meta/data-source';

export type { DataSource };

/** The first element of every source query key; invalidation by path looks for it. */
export const SOURCE_KEY = 'source';

export type SourceQueryKey = readonly [typeof SOURCE_KEY, string, Record<string, QueryValue>];

export function sourceQueryKey(path: string, params: Record<string, QueryValue>): SourceQueryKey {
  return [SOURCE_KEY, path, params];
}

/** The source's own parameters under the caller's (the caller's win). */
export function mergeParams(
  source: DataSource | null | undefined,
  params: Record<string, QueryValue> | undefined,
): Record<string, QueryValue> {
  return { ...(source?.params ?? {}), ...(params ?? {}) };
}

/**
 * The query function of a source: a GET through the given client (a POST with `body`, for the calls
 * that read with a JSON request, e.g. a priced product list), with TanStack's signal so that a
 * request nobody waits for any more (a superseded page, an unmounted widget) is aborted. Failures
 * become SourceErrors (status and body).
 */
export function fetchSource(
  client: KyInstance,
  path: string,
  params: Record<string, QueryValue>,
  body?: unknown,
  silent?: CallContext['silent'],
) {
  return async ({ signal }: { signal: AbortSignal }): Promise<unknown> => {
    const options = {
      searchParams: toSearchParams(params),
      signal,
      ...(silent === undefined ? {} : { context: { silent } }),
    };
    try {
      return await (body === undefined
        ? client.get(path, options)
        : client.post(path, { ...options, json: body })
      ).json<unknown>();
    } catch (error) {
      throw await toSourceError(error);
    }
  };
}

/** Whether a query key is a source query whose path starts with `prefix`. */
export function isUnderPath(queryKey: readonly unknown[], prefix: string): boolean {
  return queryKey[0] === SOURCE_KEY && typeof queryKey[1] === 'string' && queryKey[1].startsWith(prefix);
}
