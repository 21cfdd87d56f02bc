import { isTruthy, toNumber } from '../cells/format';
import { valueAt } from '../model/columns';
import type { GridRow } from '../types';

export type ExcelCellValue = string | number | Date | null;

/**
 * An API date as the moment Excel should show. Excel has no time zones: exceljs turns a Date into
 * a serial from its UTC fields, so the local (Italian) wall-clock fields go into a UTC Date.
 *
 * @example toExcelDate('2026-03-05T09:30:00') // Date.UTC(2026, 2, 5, 9, 30)
 */
export function toExcelDate(value: unknown): Date | null {
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

/** Text that a spreadsheet could take for a formula (`=`, `+`, `-`, `@` first). */
export const looksLikeFormula = (text: string) => /^[=+\-@]/.test(text);

/**
 * A row's value for one exported column: real dates and numbers for date and numeric columns,
 * Sì/No for booleans, text otherwise (never a formula object).
 */
export function excelValue(
  row: GridRow,
  field: string,
  type: string | undefined,
  labels: { yes: string; no: string },
): ExcelCellValue {
  const raw = valueAt(row, field);
  if (raw === null || raw === undefined || raw === '') return null;
  switch (type) {
    case 'date':
    case 'datetime':
      return toExcelDate(raw);
    case 'numeric':
    case 'numeric-int':
    case 'secondsToTime':
      return toNumber(raw);
    case 'boolean':
    case 'booleanSwitch':
      return isTruthy(raw) ? labels.yes : labels.no;
    default:
      if (typeof raw === 'number') return raw;
      return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  }
}

/** Excel number formats by cell type. */
export function numFmtOf(type: string | undefined): string | undefined {
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
