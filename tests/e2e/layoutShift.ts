import type { BrowserContext, Page } from 'playwright-core';

/**
 * Cumulative Layout Shift of a page load as Chromium reports it ('layout-shift' performance entries),
 * with the elements that moved, for the grid's layout tests and `bench/grid-cls`. No vitest import:
 * the benchmark uses it outside the test runner.
 */

export interface ShiftSource {
  /** Tag, role and classes of the element that moved, e.g. `table[grid].table.table-sm`. */
  node: string;
  previous: { x: number; y: number; width: number; height: number };
  current: { x: number; y: number; width: number; height: number };
}

export interface LayoutShift {
  /** Milliseconds since navigation start. */
  at: number;
  value: number;
  sources: ShiftSource[];
}

export interface LayoutShiftReport {
  /** Sum of the shifts not caused by recent input, from navigation until the report. */
  cls: number;
  shifts: LayoutShift[];
  /** Milliseconds from navigation start until the grid first showed data rows and was no longer busy. */
  rowsShownMs: number | null;
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
    __rowsShownAt?: number;
  }
}

/** Runs in the page before any of its scripts: records every shift and when the grid's rows appear. */
function observe(): void {
  const shifts: LayoutShift[] = [];
  window.__layoutShifts = shifts;
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(removed)';
    const role = node.getAttribute('role');
    const classes = [...node.classList].slice(0, 4).map((c) => `.${c}`);
    return `${node.tagName.toLowerCase()}${role ? `[${role}]` : ''}${classes.join('')}`;
  };
  const rect = (r: DOMRectReadOnly) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const e = entry as PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      };
      if (e.hadRecentInput) continue;
      shifts.push({
        at: e.startTime,
        value: e.value,
        sources: (e.sources ?? []).map((s) => ({
          node: describe(s.node),
          previous: rect(s.previousRect),
          current: rect(s.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    if (window.__rowsShownAt !== undefined) return;
    const grid = document.querySelector('[role="grid"]');
    if (grid?.getAttribute('aria-busy') === 'false' && grid.querySelector('tbody tr[aria-rowindex]'))
      window.__rowsShownAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

/** Installs the recorder in every page the context opens (call before the first navigation). */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  // As source text with a no-op `__name`: tsx (the benchmark's loader) wraps named inner functions
  // in a `__name(...)` helper that exists only in Node.
  await context.addInitScript({ content: `var __name = (f) => f; (${observe.toString()})();` });
}

/** Waits until the grid shows rows, then `settleMs` more, and returns what was recorded. */
export async function layoutShiftsUntilRows(
  page: Page,
  { timeoutMs = 15_000, settleMs = 1_000 } = {},
): Promise<LayoutShiftReport> {
  await page.waitForFunction(() => window.__rowsShownAt !== undefined, undefined, { timeout: timeoutMs });
  await page.waitForTimeout(settleMs);
  return page.evaluate(() => {
    const shifts = window.__layoutShifts ?? [];
    return {
      cls: shifts.reduce((sum, s) => sum + s.value, 0),
      shifts,
      rowsShownMs: window.__rowsShownAt ?? null,
    };
  });
}
