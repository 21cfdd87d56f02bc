import type { SortField } from '../../../engine/core/query';

/**
 * The sort after a click on a column (spec 1 §4): unsorted → ascending → descending → removed,
 * per field; other fields keep their place and direction.
 *
 * @example cycleSort([{ field: 'premio', direction: 'asc' }], 'premio') // [{ field: 'premio', direction: 'desc' }]
 */
export function cycleSort(sort: readonly SortField[], field: string): SortField[] {
  const current = sort.find((s) => s.field === field);
  if (!current) return [...sort, { field, direction: 'asc' }];
  if (current.direction === 'asc')
    return sort.map((s) => (s.field === field ? { field, direction: 'desc' } : s));
  return sort.filter((s) => s.field !== field);
}

/**
 * The sort the list is asked for: grouped fields first (ascending unless the user sorted them),
 * so each group's rows come together, then the user's own order.
 *
 * @example effectiveSort([{ field: 'premio', direction: 'desc' }], ['prodotto'])
 * // [{ field: 'prodotto', direction: 'asc' }, { field: 'premio', direction: 'desc' }]
 */
export function effectiveSort(sort: readonly SortField[], groupBy: readonly string[]): SortField[] {
  const groups = groupBy.map(
    (field): SortField => sort.find((s) => s.field === field) ?? { field, direction: 'asc' },
  );
  return [...groups, ...sort.filter((s) => !groupBy.includes(s.field))];
}

/** aria-sort of a header. */
export function ariaSortOf(
  sort: readonly SortField[],
  field: string | null,
): 'ascending' | 'descending' | 'none' | undefined {
  if (field === null) return undefined;
  const s = sort.find((x) => x.field === field);
  return s ? (s.direction === 'asc' ? 'ascending' : 'descending') : 'none';
}
