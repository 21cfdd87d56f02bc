import type { FilterOp, FilterValue } from '../../../engine/core/query';

/** A date-range header: `from`/`to` as `YYYY-MM-DD` (daterange) or `YYYY-MM-DDTHH:mm` (datetimerange). */
export interface DateRange {
  from: string | null;
  to: string | null;
  fromOp: 'gte' | 'gt';
  toOp: 'lte' | 'lt';
}

/**
 * Sets the start; a start after the end moves the end to it (spec 1 §5).
 *
 * @example setRangeFrom({ from: null, to: '2026-03-01', fromOp: 'gte', toOp: 'lte' }, '2026-03-10')
 * // { from: '2026-03-10', to: '2026-03-10', … }
 */
export function setRangeFrom(range: DateRange, from: string | null): DateRange {
  const to = from !== null && range.to !== null && range.to < from ? from : range.to;
  return { ...range, from, to };
}

/** Sets the end; an end before the start moves the start to it (spec 1 §5). */
export function setRangeTo(range: DateRange, to: string | null): DateRange {
  const from = to !== null && range.from !== null && range.from > to ? to : range.from;
  return { ...range, from, to };
}

/**
 * The lower and upper bounds of a range as grammar conditions (without the field). A date range's
 * start is the start of its day and its end the end of its day (spec 1 §5); a date-time range
 * keeps the minutes given, its end reaching the last second of that minute.
 *
 * @example rangeBounds({ from: '2026-03-01', to: '2026-03-05', fromOp: 'gte', toOp: 'lte' }, 'date')
 * // [{ op: 'gte', value: 2026-03-01T00:00:00 }, { op: 'lte', value: 2026-03-05T23:59:59 }]
 */
export function rangeBounds(
  range: DateRange,
  kind: 'date' | 'datetime',
): Array<{ op: FilterOp; value: FilterValue }> {
  const bounds: Array<{ op: FilterOp; value: FilterValue }> = [];
  const from = momentOf(range.from, kind, 'start');
  const to = momentOf(range.to, kind, 'end');
  if (from) bounds.push({ op: range.fromOp, value: { kind: 'date', value: from } });
  if (to) bounds.push({ op: range.toOp, value: { kind: 'date', value: to } });
  return bounds;
}

function momentOf(text: string | null, kind: 'date' | 'datetime', edge: 'start' | 'end'): string | null {
  if (!text) return null;
  const date = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(text);
  if (!date) return null;
  const day = date[1];
  if (kind === 'date' || !date[2]) return `${day}T${edge === 'start' ? '00:00:00' : '23:59:59'}`;
  return `${day}T${date[2]}:${edge === 'start' ? '00' : '59'}`;
}
