import type { SheetColumn, SheetValue } from './sheetTypes';

/** The export's look (spec 1 §9): grey header with white bold text, light grey group rows. */
export const SHEET_STYLE = {
  headerFill: '7A7A7A',
  headerFont: 'FFFFFF',
  groupFill: 'D9D9D9',
  defaultWidth: 20,
  maxWidth: 255,
  /** A worksheet's row limit, header included. */
  maxRows: 1_048_576,
} as const;

/** A column's width: its export width when it is a usable number, else the default; capped. */
export function columnWidth(c: Pick<SheetColumn, 'exportWidth'>): number {
  const w = c.exportWidth;
  return typeof w === 'number' && Number.isFinite(w) && w > 0
    ? Math.min(w, SHEET_STYLE.maxWidth)
    : SHEET_STYLE.defaultWidth;
}

/** The number format of a cell type, or none (text). */
export function numberFormat(type: string | undefined): string | undefined {
  switch (type) {
    case 'date':
      return 'dd/mm/yyyy';
    case 'datetime':
      return 'dd/mm/yyyy hh:mm';
    case 'numeric':
      return '#,##0.00';
    case 'numeric-int':
      return '0';
    default:
      return undefined;
  }
}

/** Text that a spreadsheet could take for a formula (`=`, `+`, `-`, `@` first). */
export const looksLikeFormula = (text: string): boolean => /^[=+\-@]/.test(text);

const isTruthy = (value: unknown) => value === true || value === 1 || value === 'true' || value === '1';

function toNumber(value: unknown): number | null {
  if (typeof value === 'boolean') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * A date value as the moment the sheet should show. Spreadsheets have no time zones (exceljs turns
 * a Date into a serial from its UTC fields), so the wall-clock fields of an API date
 * ("2026-03-05T09:30:00", Italian time) go into a UTC Date unchanged.
 *
 * @example toSheetDate('2026-03-05T09:30:00') // Date.UTC(2026, 2, 5, 9, 30)
 */
export function toSheetDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/.exec(value);
    if (m) {
      const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
      return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
    }
  }
  const local = new Date(value as string | number);
  if (Number.isNaN(local.getTime())) return null;
  return new Date(
    Date.UTC(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
      local.getSeconds(),
    ),
  );
}

/**
 * A value as its cell holds it: real dates and numbers for date and numeric types, yes/no texts
 * for booleans, text otherwise — never a formula (a string cell stays a string).
 */
export function cellValue(
  raw: unknown,
  type: string | undefined,
  labels: { yes: string; no: string },
): SheetValue {
  if (raw === null || raw === undefined || raw === '') return null;
  switch (type) {
    case 'date':
    case 'datetime':
      return toSheetDate(raw);
    case 'numeric':
    case 'numeric-int':
    case 'secondsToTime':
      return toNumber(raw);
    case 'boolean':
    case 'booleanSwitch':
      return isTruthy(raw) ? labels.yes : labels.no;
    default:
      if (typeof raw === 'number') return raw;
      if (typeof raw === 'boolean') return raw ? labels.yes : labels.no;
      return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  }
}

/** A group row's value: dates as dd/mm/yyyy, booleans as yes/no, the empty text for no value. */
export function groupText(
  value: unknown,
  type: string | undefined,
  labels: { yes: string; no: string; empty: string },
): string {
  if (value === null || value === undefined || value === '') return labels.empty;
  if (type === 'boolean' || type === 'booleanSwitch' || typeof value === 'boolean')
    return isTruthy(value) ? labels.yes : labels.no;
  if ((type === 'date' || type === 'datetime') && typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The name of sheet `n`: the first keeps its name, the next count on ("Foglio 1" → "Foglio 2"). */
export function sheetNameAt(first: string, n: number): string {
  if (n === 1) return first;
  return `${first.replace(/\s*\d+$/, '')} ${n}`;
}
