import { DEFAULT_PAGE_SIZE, type SortField } from '../../../engine/core/query';
import type { FilterHeaderState } from './filterHeader';
import { cycleSort } from './sortCycle';

/** The state a user changes in a grid; everything a list call depends on. */
export interface GridState {
  sort: SortField[];
  /** Applied filter headers by column field (spec 1 §4: applying makes one active). */
  filters: Record<string, FilterHeaderState>;
  groupBy: string[];
  page: number;
  pageSize: number;
  fullTextSearch: string;
}

export type GridAction =
  | { type: 'sort'; field: string }
  | { type: 'setSort'; field: string; direction: 'asc' | 'desc' }
  | { type: 'applyFilter'; field: string; state: FilterHeaderState }
  | { type: 'removeFilter'; field: string }
  | { type: 'group'; field: string }
  | { type: 'ungroup'; field: string }
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'search'; text: string }
  | { type: 'clear' };

export function initialGridState(pageSize = DEFAULT_PAGE_SIZE): GridState {
  return { sort: [], filters: {}, groupBy: [], page: 1, pageSize, fullTextSearch: '' };
}

/**
 * The grid's transitions (spec 1 §4): sorting cycles per field; a filter, search, grouping or
 * page-size change goes back to page 1; clear resets sort, filter, group and page.
 *
 * @example gridReducer({ ...s, page: 4 }, { type: 'removeFilter', field: 'cognome' }).page // 1
 */
export function gridReducer(state: GridState, action: GridAction): GridState {
  switch (action.type) {
    case 'sort':
      return { ...state, sort: cycleSort(state.sort, action.field) };
    case 'setSort': {
      const others = state.sort.filter((s) => s.field !== action.field);
      const at = state.sort.findIndex((s) => s.field === action.field);
      const next = { field: action.field, direction: action.direction };
      return { ...state, sort: at < 0 ? [...others, next] : state.sort.map((s, i) => (i === at ? next : s)) };
    }
    case 'applyFilter':
      return { ...state, filters: { ...state.filters, [action.field]: action.state }, page: 1 };
    case 'removeFilter': {
      const { [action.field]: _removed, ...filters } = state.filters;
      return { ...state, filters, page: 1 };
    }
    case 'group':
      return state.groupBy.includes(action.field)
        ? state
        : { ...state, groupBy: [...state.groupBy, action.field], page: 1 };
    case 'ungroup':
      return { ...state, groupBy: state.groupBy.filter((f) => f !== action.field), page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, action.page) };
    case 'pageSize':
      return { ...state, pageSize: action.pageSize, page: 1 };
    case 'search':
      return { ...state, fullTextSearch: action.text.trim(), page: 1 };
    case 'clear':
      return { ...state, sort: [], filters: {}, groupBy: [], page: 1, fullTextSearch: '' };
  }
}
