import { formatDateCell, formatNumber } from '../cells/format';
import type { GridColumn } from '../types';

/** Spec 1 §9: no column is narrower than 80 px on first display; dragging may go down to 10 px. */
export const MIN_COLUMN_WIDTH = 80;
export const MIN_RESIZABLE_WIDTH = 10;
export const DEFAULT_COLUMN_WIDTH = 160;

/** The table's font size in px (Bootstrap's 1rem; `table-sm` keeps it). */
const FONT_PX = 16;
/**
 * Advance of one character in em, upper bounds over the usual UI fonts (DejaVu Sans, the widest,
 * draws digits at 0.636 em and `/ : . , -` at about 0.34 em; Arial and Segoe UI are narrower).
 */
const WIDE_EM = 0.66;
const NARROW_EM = 0.36;
const NARROW = new Set(['.', ',', ':', ';', '/', '-', '\u2212', ' ', '\u00a0', '\u202f', "'", '|']);
/** Cell padding of `table-sm` (0.25rem each side), the cell border and a little room for rounding. */
const CELL_EXTRA_PX = 14;

/** A date whose every part has two digits (day 28, December, 23:58), so that it is as wide as any. */
const SAMPLE_DATE = '2026-12-28T23:58:00';
/** A negative amount under 100 000 (credits and refunds are negative), with every separator. */
const SAMPLE_NUMBER = -99_999.99;
const SAMPLE_DURATION = '-999:59:59';

/**
 * The widest text a cell of the column shows, from its type and `format`, or null when the column
 * holds free text (its width is the screen file's).
 *
 * @example sampleTextOf({ field: 'd', type: 'datetime' }) // '28/12/2026 23:58'
 */
export function sampleTextOf(column: GridColumn): string | null {
  switch (column.type) {
    case 'date':
      return formatDateCell(SAMPLE_DATE, column.format, false);
    case 'datetime':
      return formatDateCell(SAMPLE_DATE, column.format, true);
    case 'numeric':
      return formatNumber(SAMPLE_NUMBER, column.format, false);
    case 'numeric-int':
      return formatNumber(Math.trunc(SAMPLE_NUMBER), column.format, true);
    case 'secondsToTime':
      return SAMPLE_DURATION;
    default:
      return null;
  }
}

/** A generous estimate of the width in px of a text in the table's font (no canvas in tests or SSR). */
export function textWidthOf(text: string): number {
  let em = 0;
  for (const ch of text) em += NARROW.has(ch) ? NARROW_EM : WIDE_EM;
  return Math.ceil(em * FONT_PX);
}

/**
 * The width in px under which the column's cells would be cut: dates, date-times, amounts and
 * durations have a known shape (`dd/MM/yyyy HH:mm`, `-99.999,99 €`), so they always show whole; 0 for
 * free text.
 *
 * @example contentMinWidthOf({ field: 'd', type: 'date' }) // 109
 */
export function contentMinWidthOf(column: GridColumn): number {
  const sample = sampleTextOf(column);
  return sample ? textWidthOf(sample) + CELL_EXTRA_PX : 0;
}

/** Room beside a header's title: the column menu button, the gap and the sort mark. */
const HEADER_MENU_PX = 44;

/**
 * The width in px a header needs to show its title whole on at most two lines, breaking only
 * between words (issue 24: `Riferiment…`, two identical `Commi…`): the best split of the words in
 * two lines, plus the cell's padding and, when the column has one, the menu button.
 *
 * @example headerMinWidthOf('Riferimento pratica', true) // 'Riferimento' on one line, 'pratica' below
 */
export function headerMinWidthOf(title: string, withMenu: boolean): number {
  const words = title.split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  let best = Infinity;
  for (let i = 1; i <= words.length; i++) {
    const first = textWidthOf(words.slice(0, i).join(' '));
    const second = textWidthOf(words.slice(i).join(' '));
    best = Math.min(best, Math.max(first, second));
  }
  return best + CELL_EXTRA_PX + (withMenu ? HEADER_MENU_PX : 0);
}

/**
 * Initial width in px: a number or `NNpx` as given (`%` and absent use the default), never under
 * 80 px nor under what the column's type and format need, nor under what its header's title needs
 * (`title`: the shown text, when known).
 */
export function initialWidthOf(column: GridColumn, title?: string): number {
  const w = column.width;
  const px =
    typeof w === 'number' ? w : typeof w === 'string' && w.endsWith('px') ? Number.parseInt(w, 10) : NaN;
  return Math.max(
    MIN_COLUMN_WIDTH,
    contentMinWidthOf(column),
    Number.isFinite(px) ? px : DEFAULT_COLUMN_WIDTH,
    title ? headerMinWidthOf(title, !column.field.startsWith('__')) : 0,
  );
}

/** How narrow dragging may make the column: 10 px, or what its dates or numbers need to show whole. */
export function minResizableWidthOf(column: GridColumn): number {
  return Math.max(MIN_RESIZABLE_WIDTH, contentMinWidthOf(column));
}

/** Where a locked column sticks: its distance from the table's left edge, and whether it is the last one. */
export interface LockedPlacement {
  left: number;
  last: boolean;
}

/**
 * The most of the table's visible width locked columns may take: past it (a long name locked on a
 * phone) nothing is locked, since the other columns would have no room to scroll through.
 */
export const MAX_LOCKED_SHARE = 0.6;

/**
 * The sticky placement of the locked columns (`locked: true`) among the shown ones, in order: each
 * sticks right after the locked columns before it, so that they pile up at the left edge while the
 * other columns scroll under them. None when they would take more than MAX_LOCKED_SHARE of the
 * `visibleWidth` (unknown: no limit).
 *
 * @example lockedPlacementsOf([{ id: 'a', size: 40 }, { id: 'n', size: 200, locked: true }], 366)
 * // Map { 'n' => { left: 0, last: true } }
 */
export function lockedPlacementsOf(
  columns: ReadonlyArray<{ id: string; size: number; locked?: boolean }>,
  visibleWidth?: number | null,
): Map<string, LockedPlacement> {
  const placements = new Map<string, LockedPlacement>();
  let left = 0;
  let lastId: string | null = null;
  for (const c of columns) {
    if (!c.locked) continue;
    placements.set(c.id, { left, last: false });
    left += c.size;
    lastId = c.id;
  }
  if (visibleWidth && left > visibleWidth * MAX_LOCKED_SHARE) return new Map();
  if (lastId !== null) placements.set(lastId, { left: placements.get(lastId)!.left, last: true });
  return placements;
}
