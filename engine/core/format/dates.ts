import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/it';
import {
  API_DATE_FORMAT,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DAYJS_LOCALE,
  MAX_DATE,
  TIME_FORMAT,
} from './culture';

dayjs.extend(customParseFormat);
// Global, so that a widget's own dayjs calls speak Italian too once any date has been formatted.
dayjs.locale(DAYJS_LOCALE);

export type DateInput = Date | Dayjs | string | number | null | undefined;

function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value).locale(DAYJS_LOCALE);
  return parsed.isValid() ? parsed : null;
}

/**
 * A date as Italians read it; empty for a missing or invalid value, so templates need no guards.
 *
 * @example formatDate('2026-03-05') // '05/03/2026'
 */
export function formatDate(value: DateInput): string {
  return toDayjs(value)?.format(DATE_FORMAT) ?? '';
}

/** @example formatTime('2026-03-05T09:07:00') // '09:07' */
export function formatTime(value: DateInput): string {
  return toDayjs(value)?.format(TIME_FORMAT) ?? '';
}

/** @example formatDateTime('2026-03-05T09:07:00') // '05/03/2026 09:07' */
export function formatDateTime(value: DateInput): string {
  return toDayjs(value)?.format(DATE_TIME_FORMAT) ?? '';
}

/**
 * The date part the API expects (spec 1 §5: dates are sent as YYYY-MM-DD); null when there is none.
 *
 * @example toApiDate(new Date(2026, 2, 5)) // '2026-03-05'
 */
export function toApiDate(value: DateInput): string | null {
  return toDayjs(value)?.format(API_DATE_FORMAT) ?? null;
}

/**
 * A date typed in Italian form, strictly (31/02 is not a date); one-digit day and month are
 * accepted, and the eight digits alone (DDMMYYYY: no slashes to type on a numeric keypad or
 * phone keyboard). Null when the text is not a date.
 *
 * @example parseItDate('5/3/2026') // Date of 5 March 2026, local midnight
 * @example parseItDate('05032026') // the same
 */
export function parseItDate(text: string | null | undefined): Date | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  for (const format of [DATE_FORMAT, 'D/M/YYYY', 'DDMMYYYY']) {
    const parsed = dayjs(trimmed, format, true);
    if (parsed.isValid()) return parsed.toDate();
  }
  return null;
}

/**
 * Keeps a date within [min, max] by calendar day, max defaulting to 31/12/2099, so a picker or a
 * typed year 3000 can never send a date the server rejects. Time of day is kept when in range.
 *
 * @example clampDate(new Date(3000, 0, 1)) // 31/12/2099
 */
export function clampDate(
  value: Date,
  { min, max = MAX_DATE }: { min?: DateInput; max?: DateInput } = {},
): Date {
  const date = dayjs(value);
  const upper = toDayjs(max);
  const lower = toDayjs(min);
  if (upper && date.isAfter(upper, 'day')) return upper.startOf('day').toDate();
  if (lower && date.isBefore(lower, 'day')) return lower.startOf('day').toDate();
  return value;
}

/**
 * The first 10 characters of an API date-time: the calendar date alone (spec 1 §9).
 *
 * @example datePart('2026-03-05T00:00:00') // '2026-03-05'
 */
export function datePart(value: string | null | undefined): string {
  return (value ?? '').slice(0, 10);
}

/** @example startOfWeek('2026-03-05') // Monday 2 March 2026 */
export function startOfWeek(value: DateInput): Date | null {
  return toDayjs(value)?.startOf('week').toDate() ?? null;
}
