import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

/**
 * Issue 24 defect 14: the grid's search box found 2 of the 8 cruise policies for `crocier` (a prefix
 * of what the rows show), and `Crociera` did not find `Crociere Fluviali Europa`. A word now finds
 * singular and plural alike, as a prefix. As `agenzia` (its 8 cruises), at 1366 and 390 px.
 */

afterAll(closeBrowser);

const PATH = 'myoverins/elencoadesioni/distributore';
const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

interface Policy {
  numero: string;
  pacchetto: string;
  categoria: string;
}

/** Types into the grid's search box, presses Enter and returns the list's answer the grid got. */
async function searchGrid(page: Page, text: string): Promise<{ total: number; items: Policy[] }> {
  const box = page
    .getByRole('toolbar', { name: 'Strumenti della griglia' })
    .getByRole('searchbox', { name: 'Cerca' });
  await box.fill(text);
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === `/api/${PATH}` &&
        new URL(r.url()).searchParams.get('fullTextSearch') === text &&
        r.status() === 200,
    ),
    box.press('Enter'),
  ]);
  return (await response.json()) as { total: number; items: Policy[] };
}

describe.for(WIDTHS)('the grid search at $width px', (viewport) => {
  it('crocier, Crociera and crociere each find every cruise', async ({ page }) => {
    await page.setViewportSize(viewport);
    const token = await apiLogin('agenzia');
    const res = await api(token, `${PATH}?pageSize=2147483647`);
    const all = ((await res.json()) as { items: Policy[] }).items;
    const cruises = all.filter((p) => /crocier/i.test(`${p.pacchetto} ${p.categoria}`));
    expect(cruises.length).toBeGreaterThan(2);
    await openWithToken(page, token, '/myoverins/tuoiAcquisti');
    await page.getByRole('grid').locator('tbody tr').first().waitFor();
    for (const text of ['crocier', 'Crociera', 'crociere']) {
      const answer = await searchGrid(page, text);
      expect([text, answer.total]).toEqual([text, cruises.length]);
      const rows = page.getByRole('grid').locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(Math.min(20, cruises.length));
      await expect.poll(() => rows.first().textContent()).toMatch(/crocier/i);
    }
    if (cruises.some((p) => p.pacchetto === 'Crociere Fluviali Europa')) {
      const answer = await searchGrid(page, 'Crociera');
      expect(answer.items.map((p) => p.pacchetto)).toContain('Crociere Fluviali Europa');
    }
  });
});
