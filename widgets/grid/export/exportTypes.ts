import type { SheetColumn, SheetGroup } from '../../../engine/core/sheet';
import type { GridRow } from '../types';

/** One exported column, as both the worker and the server export call take it. */
export type ExportColumn = SheetColumn;

/** What the worker needs to build the file; titles already translated on the main thread. */
export interface WorkbookInput {
  columns: ExportColumn[];
  rows: GridRow[];
  /** Grouping fields, outermost first; rows must come sorted by them. */
  groups: SheetGroup[];
  sheetName: string;
  labels: { yes: string; no: string };
  /** Rows per sheet including the header (Excel's limit unless a test asks fewer). */
  maxRowsPerSheet?: number;
}

export type WorkerRequest = WorkbookInput;

export type WorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; buffer: ArrayBuffer }
  | { type: 'error'; message: string };

/** Spec 1 §9. */
export const EXPORT_FILE_NAME = 'Export.xlsx';
export const EXPORT_SHEET_NAME = 'Foglio 1';
