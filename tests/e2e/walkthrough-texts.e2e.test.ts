import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';
import { readResolvedScreens } from '../../engine/react/vite/readScreenFiles';

/**
 * Issue 14, defects 3, 7 and 9 as a new user meets them in Chromium: every grid with an export gives
 * a file that opens (client mode included), the texts are Italian and singular where they should be,
 * one's own user row offers no delete, and a load or an invalid submit leaves the console clean.
 */

afterAll(closeBrowser);

const labels = JSON.parse(readFileSync('schemas/catalogues/labels/it-IT.json', 'utf8')) as Record<
  string,
  string
>;
const italian = (key: string) => labels[key] ?? key;

interface Column {
  field: string;
  title?: string;
  export?: boolean;
}
interface GridNode {
  columns: Column[];
  export?: object;
  mode?: string;
}
interface ScreenFile {
  parent?: string;
  path: string;
  body?: unknown;
}

function gridWithExport(node: unknown): GridNode | null {
  if (Array.isArray(node)) return node.map(gridWithExport).find(Boolean) ?? null;
  if (!node || typeof node !== 'object') return null;
  const o = node as Record<string, unknown>;
  if (Array.isArray(o.columns) && o.export && typeof o.export === 'object') return o as unknown as GridNode;
  return gridWithExport(Object.values(o));
}

const PARENTS: Record<string, string> = { my: '/myoverins', amministrazione: '/admin' };
/** Who may open each area's screens (the demo user with data there). */
const USER_OF: Record<string, string> = {
  '/admin/reportCommissioni': 'admin',
  '/myoverins/commercialeDistributori': 'commerciale',
  '/myoverins/estrattiContoNetwork': 'network',
  '/myoverins/acquistiNetwork': 'network',
  '/myoverins/acquistiPolizze': 'fornitore',
  '/admin/richiesteModifica': 'admin',
  '/myoverins/richiesteModifica': 'fornitore',
};

/**
 * Lists the demo starts empty (no role changed yet, no registration waiting): an empty list exports
 * nothing (the `export.nodataexport` warning), so there is no file to open.
 */
const EMPTY_IN_DEMO = new Set([
  '/admin/storicoPermessi',
  '/admin/richiesteRegistrazione',
  // The demo has sent no message from back office (issue 28): the bell starts empty.
  '/admin/messaggiInviati',
]);

/** Every screen file whose grid offers the Excel export, with its route and the exported titles. */
const EXPORTING = ['admin', 'my'].flatMap((area) =>
  readResolvedScreens(process.cwd())
    .filter(({ file }) => file.startsWith(`screens/${area}/`))
    .flatMap(({ file, screen: resolved }) => {
      const f = path.basename(file);
      const screen = resolved as unknown as ScreenFile;
      const grid = gridWithExport(screen.body);
      if (!grid) return [];
      const route = `${PARENTS[screen.parent ?? ''] ?? ''}/${screen.path}`;
      if (EMPTY_IN_DEMO.has(route)) return [];
      const fileName = (grid.export as { fileName?: string }).fileName ?? 'Export.xlsx';
      // The admin area is back office's: admin opens every screen of it.
      const user = USER_OF[route] ?? (area === 'admin' ? 'admin' : 'agenzia');
      // A column guarded for back office (the distributor, issue 24) is shown and exported to admin only.
      const titles = grid.columns
        .filter((c) => c.export === true && (!(c as { guard?: unknown }).guard || user === 'admin'))
        .map((c) => italian(c.title ?? c.field));
      return [{ file: f, route, mode: grid.mode ?? 'server', titles, user, fileName }];
    }),
);

/** Lists load from a shared, slow server: wait as long as an action's timeout. */
const WAIT = { timeout: 15_000 };

const pagerInfo = (page: Page) =>
  page.getByRole('navigation', { name: 'Paginazione' }).first().locator('[aria-live="polite"]');

async function shownTotal(page: Page): Promise<number> {
  await expect.poll(() => pagerInfo(page).textContent(), WAIT).toMatch(/di [1-9]\d* element[oi]$/);
  await expect.poll(() => page.getByRole('grid').first().getAttribute('aria-busy'), WAIT).not.toBe('true');
  return Number(/di (\d+) element/.exec((await pagerInfo(page).textContent()) ?? '')![1]);
}

describe('defect 3: the downloaded file of every grid with an export opens', () => {
  it('lists the client-mode commissions report among the grids checked', () => {
    expect(EXPORTING.map((e) => e.route)).toContain('/admin/reportCommissioni');
    expect(EXPORTING.find((e) => e.route === '/admin/reportCommissioni')?.mode).toBe('client');
    expect(EXPORTING.length).toBeGreaterThanOrEqual(10);
  });

  for (const entry of EXPORTING) {
    it(`${entry.route} (${entry.mode} mode, ${entry.user}): headers and one row per item`, async ({
      page,
    }) => {
      await openWithToken(page, await apiLogin(entry.user), entry.route);
      const total = await shownTotal(page);
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 20_000 }),
        page.getByRole('button', { name: 'Esporta in Excel' }).first().click(),
      ]);
      expect(download.suggestedFilename()).toBe(entry.fileName);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile((await download.path())!);
      const sheet = workbook.getWorksheet('Foglio 1')!;
      expect(sheet, entry.file).toBeDefined();
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(entry.titles);
      expect(sheet.actualRowCount).toBe(total + 1);
      await expect
        .poll(() => page.getByText('Si è verificato un errore durante l’esportazione').count())
        .toBe(0);
    }, 60_000);
  }

  it('the commissions report file holds the figures the grid shows', async ({ page }) => {
    await openWithToken(page, await apiLogin('admin'), '/admin/reportCommissioni');
    await shownTotal(page);
    const firstRow = page.getByRole('grid').locator('tbody tr').first();
    const distributor = (await firstRow.locator('td').first().textContent())!.trim();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Esporta in Excel' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet('Foglio 1')!;
    const titles = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(sheet.getRow(2).getCell(titles.indexOf('Distributore') + 1).value).toBe(distributor);
    expect(typeof sheet.getRow(2).getCell(titles.indexOf('Fatturato') + 1).value).toBe('number');
  });
});

describe('defect 7: texts a new user reads', () => {
  it('/register helps with the regional authorisation in Italian', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Autorizzazione regionale').waitFor();
    await expect.poll(() => page.getByText(/authorisation to operate/).count()).toBe(0);
    await page.getByText('Estremi del provvedimento con cui la Regione autorizza l’agenzia.').waitFor();
  });

  it('the sales grid names the distributor kinds, in the cells, the filter and the file', async ({
    page,
  }) => {
    const token = await apiLogin('commerciale');
    await openWithToken(page, token, '/myoverins/commercialeDistributori');
    await shownTotal(page);
    const grid = page.getByRole('grid');
    const cells = grid.locator('tbody td');
    await expect
      .poll(() => cells.allTextContents(), WAIT)
      .toEqual(expect.arrayContaining(['Agenzia dettagliante']));
    const texts = await cells.allTextContents();
    for (const code of ['agenziadettagliante', 'touroperator']) expect(texts).not.toContain(code);

    await page.getByRole('button', { name: 'Menu della colonna Tipo distributore', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu della colonna Tipo distributore' });
    await expect.poll(() => menu.getByText('Agenzia dettagliante').count(), WAIT).toBeGreaterThan(0);
    await expect.poll(() => menu.getByText('agenziadettagliante', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Esporta in Excel' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet('Foglio 1')!;
    const column = (sheet.getRow(1).values as unknown[]).indexOf('Tipo distributore');
    const kinds = new Set<unknown>();
    sheet.getColumn(column).eachCell((cell, row) => row > 1 && kinds.add(cell.value));
    expect(
      [...kinds].every((k) => ['Agenzia dettagliante', 'Tour operator', 'Network'].includes(String(k))),
    ).toBe(true);
  });

  it('a list of one says "1 - 1 di 1 elemento"', async ({ page }) => {
    const token = await apiLogin('agenzia');
    const users = (await (await api(token, 'myoverins/utentiagenzia?pageSize=100')).json()) as {
      items: Array<{ username: string }>;
    };
    let term = '';
    for (const u of users.items) {
      const found = (await (
        await api(token, `myoverins/utentiagenzia?fullTextSearch=${encodeURIComponent(u.username)}`)
      ).json()) as { total: number };
      if (found.total === 1) {
        term = u.username;
        break;
      }
    }
    expect(term, 'a user found alone by its username').not.toBe('');
    await openWithToken(page, token, '/myoverins/tuoiUtenti');
    await shownTotal(page);
    const search = page
      .getByRole('toolbar', { name: 'Strumenti della griglia' })
      .getByRole('searchbox', { name: 'Cerca' });
    await search.fill(term);
    await search.press('Enter');
    await expect.poll(() => pagerInfo(page).textContent(), WAIT).toBe('1 - 1 di 1 elemento');
  });

  it('one’s own user row offers no delete, the others do', async ({ page }) => {
    const token = await apiLogin('agenzia');
    await openWithToken(page, token, '/myoverins/tuoiUtenti');
    await shownTotal(page);
    const rows = page.getByRole('grid').locator('tbody tr');
    const own = rows.filter({ has: page.getByRole('gridcell', { name: 'agenzia', exact: true }) });
    await expect.poll(() => own.count(), WAIT).toBe(1);
    await expect.poll(() => own.getByRole('button', { name: 'Modifica' }).count()).toBe(1);
    await expect.poll(() => own.getByRole('button', { name: 'Elimina' }).count()).toBe(0);
    const others = await rows.count();
    expect(others).toBeGreaterThan(1);
    await expect.poll(() => rows.getByRole('button', { name: 'Elimina' }).count()).toBe(others - 1);
  });
});

describe('defect 9: a clean console', () => {
  const UNWANTED = ['No `HydrateFallback` element provided', 'Form validation failed'];
  const collect = (page: Page) => {
    const seen: string[] = [];
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() === 'warning' || m.type() === 'error') seen.push(`${m.type()}: ${m.text()}`);
    });
    return seen;
  };
  const unwanted = (seen: string[]) => seen.filter((s) => UNWANTED.some((u) => s.includes(u)));

  it('loading /login and submitting it empty logs neither warning', async ({ page }) => {
    const seen = collect(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect.poll(() => page.getByText('Campo obbligatorio').count(), WAIT).toBeGreaterThan(0);
    expect(unwanted(seen)).toEqual([]);
  });

  it('loading a signed-in page logs neither warning', async ({ page }) => {
    const seen = collect(page);
    await openWithToken(page, await apiLogin('agenzia'), '/myoverins/tuoiUtenti');
    await shownTotal(page);
    await page.reload();
    await shownTotal(page);
    expect(unwanted(seen)).toEqual([]);
  });
});
