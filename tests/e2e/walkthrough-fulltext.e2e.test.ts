import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

afterAll(closeBrowser);

/**
 * Issue 14, defect 2: the grid's free text finds what the agent sees. The walkthrough searched a
 * package name in "I tuoi acquisti" and found nothing, because only contraente, practice reference and
 * number were searched. Here a word of a package, a destination and the package together with a
 * surname are typed into the grid's search box, as an agent does.
 */

const PATH = 'myoverins/elencoadesioni/distributore';

interface Policy {
  numero: string;
  pacchetto: string;
  destinazione: string | null;
  contraente: string;
}

async function allPolicies(token: string): Promise<Policy[]> {
  const res = await api(token, `${PATH}?pageSize=2147483647`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Policy[] }).items;
}

/** Types into the grid's search box, presses Enter and returns the numbers of the list the grid asked for. */
async function searchGrid(page: Page, token: string, text: string): Promise<string[]> {
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
  const total = ((await response.json()) as { total: number }).total;
  const info = page.getByRole('navigation', { name: 'Paginazione' }).locator('[aria-live="polite"]');
  await expect.poll(() => info.textContent()).toMatch(new RegExp(` di ${total} element`));
  const all = await api(token, `${PATH}?pageSize=2147483647&fullTextSearch=${encodeURIComponent(text)}`);
  return ((await all.json()) as { items: Policy[] }).items.map((p) => p.numero);
}

const longestWord = (text: string) =>
  text.split(/[^\p{L}]+/u).reduce((a, b) => (b.length > a.length ? b : a), '');

describe('I tuoi acquisti: the search box finds every text column the grid shows', () => {
  it('a word of a package, a destination, and a package word with a surname', async ({ page }) => {
    const token = await apiLogin('agenzia');
    const policies = await allPolicies(token);
    expect(policies.length).toBeGreaterThan(20);
    await openWithToken(page, token, '/myoverins/tuoiAcquisti');
    await page.getByRole('grid').locator('tbody tr').first().waitFor();

    const pacchetto = policies[0]!.pacchetto;
    const word = longestWord(pacchetto);
    expect(word.length).toBeGreaterThan(3);
    const withWord = policies.filter((p) => p.pacchetto.toLowerCase().includes(word.toLowerCase()));
    const found = await searchGrid(page, token, word);
    expect(found).toEqual(expect.arrayContaining(withWord.map((p) => p.numero)));
    // The grid shows them: every row on the page names a package with that word, or matched elsewhere.
    await expect
      .poll(() => page.getByRole('grid').locator('tbody tr').first().textContent())
      .toMatch(new RegExp(word, 'i'));

    const destination = policies.find((p) => p.destinazione)!.destinazione!;
    const byDestination = await searchGrid(page, token, destination);
    expect(byDestination).toEqual(
      expect.arrayContaining(policies.filter((p) => p.destinazione === destination).map((p) => p.numero)),
    );

    const surname = policies[0]!.contraente.split(' ')[0]!;
    const both = await searchGrid(page, token, `${word} ${surname}`);
    expect(both).toContain(policies[0]!.numero);
    expect(both.length).toBeLessThanOrEqual(found.length);
  });
});
