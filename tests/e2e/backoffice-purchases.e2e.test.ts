import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

/**
 * Issue 24 defect 5: the back office's purchases tabs showed 0 rows. The back office sees every
 * distributor's policies, with the distributor as a column; a distributor still sees only its own,
 * without that column. At the desktop width of the report (1366 px) and on a phone (390 px).
 */

afterAll(closeBrowser);

const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** Tab path → list call. */
const TABS: Array<[tab: string, list: string]> = [
  ['tuoiAcquisti', 'myoverins/elencoadesioni/distributore'],
  ['acquistiPolizze', 'myoverins/elencoadesioni/fornitore'],
  ['acquistiNetwork', 'myoverins/elencoadesioni/network'],
];

async function total(token: string, path: string): Promise<number> {
  const res = await api(token, `${path}?page=1&pageSize=1`);
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

const pagerInfo = (page: Page) =>
  page.getByRole('navigation', { name: 'Paginazione' }).locator('[aria-live="polite"]');

/** The grid answers `expected` rows: the pager says so on a desktop; a phone's pager has no count, so its first page. */
async function expectTotal(page: Page, expected: number): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) > 787) {
    await expect.poll(() => pagerInfo(page).textContent()).toMatch(new RegExp(` di ${expected} elementi$`));
    return;
  }
  await expect.poll(() => page.getByRole('grid').getAttribute('aria-busy')).not.toBe('true');
  await expect.poll(() => page.getByRole('grid').locator('tbody tr').count()).toBe(Math.min(20, expected));
}

const headers = async (page: Page) =>
  (await page.getByRole('grid').getByRole('columnheader').allTextContents()).map((h) =>
    h.replace(/[▲▼]/g, '').trim(),
  );

describe.for(WIDTHS)('purchases in the My area at $width px', (viewport) => {
  it('the back office sees every distributor’s policies, with the distributor column', async ({ page }) => {
    await page.setViewportSize(viewport);
    const admin = await apiLogin('admin');
    const all = await total(admin, 'myoverins/elencoadesioni');
    expect(all).toBeGreaterThan(100);
    await openWithToken(page, admin, '/myoverins');
    for (const [tab, list] of TABS) {
      await page.goto(`/myoverins/${tab}`);
      expect(await total(admin, list)).toBe(all);
      await expectTotal(page, all);
      expect(await headers(page)).toContain('Distributore');
      const distributors = await api(admin, `${list}?pageSize=2147483647`)
        .then((r) => r.json() as Promise<{ items: Array<{ distributore: string }> }>)
        .then((a) => new Set(a.items.map((i) => i.distributore)));
      expect(distributors.size).toBeGreaterThan(3);
    }
  });

  it('a distributor still sees its own policies only, without the distributor column', async ({ page }) => {
    await page.setViewportSize(viewport);
    const agenzia = await apiLogin('agenzia');
    const own = await total(agenzia, 'myoverins/elencoadesioni/distributore');
    const admin = await apiLogin('admin');
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(await total(admin, 'myoverins/elencoadesioni'));
    await openWithToken(page, agenzia, '/myoverins/tuoiAcquisti');
    await expectTotal(page, own);
    expect(await headers(page)).not.toContain('Distributore');
    const res = await api(agenzia, 'myoverins/elencoadesioni/distributore?pageSize=2147483647');
    const ids = new Set(
      ((await res.json()) as { items: Array<{ distributoreID: number }> }).items.map((i) => i.distributoreID),
    );
    expect(ids.size).toBe(1);
  });
});
