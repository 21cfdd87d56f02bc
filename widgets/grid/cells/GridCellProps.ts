import type { GridColumn, GridRow } from '../types';

/** What the grid offers a cell beyond its value: the row-level commands the grid was configured with. */
export interface GridCommands {
  /** Opens the edit form (only when the grid is `editable`). */
  edit?: (row: GridRow) => void;
  /** Asks to confirm, then deletes (only when the grid is `deletable`). */
  remove?: (row: GridRow) => void;
  /** Whether this row offers delete (the grid's `deletable.hideWhen`); every row when absent. */
  removable?: (row: GridRow) => boolean;
  /** Writes one value through the set-row call (booleanSwitch in an editable grid). */
  setValue?: (row: GridRow, field: string, value: unknown) => Promise<void>;
  /** Runs a custom button: edit and delete are built in, others come from rowActions.ts. */
  run: (name: string, row: GridRow) => void;
}

export interface GridCellProps {
  value: unknown;
  row: GridRow;
  column: GridColumn;
  rowId: string | null;
  selected: boolean;
  onToggleSelected?: () => void;
  commands: GridCommands;
}

export const noCommands: GridCommands = { run: () => undefined };
