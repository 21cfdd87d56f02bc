import {
  booleanValue,
  isValidDecimal,
  stringValue,
  type FilterCondition,
  type FilterGroup,
  type FilterNode,
  type FilterValue,
} from '../../../engine/core/query';
import type { GridColumn } from '../types';
import { filterHeaderOf, valueKindOf } from './columns';
import { rangeBounds, type DateRange } from './dateRange';
import { GRAMMAR_OP, type NumericOperator, type SelectOperator, type TextOperator } from './operators';

/** One row of a text or numeric header; `op` null means the user never chose one (the default applies). */
export interface ConditionRow<Op extends string> {
  op: Op | null;
  value: string;
}

/** What a filter header holds while the user edits it, one shape per header type (spec 1 §9). */
export type FilterHeaderState =
  | { type: 'string'; logic: 'and' | 'or'; rows: [ConditionRow<TextOperator>, ConditionRow<TextOperator>] }
  | {
      type: 'numeric' | 'numeric-int';
      logic: 'and' | 'or';
      rows: [ConditionRow<NumericOperator>, ConditionRow<NumericOperator>];
    }
  | { type: 'boolean'; value: boolean | null }
  | { type: 'select'; op: SelectOperator; value: string }
  | { type: 'multiselect'; values: string[] }
  | { type: 'daterange' | 'datetimerange'; range: DateRange };

export const DEFAULT_TEXT_OPERATOR: TextOperator = 'contains';
export const DEFAULT_NUMERIC_OPERATOR: NumericOperator = 'eq';

/** An untouched header of the column's type, or null for a column without filter. */
export function emptyHeaderState(column: GridColumn): FilterHeaderState | null {
  const type = filterHeaderOf(column);
  const blank = { op: null, value: '' };
  switch (type) {
    case null:
      return null;
    case 'string':
      return { type, logic: 'and', rows: [{ ...blank }, { ...blank }] };
    case 'numeric':
    case 'numeric-int':
      return { type, logic: 'and', rows: [{ ...blank }, { ...blank }] };
    case 'boolean':
      return { type, value: null };
    case 'select':
      return { type, op: 'eq', value: '' };
    case 'multiselect':
      return { type, values: [] };
    case 'daterange':
    case 'datetimerange':
      return { type, range: { from: null, to: null, fromOp: 'gte', toOp: 'lte' } };
  }
}

/**
 * A number typed the Italian way (`1.234,5`, `-3`, `1,5`) as the grammar's decimal text, or null.
 * `numeric-int` takes digits only (an optional minus), as the pager does.
 *
 * @example parseItalianNumber('1.234,50', 'numeric') // '1234.50'
 */
export function parseItalianNumber(text: string, type: 'numeric' | 'numeric-int'): string | null {
  const t = text.trim().replace(/\s/g, '');
  if (type === 'numeric-int') return /^-?\d+$/.test(t) ? t : null;
  // Dots are thousands separators only when a comma is present or they group by three.
  const grouped = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(t);
  const normal = grouped ? t.replaceAll('.', '').replace(',', '.') : t.replace(',', '.');
  return isValidDecimal(normal) ? normal : null;
}

/** A value of the column's kind from what the user picked in a select header. */
function typedValue(column: GridColumn, text: string): FilterValue | null {
  switch (valueKindOf(column)) {
    case 'number': {
      const n = parseItalianNumber(text, 'numeric');
      return n === null ? null : { kind: 'number', value: n };
    }
    case 'boolean':
      return text === 'true' || text === 'false' ? booleanValue(text === 'true') : null;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? { kind: 'date', value: `${text}T00:00:00` } : null;
    default:
      return stringValue(text);
  }
}

function combine(items: FilterNode[], logic: 'and' | 'or'): FilterNode | null {
  if (items.length === 0) return null;
  if (items.length === 1) return items[0] ?? null;
  return { logic, items };
}

/**
 * The filter of one column's header as a grammar node, or null when it filters nothing (spec 1 §5):
 * a text row applies if it has a value or an operator, a numeric row needs a valid number (its
 * operator defaults to eq); two rows are joined with the chosen and/or; a multiselect is one
 * contains per value, or'ed; a date range is a lower and an upper bound; a boolean is an equality.
 *
 * @example headerToFilter({ field: 'cognome' }, { type: 'string', logic: 'and',
 *   rows: [{ op: 'startswith', value: 'Ross' }, { op: null, value: '' }] })
 * // { field: 'cognome', op: 'sw', value: { kind: 'string', value: 'Ross' } }
 */
export function headerToFilter(column: GridColumn, state: FilterHeaderState): FilterNode | null {
  const field = column.field;
  switch (state.type) {
    case 'string': {
      const items = state.rows
        .filter((r) => r.value !== '' || r.op !== null)
        .map((r): FilterCondition => ({
          field,
          op: GRAMMAR_OP[r.op ?? DEFAULT_TEXT_OPERATOR],
          value: stringValue(r.value),
        }));
      return combine(items, state.logic);
    }
    case 'numeric':
    case 'numeric-int': {
      const items: FilterCondition[] = [];
      for (const r of state.rows) {
        const n = parseItalianNumber(r.value, state.type);
        if (n !== null)
          items.push({
            field,
            op: GRAMMAR_OP[r.op ?? DEFAULT_NUMERIC_OPERATOR],
            value: { kind: 'number', value: n },
          });
      }
      return combine(items, state.logic);
    }
    case 'boolean':
      return state.value === null ? null : { field, op: 'eq', value: booleanValue(state.value) };
    case 'select': {
      if (state.value === '') return null;
      const value = typedValue(column, state.value);
      return value ? { field, op: state.op, value } : null;
    }
    case 'multiselect':
      return combine(
        state.values.map((v): FilterCondition => ({ field, op: 'co', value: stringValue(v) })),
        'or',
      );
    case 'daterange':
    case 'datetimerange':
      return combine(
        rangeBounds(state.range, state.type === 'daterange' ? 'date' : 'datetime').map((b) => ({
          field,
          ...b,
        })),
        'and',
      );
  }
}

/**
 * The grid's filter: every active column header, and'ed, as the top group of the grammar; null
 * when nothing filters.
 *
 * @example buildFilter(columns, { premio: { type: 'boolean', value: true } })
 */
export function buildFilter(
  columns: readonly GridColumn[],
  active: Readonly<Record<string, FilterHeaderState>>,
): FilterGroup | null {
  const items: FilterNode[] = [];
  for (const column of columns) {
    const state = active[column.field];
    if (!state) continue;
    const node = headerToFilter(column, state);
    if (node) items.push(node);
  }
  return items.length > 0 ? { logic: 'and', items } : null;
}

/**
 * The headers the grid's `initialFilters` start with: a multiselect column holds the given values, a
 * select column the first; other columns (and unknown fields) are left untouched. Undefined when none.
 *
 * @example initialFilterStates([{ field: 'stato', filterable: 'multiselect' }], { stato: ['inAttesa'] })
 * // { stato: { type: 'multiselect', values: ['inAttesa'] } }
 */
export function initialFilterStates(
  columns: readonly GridColumn[],
  initial: Record<string, string[]> | undefined,
): Record<string, FilterHeaderState> | undefined {
  if (!initial) return undefined;
  const states: Record<string, FilterHeaderState> = {};
  for (const column of columns) {
    const values = initial[column.field];
    const empty = values?.length ? emptyHeaderState(column) : null;
    if (empty?.type === 'multiselect') states[column.field] = { ...empty, values: [...values!] };
    else if (empty?.type === 'select') states[column.field] = { ...empty, value: values![0]! };
  }
  return Object.keys(states).length ? states : undefined;
}
