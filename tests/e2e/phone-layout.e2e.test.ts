import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it as base } from 'vitest';
import { day, it_ } from './cruiseTrip';
import { apiLogin, baseUrl, closeBrowser, MOBILE, openWithToken, sharedBrowser } from './engineHelpers';
import { LOCATOR_WAIT_MS } from './waits';

/**
 * Issue 24, defect 11 in Chromium at 1366 and 390 px, measured with getBoundingClientRect: the
 * comparison table keeps its label column in view when it scrolls sideways and says it scrolls; the
 * calendar's days and `›` stay inside its border; the category cards are compact with whole icons.
 */
afterAll(closeBrowser);

const WIDTHS = [
  { name: '1366 px', viewport: { width: 1366, height: 900 }, phone: false },
  { name: '390 px', viewport: MOBILE, phone: true },
];

const it = base.extend<{ page: Page; viewport: { width: number; height: number } }>({
  viewport: WIDTHS[0]!.viewport,
  page: async ({ viewport }, use) => {
    const context = await (await sharedBrowser()).newContext({ baseURL: baseUrl, locale: 'it-IT', viewport });
    context.setDefaultTimeout(LOCATOR_WAIT_MS);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    try {
      await use(page);
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  },
});

const HINT = 'Scorri la tabella in orizzontale per vedere tutti i prodotti';

type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number };
const box = (l: Locator): Promise<Box> =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
  });
const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

/** The quote page: two adults from Italy to France in a month; then "Trova Polizze". */
async function quote(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Preventivatore' }).waitFor();
  await page.getByLabel('Data Inizio Viaggio').fill(it_(day(30)));
  await page.keyboard.press('Tab');
  await page.getByLabel('Data Fine Viaggio').fill(it_(day(37)));
  await page.keyboard.press('Tab');
  await page.getByLabel('Destinazione').selectOption({ label: 'Francia' });
  await page.getByLabel('Età').selectOption({ label: 'Da 18 a 40 anni' });
  await page.getByLabel('Numero Partecipanti').fill('2');
  await page.getByLabel('Area di partenza').selectOption({ label: 'Italia' });
  await page.getByLabel('Importo Viaggio a Persona').fill('1500');
  await page.getByRole('button', { name: 'Trova Polizze' }).click();
  await page.waitForURL('**/carrello/listaProdotti');
  await page.getByRole('article').first().waitFor();
}

describe.each(WIDTHS)('phone layout defects at $name', ({ viewport, phone }) => {
  it.override({ viewport });

  it(
    'the calendar: every day, the last column and › inside its border',
    { timeout: 180_000 },
    async ({ page }) => {
      await openWithToken(page, await apiLogin('agenzia'), '/carrello/preventivatore');
      await page.getByRole('button', { name: 'Apri il calendario' }).first().click();
      const popover = page.locator('.popover');
      await popover.getByRole('grid').waitFor();
      const border = await box(popover);
      const parts = [
        popover.getByRole('button', { name: 'Mese successivo' }),
        popover.getByRole('button', { name: 'Mese precedente' }),
        ...(await popover.getByRole('gridcell').all()),
        ...(await popover.getByRole('columnheader').all()),
      ];
      for (const part of parts) {
        const b = await box(part);
        expect(
          inside(b, border),
          `${await part.textContent()} ${JSON.stringify(b)} in ${JSON.stringify(border)}`,
        ).toBe(true);
      }
      // The popover itself is on screen.
      expect(border.left).toBeGreaterThanOrEqual(0);
      expect(border.right).toBeLessThanOrEqual(viewport.width);
    },
  );

  it('the category cards: compact, icons whole', { timeout: 180_000 }, async ({ page }) => {
    await openWithToken(page, await apiLogin('agenzia'), '/carrello/carrelloCategorie');
    const cards = page.locator('article.category-card');
    await cards.first().waitFor();
    const n = await cards.count();
    expect(n).toBeGreaterThanOrEqual(4);
    const boxes: Box[] = [];
    for (let i = 0; i < n; i++) {
      const card = cards.nth(i);
      const b = await box(card);
      boxes.push(b);
      const img = card.locator('img');
      // The favourites card has no icon.
      if ((await img.count()) === 0) continue;
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
      // The icon is drawn whole: scaled to fit its box (contain), or its box has its own proportions.
      const drawn = await img.evaluate((el: HTMLImageElement) => {
        const fit = getComputedStyle(el).objectFit;
        const r = el.getBoundingClientRect();
        const natural = el.naturalWidth / el.naturalHeight;
        return { fit, same: Math.abs(r.width / r.height - natural) < 0.02 };
      });
      expect(drawn.fit === 'contain' || drawn.fit === 'scale-down' || drawn.same, JSON.stringify(drawn)).toBe(
        true,
      );
      expect(inside(await box(img), b)).toBe(true);
    }
    if (phone) {
      // Several a screen: two a row, each under a quarter of the screen's height.
      for (const b of boxes) expect(b.height).toBeLessThanOrEqual(viewport.height / 4);
      expect(boxes[1]!.top).toBeCloseTo(boxes[0]!.top, 0);
      expect(boxes[1]!.right).toBeLessThanOrEqual(viewport.width);
    }
  });

  it(
    'the comparison: the label column stays, and a hint says the table scrolls',
    { timeout: 180_000 },
    async ({ page }) => {
      await openWithToken(page, await apiLogin('agenzia'), '/carrello/preventivatore');
      await quote(page);
      const panel = page.locator('.comparison-panel');
      const names = (await page.getByRole('article').locator('h2').allTextContents()).map((n) => n.trim());
      for (const name of names.slice(0, 4)) await panel.getByRole('checkbox', { name, exact: true }).check();
      await panel.getByRole('button', { name: 'Confronta (4/4)' }).click();
      const table = panel.locator('table.comparison-matrix');
      await table.waitFor();
      const scroller = table.locator('xpath=..');
      const overflows = await scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      // Four products never fit 390 px.
      if (phone) expect(overflows).toBe(true);
      const hint = panel.getByText(HINT);
      await expect.poll(() => hint.isVisible()).toBe(overflows);
      if (!overflows) return;
      const label = table.locator('tbody th[scope="row"]').first();
      const before = await box(label);
      await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      const after = await box(label);
      // The label column did not move with the products.
      expect(Math.abs(after.left - before.left)).toBeLessThan(1);
      expect(after.left).toBeGreaterThanOrEqual((await box(scroller)).left - 0.5);
      // And it is drawn over the cells that pass under it.
      const top = await label.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + 4, r.top + r.height / 2);
        return hit !== null && (hit === el || el.contains(hit));
      });
      expect(top).toBe(true);
    },
  );
});
