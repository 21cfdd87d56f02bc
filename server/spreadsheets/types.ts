/**
 * A cell as the readers give it: text as written (not trimmed), a number (an Excel date is its serial
 * number), a boolean, or null for a blank cell.
 */
export type Cell = string | number | boolean | null;

/**
 * How much of a spreadsheet a caller accepts. Each upload states its own (the participants' file,
 * a practices import); the readers stop as soon as one is passed and never hold the whole sheet.
 */
export interface SheetLimits {
  /** Rows with content after the header (the first row with content). */
  maxRows: number;
  /** Columns: a value in a later one, a declared dimension or a CSV line wider than this refuses the file. */
  maxColumns: number;
  /** The last row the sheet may reach, blank rows included (declared dimension, row numbers, CSV lines). */
  maxSheetRows: number;
  /** An .xlsx's parts together, uncompressed, as its central directory states and as they inflate. */
  maxUncompressedBytes: number;
  /** Files in an .xlsx (a real one has about a dozen). */
  maxParts: number;
}

/**
 * Keeps only some columns, found by name in the header row: key → accepted names, compared by
 * `headerKey` (without case, accents, spaces or punctuation); the first matching column wins.
 */
export interface ColumnSelection {
  columns: Record<string, readonly string[]>;
}

export interface ReadOptions {
  limits: SheetLimits;
  select?: ColumnSelection;
}

export interface SheetRow {
  /** The row's number in the sheet (1-based), as the user sees it in Excel; the line for a CSV. */
  row: number;
  /** All cells (up to `maxColumns`), or with `select` one per selected key in its order (null if absent). */
  cells: Cell[];
}

export interface SheetContent {
  /** The header row (the first with content) and its cells; row 0 and no cells in a blank sheet. */
  headerRow: number;
  header: Cell[];
  /** With `select`: key → 0-based column of the header where it was found (keys not found are absent). */
  columns: Record<string, number>;
  /** The rows with content after the header. */
  rows: SheetRow[];
}

/** Why a file was not read: each caller words it in Italian for its own upload. */
export type SheetRefusal =
  | { kind: 'unreadable' }
  | { kind: 'protected' }
  /** The .xlsx's parts, uncompressed, pass `maxUncompressedBytes` (stated, or found while inflating). */
  | { kind: 'tooLarge' }
  /** A value, the declared dimension or a CSV line passes `maxColumns`. */
  | { kind: 'tooWide'; columns: number }
  /** The declared dimension, a row number or the CSV lines pass `maxSheetRows`. */
  | { kind: 'tooLong'; rows: number }
  | { kind: 'tooManyRows' }
  /** A CSV quote left open from this line to the end. */
  | { kind: 'csvQuote'; line: number }
  /** The reading ran past its time or memory and was stopped. */
  | { kind: 'tooCostly' }
  /** Too many files waiting to be read: try again shortly. */
  | { kind: 'busy' };

export type SheetResult = { ok: true; sheet: SheetContent } | { ok: false; refusal: SheetRefusal };

/** Thrown inside a reader to stop it at once with a refusal. */
export class SheetRefused extends Error {
  constructor(readonly refusal: SheetRefusal) {
    super(`spreadsheet refused: ${refusal.kind}`);
  }
}

/** A header's name as `ColumnSelection` compares it: "Data di nascita" → "datadinascita". */
export const headerKey = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
