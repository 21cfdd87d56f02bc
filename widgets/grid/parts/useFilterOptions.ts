import { useMemo } from 'react';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { useDropdownOptions } from '../../form-fields/useDropdownOptions';
import { valueAt } from '../model/columns';
import type { GridColumn, GridRow } from '../types';

export interface FilterOption {
  value: string;
  text: string;
}

/**
 * Choices of a select or multiselect header: the column's `editSource` dropdown when it has one
 * (its editSourceValue/Text name the properties), else the distinct values of the loaded rows, shown
 * through the column's valueLabels.
 */
export function useFilterOptions(
  column: GridColumn,
  rows: readonly GridRow[],
  active: boolean,
): FilterOption[] {
  const t = useT();
  const path = active && column.editSource ? `dropdown/${column.editSource}` : null;
  const { options } = useDropdownOptions(path);
  return useMemo(() => {
    if (column.editSource) {
      const valueKey = column.editSourceValue ?? 'value';
      const textKey = column.editSourceText ?? 'text';
      return options.map((o) => ({
        value: String(o[valueKey] ?? o.value),
        text: String(o[textKey] ?? o.text),
      }));
    }
    const seen = new Set<string>();
    for (const row of rows) {
      const v = valueAt(row, column.field);
      if (v !== null && v !== undefined && v !== '' && typeof v !== 'object') seen.add(String(v));
    }
    const textOf = (v: string) => {
      const label = column.valueLabels?.[v];
      return label ? t(label) : v;
    };
    return [...seen]
      .map((v) => ({ value: v, text: textOf(v) }))
      .sort((a, b) => a.text.localeCompare(b.text, 'it'));
  }, [column, options, rows, t]);
}
