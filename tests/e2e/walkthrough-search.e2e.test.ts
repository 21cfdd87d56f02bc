import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

afterAll(closeBrowser);

/**
 * Issue 14, what a new agent meets: the product search always shows its own results, an empty one
 * included, on desktop and on a phone (defect 4, spec 2 §2 "Navigation bar"); icons are drawn as
 * SVG, never as emoji that an unequipped system shows as empty boxes (defect 8).
 */

const NOTHING = 'xyzzy';
const EMPTY = `Nessun prodotto trovato per "${NOTHING}".`;

/** A real catalogue package, as the server lists it. */
async function aPackage(token: string): Promise<string> {
  const res = await api(token, 'carrello/confrontaProdotti', {
    method: 'POST',
    body: JSON.stringify({ listIDs: [], categoriaID: null, parametri: null }),
  });
  const list = ((await res.json()) as { data: Array<{ pacchetto: string }> }).data;
  expect(list.length).toBeGreaterThan(0);
  return list[0]!.pacchetto;
}

/** Types into the product search and presses Enter at once, as a hurried agent does. */
async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Cerca polizze' });
  await box.fill(text);
  await box.press('Enter');
}

/** The emoji the page shows or names (text, aria-label, title); ©, ® and ™ are text symbols. */
function emojiOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const emoji = /\p{Extended_Pictographic}/gu;
    const texts = [document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [title]'))
      texts.push(el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '');
    return texts.flatMap((t) => (t.match(emoji) ?? []).filter((c) => !'©®™'.includes(c)));
  });
}

async function expectResults(page: Page, name: string): Promise<void> {
  await page.waitForURL('**/carrello/listaProdotti');
  await page.getByRole('heading', { name: 'Risultati della ricerca' }).waitFor();
  await page.getByRole('article', { name, exact: true }).waitFor();
  expect(await page.getByText(EMPTY).count()).toBe(0);
}

async function expectNothingFound(page: Page): Promise<void> {
  await page.getByText(EMPTY, { exact: true }).waitFor();
  expect(await page.getByRole('heading', { name: 'Risultati della ricerca' }).count()).toBe(1);
  // The previous search's cards are gone, not left on screen as if they were this one's.
  expect(await page.getByRole('article').count()).toBe(0);
}

/** Fails (after the locator wait) if the burger menu stays open. */
async function menuClosed(page: Page): Promise<void> {
  await page.locator('button[aria-label="Apri il menu"][aria-expanded="false"]').waitFor();
}

describe('product search and icons, as agenzia', () => {
  it('desktop: a real product is found, then xyzzy says nothing was found; no emoji anywhere', async ({
    page,
  }) => {
    const token = await apiLogin('agenzia');
    const name = await aPackage(token);
    await openWithToken(page, token, '/carrello/carrelloCategorie');
    await page.getByRole('searchbox', { name: 'Cerca polizze' }).waitFor();
    expect(await emojiOn(page)).toEqual([]);

    await search(page, name);
    await expectResults(page, name);
    expect(await emojiOn(page)).toEqual([]);

    await search(page, NOTHING);
    await expectNothingFound(page);

    // The quote page: the date fields' calendar buttons.
    await page.goto('/carrello/preventivatore');
    await page.getByRole('heading', { name: 'Preventivatore' }).waitFor();
    await page.getByRole('button', { name: 'Apri il calendario' }).first().waitFor();
    expect(await emojiOn(page)).toEqual([]);

    // A My-area grid: search, column menus, row actions and the certificate cells.
    await page.goto('/myoverins/tuoiAcquisti');
    await page
      .getByRole('button', { name: /^PDF: / })
      .first()
      .waitFor();
    expect(await emojiOn(page)).toEqual([]);
    expect(await page.locator('main').innerText()).not.toMatch(/[⤓⋮⏷⋯✎]/u);
  });
});

describe('product search on a phone (390 px), as agenzia', () => {
  it.override({ mobile: true });

  it('the search is in the menu, finds a product, then says nothing was found', async ({ page }) => {
    const token = await apiLogin('agenzia');
    const name = await aPackage(token);
    await openWithToken(page, token, '/carrello/carrelloCategorie');
    const burger = page.getByRole('button', { name: 'Apri il menu' });

    await burger.click();
    await search(page, name);
    await expectResults(page, name);
    // The menu has closed on the results, so they are what the agent sees. It closes once the
    // search has resolved, a moment after the results render, so wait for it rather than read it.
    await menuClosed(page);
    expect(await emojiOn(page)).toEqual([]);

    await burger.click();
    await search(page, NOTHING);
    await expectNothingFound(page);
    await menuClosed(page);
  });
});
