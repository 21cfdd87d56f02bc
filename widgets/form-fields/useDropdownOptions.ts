import { useDataSource } from '../../engine/react/data';

export interface DropdownOption {
  value: string | number;
  text: string;
  /** A list may carry more properties (a grid filter names its value and text ones). */
  [property: string]: unknown;
}

const NO_OPTIONS: DropdownOption[] = [];

const itemsOf = (raw: unknown): DropdownOption[] => {
  const items = (raw as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as DropdownOption[]) : NO_OPTIONS;
};

/**
 * The options of a `dropdown/*` list (placeholders as in every source), read once per path and
 * query through the engine's cache with the background client: no busy overlay, and a failure
 * only empties the list (spec 1 §8). `path` null means "nothing to ask yet", as for the cities
 * before a province is chosen.
 */
export function useDropdownOptions(
  path: string | null,
  searchParams: Record<string, string> = {},
): { options: DropdownOption[]; loading: boolean } {
  const query = useDataSource(path ? { path } : null, searchParams, {
    background: true,
    select: itemsOf,
    // A dropdown list does not change while the user works: ask once per session.
    staleTime: Infinity,
  });
  return { options: query.data ?? NO_OPTIONS, loading: path !== null && query.isPending };
}
