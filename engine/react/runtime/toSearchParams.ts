/** A query value: arrays become repeated keys (spec 1 §7), null and undefined are left out. */
export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/**
 * Query parameters as the API expects them: `{ ids: [1, 2] }` → `ids=1&ids=2` (spec 1 §7 "Array
 * parameters are sent as repeated keys"). Pass the result as ky's `searchParams`.
 *
 * @example clients.main.get('dropdown/x', { searchParams: toSearchParams({ ids: [1, 2], q: 'roma' }) })
 */
export function toSearchParams(params: Record<string, QueryValue>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  return search;
}
