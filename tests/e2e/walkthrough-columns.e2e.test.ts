import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { expectAxeClean } from './axe';
import { apiLogin, closeBrowser, it, MOBILE, openWithToken } from './engineHelpers';
import { readResolvedScreens } from '../../engine/react/vite/readScreenFiles';

/**
 * Issue 14, defect 6 as a new user meets it in Chromium: the My-area grids use the window's width on a
 * 1366 px screen, key columns (the policy number) and dates show whole, and the policy number stays at
 * the left edge while the table scrolls sideways on a phone.
 */

afterAll(closeBrowser);

/** Lists load from a shared, slow server: wait as long as an action's timeout. */
const WAIT = { timeout: 15_000 };
/** The widest Bootstrap `container-lg` (xl, ≥ 1200 px) the My area used to live in. */
const OLD_CONTAINER = 1140;

const labels = JSON.parse(readFileSync('schemas/catalogues/labels/it-IT.json', 'utf8')) as Record<
  string,
  string
>;

interface Column {
  field: string;
  title?: string;
  type?: string;
  hidden?: boolean;
  locked?: boolean;
}
interface ScreenFile {
  parent?: string;
  path: string;
  body?: unknown;
}

/** The first grid's columns in a screen body (a grid, or a grid panel's `grid`). */
function gridColumns(node: unknown): Column[] | null {
  if (Array.isArray(node)) return node.map(gridColumns).find(Boolean) ?? null;
  if (!node || typeof node !== 'object') return null;
  const o = node as Record<string, unknown>;
  if (Array.isArray(o.columns) && o.columns.every((c) => typeof (c as Column).field === 'string'))
    return o.columns as Column[];
  return gridColumns(Object.values(o));
}

const PARENTS: Record<string, string> = { my: '/myoverins', amministrazione: '/admin' };
/** Who may open each screen (the demo user with data there); admin in the admin area, agenzia otherwise. */
const USER_OF: Record<string, string> = {
  '/admin/reportCommissioni': 'admin',
  '/admin/accediCome': 'admin',
  '/admin/postaInUscita': 'admin',
  '/myoverins/commercialeDistributori': 'commerciale',
  '/myoverins/estrattiContoNetwork': 'network',
  '/myoverins/acquistiNetwork': 'network',
  '/myoverins/acquistiPolizze': 'fornitore',
  '/admin/richiesteModifica': 'admin',
  '/myoverins/richiesteModifica': 'fornitore',
};
/** Column types whose text has a known shape the grid sizes for. */
const SHAPED = new Set(['date', 'datetime', 'numeric', 'numeric-int']);

/** Every My-area and admin screen with a grid: its route, user and columns. */
const GRID_SCREENS = ['admin', 'my'].flatMap((area) =>
  readResolvedScreens(process.cwd())
    .filter(({ file }) => file.startsWith(`screens/${area}/`))
    .flatMap(({ file, screen: resolved }) => {
      const f = path.basename(file);
      const screen = resolved as unknown as ScreenFile;
      const columns = gridColumns(screen.body);
      if (!columns) return [];
      const route = `${PARENTS[screen.parent ?? ''] ?? ''}/${screen.path}`;
      return [
        {
          file: f,
          route,
          user: USER_OF[route] ?? (area === 'admin' ? 'admin' : 'agenzia'),
          columns: columns.filter((c) => !c.hidden),
        },
      ];
    }),
);

const grid = (page: Page) => page.getByRole('grid');
const dataRows = (page: Page) => grid(page).locator('tbody tr[aria-rowindex]');

async function openPurchases(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await openWithToken(page, await apiLogin('agenzia'), '/myoverins/tuoiAcquisti');
  await expect.poll(() => dataRows(page).count(), WAIT).toBeGreaterThan(1);
  await expect.poll(() => grid(page).getAttribute('aria-busy'), WAIT).toBe('false');
}

/** The body cells of a column, by the position of its header. */
async function columnCells(page: Page, title: string): Promise<Locator> {
  const headers = (await grid(page).getByRole('columnheader').allTextContents()).map((h) =>
    h.replace(/[▲▼]/g, '').trim(),
  );
  const index = headers.findIndex((h) => h.startsWith(title));
  expect(index, `column ${title} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return dataRows(page).locator(`td:nth-child(${index + 1})`);
}

/** Texts of the cells, each with whether its content is cut (wider than the cell's box). */
const cutCells = (cells: Locator) =>
  cells.evaluateAll((tds) =>
    tds.map((td) => ({ text: td.textContent?.trim() ?? '', cut: td.scrollWidth > td.clientWidth })),
  );

describe('defect 6: key columns and dates show whole', () => {
  it('at 1366×900 the purchases grid is wider than the old container and no number or date is cut', async ({
    page,
  }) => {
    await openPurchases(page, { width: 1366, height: 900 });
    const width = (await page.locator('section.grid-widget').boundingBox())!.width;
    expect(width).toBeGreaterThan(OLD_CONTAINER);

    const numbers = await cutCells(await columnCells(page, 'Numero polizza'));
    expect(numbers.length).toBeGreaterThan(1);
    for (const n of numbers) {
      expect(n.text).toMatch(/^[A-Z]{2}\d{4}-\d{4}-\d+$/);
      expect.soft(n, n.text).toEqual({ text: n.text, cut: false });
    }
    expect(new Set(numbers.map((n) => n.text)).size).toBe(numbers.length);
    expect(numbers[0]!.text).not.toBe(numbers[1]!.text);

    for (const [title, shape] of [
      ['Data acquisto', /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/],
      ['Inizio viaggio', /^\d{2}\/\d{2}\/\d{4}$/],
      ['Fine viaggio', /^\d{2}\/\d{2}\/\d{4}$/],
      ['Premio totale', /€/],
    ] as const) {
      const cells = await cutCells(await columnCells(page, title));
      for (const c of cells.filter((x) => x.text !== '')) {
        expect(c.text).toMatch(shape);
        expect.soft(c, `${title}: ${c.text}`).toEqual({ text: c.text, cut: false });
      }
    }

    // The shop keeps its width.
    await page.goto('/carrello/carrelloCategorie');
    await page.locator('main').getByRole('heading').first().waitFor();
    expect((await page.locator('main').boundingBox())!.width).toBeLessThanOrEqual(OLD_CONTAINER);
  }, 60_000);
});

describe('defect 6 on a phone', () => {
  it.scoped({ mobile: true });

  it('at 390×844 the policy number stays at the left edge of the table while it scrolls sideways', async ({
    page,
  }) => {
    await openPurchases(page, MOBILE);
    const scroller = grid(page).locator('xpath=..');
    const view = (await scroller.boundingBox())!;
    const number = (await columnCells(page, 'Numero polizza')).first();
    const text = (await number.textContent())!.trim();
    expect(text).toMatch(/^[A-Z]{2}\d{4}-\d{4}-\d+$/);

    const scrolled = await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(200);
    await expect
      .poll(async () => Math.abs(Math.round((await number.boundingBox())!.x - view.x)), WAIT)
      .toBeLessThanOrEqual(2);
    const box = (await number.boundingBox())!;
    // Still readable whole, and drawn over the cells that scroll under it.
    expect(await number.evaluate((td) => td.scrollWidth <= td.clientWidth)).toBe(true);
    const topmost = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('td')?.textContent?.trim() ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(topmost).toBe(text);
    // The header of the key column stays over it too.
    const header = grid(page).getByRole('columnheader', { name: /Numero polizza/ });
    expect(Math.abs(Math.round((await header.boundingBox())!.x - view.x))).toBeLessThanOrEqual(2);
    // The table stays a real table, and the sticky cells keep their text readable over the others.
    await expectAxeClean(page, 'tuoiAcquisti scrolled sideways on a phone', ['section.grid-widget']);
  }, 60_000);
});

describe('defect 6: every My-area and admin grid declares its key column and shows it whole', () => {
  it('finds the grid screens', () => {
    expect(GRID_SCREENS.length).toBeGreaterThanOrEqual(12);
  });

  for (const entry of GRID_SCREENS) {
    it(`${entry.route} (${entry.user}): the locked column and the dates and amounts are not cut`, async ({
      page,
    }) => {
      const locked = entry.columns.filter((c) => c.locked);
      expect(
        locked.map((c) => c.field),
        entry.file,
      ).toHaveLength(1);
      await page.setViewportSize({ width: 1366, height: 900 });
      await openWithToken(page, await apiLogin(entry.user), entry.route);
      await expect.poll(() => grid(page).first().getAttribute('aria-busy'), WAIT).toBe('false');
      await expect.poll(() => dataRows(page).count(), WAIT).toBeGreaterThan(0);
      const key = labels[locked[0]!.title ?? ''] ?? locked[0]!.title ?? locked[0]!.field;
      const header = grid(page).first().getByRole('columnheader', { name: key }).first();
      expect(await header.getAttribute('class')).toContain('grid-locked');
      for (const column of [...locked, ...entry.columns.filter((c) => SHAPED.has(c.type ?? 'text'))]) {
        const title = labels[column.title ?? ''] ?? column.title ?? column.field;
        const cells = await cutCells(await columnCells(page, title));
        for (const c of cells.filter((x) => x.text !== '' && x.text !== 'Nessun dato presente'))
          expect.soft(c, `${title}: ${c.text}`).toEqual({ text: c.text, cut: false });
      }
    }, 60_000);
  }
});
