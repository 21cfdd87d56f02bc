import { PAGE_SIZE_ALL } from '../../../engine/core/query';

/** Number of pages for a total; an empty list still has one (empty) page. */
export function pageCountOf(total: number, pageSize: number): number {
  if (pageSize >= PAGE_SIZE_ALL || total <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** What the page input keeps of a keystroke's text: digits only (spec 1 §5). */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/**
 * The page to go to for the typed text, or null to ignore it: empty text is no page; the page is
 * kept between 1 and the number of pages (spec 1 §5).
 *
 * @example pageFromInput('12', 5) // 5
 */
export function pageFromInput(text: string, pageCount: number): number | null {
  const digits = digitsOnly(text);
  if (digits === '') return null;
  const n = Number.parseInt(digits, 10);
  return Math.min(Math.max(1, n), Math.max(1, pageCount));
}

/**
 * The page buttons around the current page: `count` consecutive numbers (3 on mobile, 10 on
 * desktop as the list helper's default), shifted to stay within 1…pageCount.
 *
 * @example pageWindow(7, 20, 3) // [6, 7, 8]
 */
export function pageWindow(page: number, pageCount: number, count: number): number[] {
  const size = Math.min(count, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** "1 - 20 di 135 elementi": first and last item on the page (0 - 0 for an empty list). */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = pageSize >= PAGE_SIZE_ALL ? 1 : (page - 1) * pageSize + 1;
  const to = pageSize >= PAGE_SIZE_ALL ? total : Math.min(total, page * pageSize);
  return { from, to };
}
