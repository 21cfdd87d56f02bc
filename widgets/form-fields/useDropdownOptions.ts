import type { KyInstance } from 'ky';
import { useEffect, useState } from 'react';

export interface DropdownOption {
  value: string | number;
  text: string;
}

const cache = new Map<string, Promise<DropdownOption[]>>();

/**
 * The options of a `dropdown/*` list, fetched once per path and query with the background client
 * (no busy overlay; a failure only empties the list). `path` null means "nothing to ask yet", as
 * for the cities before a province is chosen.
 */
export function useDropdownOptions(
  client: KyInstance,
  path: string | null,
  searchParams: Record<string, string>,
): { options: DropdownOption[]; loading: boolean } {
  const key = path ? `${path}?${new URLSearchParams(searchParams).toString()}` : null;
  const [state, setState] = useState<{ key: string | null; options: DropdownOption[] }>({
    key: null,
    options: [],
  });

  useEffect(() => {
    if (!key || !path) return;
    let live = true;
    let request = cache.get(key);
    if (!request) {
      request = client
        .get(path, { searchParams })
        .json<{ items?: DropdownOption[] }>()
        .then((body) => body.items ?? [])
        .catch(() => {
          cache.delete(key);
          return [];
        });
      cache.set(key, request);
    }
    void request.then((options) => live && setState({ key, options }));
    return () => {
      live = false;
    };
    // searchParams is folded into key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, path]);

  if (!key) return { options: [], loading: false };
  return { options: state.key === key ? state.options : [], loading: state.key !== key };
}

/** Forgets fetched lists (tests and stories start clean). */
export function clearDropdownCache(): void {
  cache.clear();
}
