import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

/**
 * Issue 24 defect 10: grid headers were cut at 1366 px (`Detta…`, `Riferiment…`, `Inizio v…`, two
 * identical `Commi…` in the commissions report). Every header title shows whole (it may wrap to two
 * lines, never inside a word), and no two headers of a grid read the same.
 */

afterAll(closeBrowser);

const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

const SCREENS: Array<[user: string, path: string]> = [
  ['agenzia', '/myoverins/tuoiAcquisti'],
  ['admin', '/admin/reportCommissioni'],
  ['admin', '/myoverins/acquistiPolizze'],
  ['admin', '/admin/richiesteModifica'],
];

interface Title {
  text: string;
  cut: boolean;
  lines: number;
}

/** Each header's title: its text, whether its box cuts it, and on how many lines it runs. */
async function titles(page: Page): Promise<Title[]> {
  const grid = page.getByRole('grid');
  await grid.getByRole('columnheader').first().waitFor();
  return grid.locator('th .fw-semibold').evaluateAll((els) =>
    els.map((el) => {
      const style = getComputedStyle(el);
      const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
      return {
        text: (el.textContent ?? '').replace(/[▲▼]/g, '').trim(),
        cut: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
        lines: Math.round(el.getBoundingClientRect().height / line),
      };
    }),
  );
}

describe.for(WIDTHS)('grid headers at $width px', (viewport) => {
  it.for(SCREENS)(
    '%s %s: every title whole, on at most two lines, none repeated',
    async ([user, path], { page }) => {
      await page.setViewportSize(viewport);
      await openWithToken(page, await apiLogin(user), path);
      const shown = await titles(page);
      expect(shown.length).toBeGreaterThan(3);
      expect(shown.filter((t) => t.cut).map((t) => t.text)).toEqual([]);
      expect(shown.filter((t) => t.lines > 2).map((t) => t.text)).toEqual([]);
      const texts = shown.map((t) => t.text);
      expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
    },
  );
});
