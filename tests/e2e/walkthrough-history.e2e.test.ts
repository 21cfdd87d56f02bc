import { afterAll, describe, expect } from 'vitest';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

afterAll(closeBrowser);

/**
 * Issue 14, defect 5: what an agency bought is what it can buy again. The walkthrough found the
 * My-area history made of packages the shop does not sell (`Neve e Sport`, `Crociera Sicura`…). Here
 * every package of agenzia's "I tuoi acquisti" is looked up in the shop's product search, as an agent
 * who wants to sell the same policy again would.
 */

interface Policy {
  pacchetto: string;
  categoria: string | null;
}

describe('I tuoi acquisti holds only packages the shop sells', () => {
  it('every package agenzia bought is found by the product search', async ({ page }) => {
    const token = await apiLogin('agenzia');
    const res = await api(token, 'myoverins/elencoadesioni/distributore?pageSize=2147483647');
    expect(res.status).toBe(200);
    const bought = [...new Set(((await res.json()) as { items: Policy[] }).items.map((p) => p.pacchetto))];
    expect(bought.length).toBeGreaterThan(3);

    // What the shop offers agenzia: the list the product search and the categories read.
    const offer = await api(token, 'carrello/confrontaProdotti', {
      method: 'POST',
      body: JSON.stringify({ listIDs: [], categoriaID: null, parametri: null }),
    });
    const sold = new Set(
      ((await offer.json()) as { data: Array<{ pacchetto: string }> }).data.map((p) => p.pacchetto),
    );

    await openWithToken(page, token, '/carrello/carrelloCategorie');
    const box = page.getByRole('searchbox', { name: 'Cerca polizze' });
    await box.waitFor();
    // The packages sold only with another (a cruise's compulsory medical cover) are not offered alone.
    const alone = bought.filter((name) => sold.has(name));
    expect(
      alone.length,
      `bought: ${bought.join(', ')}; sold: ${[...sold].join(', ')}`,
    ).toBeGreaterThanOrEqual(bought.length - 1);
    for (const name of alone.slice(0, 4)) {
      await box.fill(name);
      await box.press('Enter');
      await page.waitForURL('**/carrello/listaProdotti');
      await page.getByRole('article', { name, exact: true }).waitFor();
    }
  });
});
