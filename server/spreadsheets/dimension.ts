import { SheetRefused, type SheetLimits } from './types';

/** The 0-based column of Excel letters (`A` → 0, `XFD` → 16383), or -1 for anything else. */
export function columnIndex(letters: string): number {
  if (!/^[A-Za-z]{1,3}$/.test(letters)) return -1;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The last row (1-based) and column (0-based) of a range such as `A1:E10001`, or null if unreadable. */
export function rangeEnd(ref: string): { row: number; column: number } | null {
  const m = /^\$?([A-Za-z]{1,3})\$?([0-9]{1,7})(?::\$?([A-Za-z]{1,3})\$?([0-9]{1,7}))?$/.exec(ref.trim());
  if (!m) return null;
  const column = columnIndex(m[3] ?? m[1]!);
  const row = Number(m[4] ?? m[2]);
  return column < 0 || row < 1 ? null : { row, column };
}

/**
 * Refuses a sheet by the size it declares (an .xlsx's `<dimension ref>`, an .xls's DIMENSIONS
 * record) before any of its rows is read. A reference that cannot be read is let through: the
 * readers' own caps still hold.
 */
export function checkDimension(
  ref: string | undefined,
  limits: Pick<SheetLimits, 'maxColumns' | 'maxSheetRows'>,
): void {
  const end = ref === undefined ? null : rangeEnd(ref);
  if (!end) return;
  if (end.column >= limits.maxColumns) throw new SheetRefused({ kind: 'tooWide', columns: end.column + 1 });
  if (end.row > limits.maxSheetRows) throw new SheetRefused({ kind: 'tooLong', rows: end.row });
}
