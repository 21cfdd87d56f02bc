import type { GridRow } from '../types';

/** One exported column, as both the worker and the server export call take it. */
export interface ExportColumn {
  field: string;
  title: string;
  /** Excel column width in characters (exceljs `width`). */
  exportWidth?: number;
  type?: string;
}

/** What the worker needs to build the file; titles already translated on the main thread. */
export interface WorkbookInput {
  columns: ExportColumn[];
  rows: GridRow[];
  /** Grouping fields, outermost first; rows must come sorted by them. */
  groups: Array<{ field: string; title: string; type?: string }>;
  sheetName: string;
  labels: { yes: string; no: string };
  /** Rows per sheet before a new one starts (Excel's limit, less the header). */
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
export const HEADER_FILL = '7A7A7A';
export const GROUP_FILL = 'D9D9D9';
export const EXCEL_MAX_ROWS = 1_048_576;
export const DEFAULT_EXPORT_WIDTH = 20;
