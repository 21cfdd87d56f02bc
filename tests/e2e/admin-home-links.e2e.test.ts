import { afterAll, describe, expect } from 'vitest';
import { apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

/**
 * Issue 24 defect 15: `/admin/ruoli` answered `Pagina non trovata` (the roles editor lives at
 * `/admin/ruoliPermessi`; the users screen `/admin/utenti` now exists). The admin home promises nothing
 * it lacks: every link it shows opens a screen, and none leads to `/admin/ruoli`.
 */

afterAll(closeBrowser);

const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

describe.for(WIDTHS)('the admin home at $width px', (viewport) => {
  it('links only to admin screens that exist', async ({ page }) => {
    await page.setViewportSize(viewport);
    await openWithToken(page, await apiLogin('admin'), '/admin');
    const links = page.locator('a[href^="/admin"]');
    await links.first().waitFor();
    const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))];
    expect(hrefs.length).toBeGreaterThan(1);
    expect(hrefs.filter((h) => /^\/admin\/ruoli\b/.test(h))).toEqual([]);
    for (const href of hrefs) {
      await page.goto(href);
      await page.locator('main h1, main h2').first().waitFor();
      expect(await page.getByText('Pagina non trovata').count(), href).toBe(0);
    }
  });
});
