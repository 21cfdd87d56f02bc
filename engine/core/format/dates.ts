import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { API_DATE_FORMAT, currentCulture, MAX_DATE, type Culture } from './culture';

dayjs.extend(customParseFormat);

/**
 * Makes the culture's dayjs locale the global one once its data is loaded, so that a widget's own
 * dayjs calls name months and days in it too; dayjs ignores a locale it does not hold yet.
 */
function followCulture(culture: Culture): void {
  if (dayjs.locale() !== culture.dayjsLocale) dayjs.locale(culture.dayjsLocale);
}
followCulture(currentCulture());

export type DateInput = Date | Dayjs | string | number | null | undefined;

function toDayjs(value: DateInput, culture: Culture = currentCulture()): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  followCulture(currentCulture());
  const parsed = dayjs(value).locale(culture.dayjsLocale);
  return parsed.isValid() ? parsed : null;
}

/**
 * A date in the culture's date format; empty for a missing or invalid value, so templates need no
 * guards.
 *
 * @example formatDate('2026-03-05') // '05/03/2026' with a DD/MM/YYYY culture
 */
export function formatDate(value: DateInput, culture: Culture = currentCulture()): string {
  return toDayjs(value, culture)?.format(culture.dateFormat) ?? '';
}

/** @example formatTime('2026-03-05T09:07:00') // '09:07' with an HH:mm culture */
export function formatTime(value: DateInput, culture: Culture = currentCulture()): string {
  return toDayjs(value, culture)?.format(culture.timeFormat) ?? '';
}

/** @example formatDateTime('2026-03-05T09:07:00') // '05/03/2026 09:07' */
export function formatDateTime(value: DateInput, culture: Culture = currentCulture()): string {
  return toDayjs(value, culture)?.format(`${culture.dateFormat} ${culture.timeFormat}`) ?? '';
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
 * A date typed in the culture's date format or one of its other input forms, strictly (31/02 is
 * not a date). Null when the text is not a date.
 *
 * @example parseDate('5/3/2026') // Date of 5 March 2026, local midnight, in a culture accepting D/M/YYYY
 */
export function parseDate(text: string | null | undefined, culture: Culture = currentCulture()): Date | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  for (const format of [culture.dateFormat, ...culture.dateInputFormats]) {
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

/**
 * The first day of `value`'s week, by the culture's first day of the week (not the dayjs locale's).
 *
 * @example startOfWeek('2026-03-05') // Monday 2 March 2026 in a culture whose weeks start on Monday
 */
export function startOfWeek(value: DateInput, culture: Culture = currentCulture()): Date | null {
  const day = toDayjs(value, culture);
  if (!day) return null;
  const back = (day.day() - culture.firstDayOfWeek + 7) % 7;
  return day.subtract(back, 'day').startOf('day').toDate();
}
