import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

/**
 * Issue 24 defect 6: in the policy card of a list row, each detail's label and value drifted apart at
 * ≥ 992 px (separate grid cells, three to a row), and `Commissioni` broke over two lines on a phone.
 * Every label sits beside its value on one line, and every total's label and value keep one line.
 */

afterAll(closeBrowser);

const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

interface Pair {
  label: string;
  sameLine: boolean;
  labelFirst: boolean;
  lines: number;
}

/** Each dt of the open card with where its dd sits. */
async function pairs(page: Page): Promise<Pair[]> {
  const card = page.locator('article.policy-card').first();
  await card.waitFor();
  return card.locator('dt').evaluateAll((dts) =>
    dts.map((dt) => {
      const dd = dt.nextElementSibling as HTMLElement;
      const a = dt.getBoundingClientRect();
      const b = dd.getBoundingClientRect();
      const line = Number.parseFloat(getComputedStyle(dd).lineHeight) || 24;
      const stacked = Math.abs(b.top - a.bottom) < line; // a total: value right under its label
      return {
        label: dt.textContent ?? '',
        sameLine: Math.abs(a.top - b.top) < 4 || stacked,
        labelFirst: b.left > a.left || (stacked && Math.abs(b.left - a.left) < 2),
        lines: Math.max(
          Math.round(a.height / (Number.parseFloat(getComputedStyle(dt).lineHeight) || 20)),
          Math.round(b.height / line),
        ),
      };
    }),
  );
}

describe.for(WIDTHS)('the policy card of a list row at $width px', (viewport) => {
  it('keeps every label with its value, and the totals on one line each', async ({ page }) => {
    await page.setViewportSize(viewport);
    await openWithToken(page, await apiLogin('agenzia'), '/myoverins/tuoiAcquisti');
    await page.getByRole('button', { name: 'Apri dettaglio' }).first().click();
    const shown = await pairs(page);
    expect(shown.map((p) => p.label)).toEqual(
      expect.arrayContaining(['Premio totale', 'Commissioni', 'Da pagare', 'Data inizio', 'Data fine']),
    );
    expect(shown.filter((p) => !p.sameLine || !p.labelFirst).map((p) => p.label)).toEqual([]);
    const totals = shown.filter((p) => ['Premio totale', 'Commissioni', 'Da pagare'].includes(p.label));
    expect(totals.filter((p) => p.lines > 1).map((p) => p.label)).toEqual([]);
  });
});
