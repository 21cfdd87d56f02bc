import dayjs from 'dayjs';
import { compareText } from '../../../engine/core/format';
import {
  PAGE_SIZE_ALL,
  type FilterCondition,
  type FilterGroup,
  type FilterNode,
  type SortField,
} from '../../../engine/core/query';
import type { GridColumn, GridRow } from '../types';
import { valueAt } from './columns';

/**
 * Client-mode processing with the server's semantics (server/lists/compileFilter.ts), so that a
 * grid behaves the same in both modes: text eq/neq ignore case, neq and nco keep empty values, an
 * empty boolean counts as false, comparisons with an empty value are false.
 */
export function matchesFilter(row: GridRow, node: FilterNode): boolean {
  if ('items' in node) return matchesGroup(row, node);
  return matchesCondition(row, node);
}

function matchesGroup(row: GridRow, group: FilterGroup): boolean {
  if (group.items.length === 0) return true;
  return group.logic === 'or'
    ? group.items.some((item) => matchesFilter(row, item))
    : group.items.every((item) => matchesFilter(row, item));
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

function matchesCondition(row: GridRow, c: FilterCondition): boolean {
  const raw = valueAt(row, c.field);
  switch (c.value.kind) {
    case 'string': {
      const text = isEmpty(raw) ? null : String(raw).toLowerCase();
      const wanted = c.value.value.toLowerCase();
      switch (c.op) {
        case 'eq':
          return text === wanted;
        case 'neq':
          return text !== wanted;
        case 'co':
          return text !== null && text.includes(wanted);
        case 'nco':
          return text === null || !text.includes(wanted);
        case 'sw':
          return text !== null && text.startsWith(wanted);
        case 'ew':
          return text !== null && text.endsWith(wanted);
        default:
          return false;
      }
    }
    case 'boolean': {
      const b = raw === true || raw === 'true' || raw === 1;
      return c.op === 'neq' ? b !== c.value.value : b === c.value.value;
    }
    case 'number': {
      const n = isEmpty(raw) ? null : Number(raw);
      return compare(n === null || Number.isNaN(n) ? null : n, Number(c.value.value), c.op);
    }
    case 'date':
      return compare(localMoment(raw), c.value.value, c.op);
  }
}

function compare<T extends number | string>(value: T | null, wanted: T, op: FilterCondition['op']): boolean {
  if (op === 'neq') return value === null || value !== wanted;
  if (value === null) return false;
  switch (op) {
    case 'eq':
      return value === wanted;
    case 'gte':
      return value >= wanted;
    case 'lte':
      return value <= wanted;
    case 'gt':
      return value > wanted;
    case 'lt':
      return value < wanted;
    default:
      return false;
  }
}

/** An API date (ISO, with or without zone) as local `YYYY-MM-DDTHH:mm:ss`, comparable as text. */
export function localMoment(value: unknown): string | null {
  if (isEmpty(value)) return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00:00`;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value)) return value;
  const d = dayjs(value as string | number | Date);
  return d.isValid() ? d.format('YYYY-MM-DDTHH:mm:ss') : null;
}

/** Full-text search in client mode: every word must appear in one of the shown columns' values. */
export function matchesSearch(row: GridRow, columns: readonly GridColumn[], text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = columns
    .map((c) => valueAt(row, c.field))
    .filter((v) => !isEmpty(v) && typeof v !== 'object')
    .map((v) => String(v).toLowerCase())
    .join(' ');
  return words.every((w) => haystack.includes(w));
}

function compareValues(a: unknown, b: unknown): number {
  // Empty values come last in both directions' ascending form, as PostgreSQL's NULLS LAST does for asc.
  if (isEmpty(a)) return isEmpty(b) ? 0 : 1;
  if (isEmpty(b)) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return compareText(String(a), String(b));
}

/** A stable multi-field sort (spec 1 §7 sort order); returns a new array. */
export function sortRows(rows: readonly GridRow[], sort: readonly SortField[]): GridRow[] {
  if (sort.length === 0) return [...rows];
  const indexed = rows.map((row, index) => ({ row, index }));
  indexed.sort((x, y) => {
    for (const s of sort) {
      const c = compareValues(valueAt(x.row, s.field), valueAt(y.row, s.field));
      if (c !== 0) return s.direction === 'desc' ? -c : c;
    }
    return x.index - y.index;
  });
  return indexed.map((x) => x.row);
}

export interface ClientQuery {
  filter: FilterGroup | null;
  sort: readonly SortField[];
  fullTextSearch: string;
  page: number;
  pageSize: number;
}

/** Filtered and sorted rows (what an export takes) plus the page of them that the grid shows. */
export function processClientRows(
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
  query: ClientQuery,
): { all: GridRow[]; page: GridRow[]; total: number } {
  const filter = query.filter;
  const kept = rows.filter(
    (row) => (!filter || matchesFilter(row, filter)) && matchesSearch(row, columns, query.fullTextSearch),
  );
  const all = sortRows(kept, query.sort);
  const page =
    query.pageSize >= PAGE_SIZE_ALL
      ? all
      : all.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  return { all, page, total: all.length };
}
