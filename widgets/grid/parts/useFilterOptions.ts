import { useMemo } from 'react';
import { useApi } from '../../../engine/react/runtime/EngineContext';
import { useDropdownOptions } from '../../form-fields/useDropdownOptions';
import { valueAt } from '../model/columns';
import type { GridColumn, GridRow } from '../types';

export interface FilterOption {
  value: string;
  text: string;
}

/**
 * Choices of a select or multiselect header: the column's `editSource` dropdown when it has one
 * (its editSourceValue/Text name the properties), else the distinct values of the loaded rows.
 */
export function useFilterOptions(
  column: GridColumn,
  rows: readonly GridRow[],
  active: boolean,
): FilterOption[] {
  const { background } = useApi();
  const path = active && column.editSource ? `dropdown/${column.editSource}` : null;
  const { options } = useDropdownOptions(background, path, {});
  return useMemo(() => {
    if (column.editSource) {
      const valueKey = column.editSourceValue ?? 'value';
      const textKey = column.editSourceText ?? 'text';
      return options.map((o) => {
        const item = o as unknown as Record<string, unknown>;
        return { value: String(item[valueKey] ?? o.value), text: String(item[textKey] ?? o.text) };
      });
    }
    const seen = new Set<string>();
    for (const row of rows) {
      const v = valueAt(row, column.field);
      if (v !== null && v !== undefined && v !== '' && typeof v !== 'object') seen.add(String(v));
    }
    return [...seen].sort((a, b) => a.localeCompare(b, 'it')).map((v) => ({ value: v, text: v }));
  }, [column, options, rows]);
}
