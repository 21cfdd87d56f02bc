/** One exported column: a grid column flagged for export. */
export interface SheetColumn {
  field: string;
  title: string;
  /** Column width in characters. */
  exportWidth?: number;
  /** The grid's cell type (date, datetime, numeric, numeric-int, boolean, …): picks value and format. */
  type?: string;
  /** Text written for a raw value (the column's translated valueLabels); others are written as they are. */
  values?: Record<string, string>;
}

/** A grouping level, outermost first; the rows arrive sorted by the group fields. */
export interface SheetGroup {
  field: string;
  title: string;
  type?: string;
}

export interface SheetPlanInput {
  columns: SheetColumn[];
  groups: SheetGroup[];
  /** The first sheet's name; the next ones count on from it ("Foglio 1", "Foglio 2"…). */
  sheetName: string;
  /** Texts written into cells: booleans, and a group whose value is empty. */
  labels: { yes: string; no: string; empty: string };
  /** Rows per sheet including the header (the spreadsheet limit unless a test asks fewer). */
  rowsPerSheet?: number;
}

export type SheetValue = string | number | Date | null;

export interface SheetCell {
  value: SheetValue;
  /** Number format of the cell; `@` keeps formula-looking text as text. */
  numFmt?: string;
}

export interface PlannedColumn {
  key: string;
  title: string;
  width: number;
  numFmt?: string;
}

/**
 * What to write next, in order: a new sheet (with its columns and header row), a group row,
 * or a data row.
 */
export type SheetStep =
  | { kind: 'sheet'; name: string; columns: PlannedColumn[] }
  | { kind: 'group'; level: number; text: string }
  | { kind: 'row'; cells: SheetCell[] };
