import type { FilterValueKind } from '../../../engine/core/query';
import type { FilterHeaderType } from '../../../engine/core/registry/cellTypes';
import type { GridColumn, GridRow } from '../types';

/** Column types that show no data value and so neither sort, filter, group nor export. */
const COMMAND_TYPES = new Set(['actions', 'actions_list', 'ck_select']);

export const isCommandColumn = (column: GridColumn) => COMMAND_TYPES.has(column.type ?? 'text');

/**
 * The filter header a column shows, or null: `filterable: true` picks it from the cell type,
 * a string names it (spec 1 §9 header types).
 *
 * @example filterHeaderOf({ field: 'premio', type: 'numeric', filterable: true }) // 'numeric'
 */
export function filterHeaderOf(column: GridColumn): FilterHeaderType | null {
  const f = column.filterable;
  if (!f || isCommandColumn(column)) return null;
  if (typeof f === 'string') return f;
  switch (column.type) {
    case 'boolean':
    case 'booleanSwitch':
      return 'boolean';
    case 'numeric':
    case 'secondsToTime':
      return 'numeric';
    case 'numeric-int':
      return 'numeric-int';
    case 'date':
      return 'daterange';
    case 'datetime':
      return 'datetimerange';
    default:
      return 'string';
  }
}

/** The kind of value the list grammar carries for a column (the server checks it against the field type). */
export function valueKindOf(column: GridColumn): FilterValueKind {
  switch (column.type) {
    case 'boolean':
    case 'booleanSwitch':
      return 'boolean';
    case 'numeric':
    case 'numeric-int':
    case 'secondsToTime':
      return 'number';
    case 'date':
    case 'datetime':
      return 'date';
    default:
      return 'string';
  }
}

/** The field the server sorts by, or null when the column does not sort (`sortBy: false`). */
export function sortFieldOf(column: GridColumn): string | null {
  if (column.sortBy === false || isCommandColumn(column)) return null;
  return typeof column.sortBy === 'string' && column.sortBy !== '' ? column.sortBy : column.field;
}

/** The value at a dotted field (`utente.nome`), undefined when a step is missing. */
export function valueAt(row: GridRow, field: string): unknown {
  let current: unknown = row;
  for (const step of field.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

/** The row's identity for delete, edit and selection: `idField`, else `id`, else `itemID`. */
export function rowIdOf(row: GridRow, idField?: string): string | null {
  const value = idField ? valueAt(row, idField) : (row.id ?? row.itemID);
  return value === undefined || value === null || value === '' ? null : String(value);
}
