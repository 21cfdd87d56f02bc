import {
  columnGroupingFeature,
  columnResizingFeature,
  columnSizingFeature,
  createExpandedRowModel,
  createGroupedRowModel,
  rowExpandingFeature,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnSizingState,
  type ExpandedState,
  type ReactTable,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { rowIdOf, valueAt } from '../model/columns';
import { initialWidthOf, minResizableWidthOf } from '../model/widths';
import type { GridColumn, GridRow } from '../types';
import { DETAIL_COLUMN } from './RowDetail';

/**
 * The table features the grid uses. Filtering, sorting and paging follow the list grammar and
 * are done before the table (server or model/clientRows), so the table only groups the page,
 * expands groups, selects rows and sizes columns.
 */
export const gridFeatures = tableFeatures({
  columnSizingFeature,
  columnResizingFeature,
  columnGroupingFeature,
  groupedRowModel: createGroupedRowModel(),
  rowExpandingFeature,
  expandedRowModel: createExpandedRowModel(),
  rowSelectionFeature,
});

export type GridFeatures = typeof gridFeatures;
export type GridTable = ReactTable<GridFeatures, GridRow>;

export const SELECT_COLUMN: GridColumn = { field: '__select', type: 'ck_select', width: 48 };
export const ACTIONS_COLUMN: GridColumn = { field: '__actions', type: 'actions', title: 'griglia.azioni' };

/**
 * The shown columns: configured ones not hidden, a row-detail toggle, a selection column and an
 * actions column when needed.
 */
export function shownColumns(
  columns: readonly GridColumn[],
  options: { selectable: boolean; rowCommands: boolean; rowDetail?: boolean },
): GridColumn[] {
  const shown = columns.filter((c) => !c.hidden);
  const hasSelect = shown.some((c) => c.type === 'ck_select');
  const hasActions = shown.some((c) => c.type === 'actions' || c.type === 'actions_list');
  return [
    ...(options.rowDetail ? [DETAIL_COLUMN] : []),
    ...(options.selectable && !hasSelect ? [SELECT_COLUMN] : []),
    ...shown,
    ...(options.rowCommands && !hasActions ? [ACTIONS_COLUMN] : []),
  ];
}

export interface GridTableOptions {
  columns: readonly GridColumn[];
  rows: GridRow[];
  groupBy: string[];
  idField?: string;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (
    updater: RowSelectionState | ((old: RowSelectionState) => RowSelectionState),
  ) => void;
}

export function useGridTable(options: GridTableOptions): GridTable {
  const { columns, rows, groupBy, idField, rowSelection, onRowSelectionChange } = options;
  const t = useT();
  const defs = useMemo<ColumnDef<GridFeatures, GridRow>[]>(
    () =>
      columns.map((c) => ({
        id: c.field,
        header: c.title ?? c.field,
        accessorFn: (row: GridRow) => valueAt(row, c.field),
        size: initialWidthOf(c, c.title ? t(c.title) : undefined),
        minSize: minResizableWidthOf(c),
        enableResizing: !c.field.startsWith('__'),
        enableGrouping: !c.field.startsWith('__'),
      })),
    [columns, t],
  );
  const [expanded, setExpanded] = useState<ExpandedState>(true);
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>({});
  // New groups open fully expanded.
  const groupKey = groupBy.join(',');
  useEffect(() => setExpanded(true), [groupKey]);

  return useTable({
    features: gridFeatures,
    columns: defs,
    data: rows,
    getRowId: (row, index) => rowIdOf(row, idField) ?? `riga-${index}`,
    state: { grouping: groupBy, expanded, rowSelection, columnSizing },
    onExpandedChange: setExpanded,
    onRowSelectionChange,
    onColumnSizingChange: setColumnSizing,
    groupedColumnMode: false,
    columnResizeMode: 'onChange',
    enableSubRowSelection: false,
    // Groups stay as the user left them across pages; a new grouping opens fully expanded (above).
    autoResetExpanded: false,
  });
}
