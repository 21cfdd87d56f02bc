import { FIELD_PATTERN, MAX_FIELD_LENGTH, MAX_NUMBER_LENGTH, type FilterValue } from './types';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

/** A field name the grammar can carry (letters, digits, `_` and `.`, not starting with a digit). */
export function isValidField(field: string): boolean {
  return field.length > 0 && field.length <= MAX_FIELD_LENGTH && FIELD_PATTERN.test(field);
}

/** Decimal text with '.' as the tree keeps numbers: `-12`, `1.5`. */
export function isValidDecimal(text: string): boolean {
  return text.length <= MAX_NUMBER_LENGTH && DECIMAL.test(text);
}

/** A real calendar moment written `yyyy-MM-ddTHH:mm:ss`, year 0001 to 9999. */
export function isValidDateTime(text: string): boolean {
  const m = DATE_TIME.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  if (hour > 23 || minute > 59 || second > 59) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** @example stringValue('Rossi') // { kind: 'string', value: 'Rossi' } */
export function stringValue(value: string): FilterValue {
  return { kind: 'string', value };
}

/** @example booleanValue(true) // { kind: 'boolean', value: true } */
export function booleanValue(value: boolean): FilterValue {
  return { kind: 'boolean', value };
}

/**
 * A JS number as exact decimal text, never in exponent form; null for NaN, infinities and
 * magnitudes past MAX_NUMBER_LENGTH digits (1e-300 is no amount anyone filters by).
 *
 * @example numberValue(1.5) // { kind: 'number', value: '1.5' }
 */
export function numberValue(value: number): FilterValue | null {
  if (!Number.isFinite(value)) return null;
  const text = decimalText(value);
  return isValidDecimal(text) ? { kind: 'number', value: text } : null;
}

/** The shortest text that reads back as `n`, with the exponent of String(n) spelled out. */
function decimalText(n: number): string {
  const plain = String(n);
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(plain);
  if (!m) return plain;
  const [, sign, int = '', frac = '', exp = '0'] = m;
  const digits = int + frac;
  const point = int.length + Number(exp);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A moment as the grammar writes it, from the local (Italian) clock of the caller.
 *
 * @example dateValue(new Date(2026, 2, 5, 23, 59, 59)) // { kind: 'date', value: '2026-03-05T23:59:59' }
 */
export function dateValue(date: Date): FilterValue | null {
  if (Number.isNaN(date.getTime())) return null;
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const text =
    `${p(date.getFullYear(), 4)}-${p(date.getMonth() + 1)}-${p(date.getDate())}` +
    `T${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`;
  return isValidDateTime(text) ? { kind: 'date', value: text } : null;
}
