import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { axeFindings } from './axe';
import { api, apiLogin, baseUrl, closeBrowser, it, openWithToken } from './engineHelpers';

/**
 * Spec 2 §2 "Navigation bar" on desktop: the cart layout's sub-bar (logo, Preventivatore, Categorie,
 * Preferiti, the distributor's banner), the cart icon's count, and the admin area's pages reachable
 * from /admin (issue 14, "Missing pieces").
 */

afterAll(closeBrowser);

const CATEGORIE = '/carrello/carrelloCategorie';
const subBar = (page: Page): Locator => page.getByRole('navigation', { name: 'Menu acquisti', exact: true });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The trip state the shopping pages keep in session storage (widgets/shopping/tripState.ts). */
function tripStateOf(page: Page): Promise<{ parameters: unknown; tripData: unknown } | null> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.includes('overins-viaggio'));
    if (!key) return null;
    const saved = JSON.parse(sessionStorage.getItem(key)!) as { value: string };
    return (JSON.parse(saved.value) as { state: { parameters: unknown; tripData: unknown } }).state;
  });
}

async function cartCount(token: string): Promise<number> {
  const res = await api(token, 'carrello');
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: unknown[] }).data.length;
}

/** One item for two travellers, the body of acquista.test.ts's item() (the product page's call). */
async function addItem(token: string, cognome: string): Promise<void> {
  const list = await api(token, 'carrello/confrontaProdotti', {
    method: 'POST',
    body: JSON.stringify({ listIDs: [], categoriaID: null, parametri: null }),
  });
  expect(list.status, await list.clone().text()).toBe(200);
  const pacchetti = ((await list.json()) as { data: Array<{ pacchettoID: number; pacchetto: string }> }).data;
  const eta = (
    (await (await api(token, 'dropdown/eta')).json()) as { items: Array<{ value: number; text: string }> }
  ).items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
  const res = await api(token, 'carrello', {
    method: 'POST',
    body: JSON.stringify({
      pacchettoID: pacchetti.find((p) => p.pacchetto === 'Annullamento Senza Pensieri')!.pacchettoID,
      parametri: {
        inizioViaggio: day(30),
        fineViaggio: day(37),
        destinazioneStato: 'FR',
        nazionalita: 'IT',
        eta,
        numeroPartecipanti: 2,
        importoViaggio: 1500,
      },
      partecipanti: [
        { ItemID: 1, Cognome: cognome, Nome: 'Mario' },
        { ItemID: 2, Cognome: cognome, Nome: 'Anna' },
      ],
      prodottiCollegati: [],
      parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('the cart layout sub-bar, desktop (1280 px)', () => {
  it('agenzia.rete sees the logo, Preventivatore, Categorie, Preferiti and its network banner', async ({
    page,
  }) => {
    await openWithToken(page, await apiLogin('agenzia.rete'), CATEGORIE);
    const bar = subBar(page);
    await bar.waitFor();
    const logo = bar.getByRole('link', { name: 'Overins' });
    expect(await logo.getAttribute('href')).toBe(CATEGORIE);
    // The logo shows once: in the sub-bar, not again in the bar above it.
    expect(await page.getByRole('img', { name: 'Overins' }).count()).toBe(1);
    expect(await bar.getByRole('button', { name: 'Preventivatore', exact: true }).count()).toBe(1);
    expect(await bar.getByRole('link', { name: 'Categorie', exact: true }).getAttribute('href')).toBe(
      CATEGORIE,
    );
    expect(await bar.getByRole('button', { name: 'Preferiti', exact: true }).count()).toBe(1);
    const banner = bar.getByRole('img', { name: 'Sole e Mare Viaggi di Rossi Laura' });
    await banner.waitFor();
    expect(await banner.getAttribute('src')).toBe('/api/file/image/banner-viaggiare-insieme.svg');
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  it('a distributor without a banner shows none', async ({ page }) => {
    await openWithToken(page, await apiLogin('agenzia'), CATEGORIE);
    await subBar(page).getByRole('link', { name: 'Categorie', exact: true }).waitFor();
    // The company data are read for the banner: once answered, there is still no image but the logo.
    await page.waitForLoadState('networkidle');
    expect(await subBar(page).getByRole('img').count()).toBe(1);
  });

  it('each entry leads where it should; Preventivatore starts from empty trip data', async ({ page }) => {
    await openWithToken(page, await apiLogin('agenzia.rete'), CATEGORIE);
    const bar = subBar(page);

    await bar.getByRole('button', { name: 'Preferiti', exact: true }).click();
    await page.waitForURL(`${baseUrl}/carrello/listaProdotti`);
    await page.getByRole('heading', { name: 'Prodotti Preferiti', level: 1 }).waitFor();

    await bar.getByRole('link', { name: 'Categorie', exact: true }).click();
    await page.waitForURL(`${baseUrl}${CATEGORIE}`);
    await page.getByRole('heading', { name: 'Categorie' }).waitFor();

    // Trip data kept from an earlier quote are dropped by the quote tool entry.
    await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.includes('overins-viaggio'))!;
      const saved = JSON.parse(sessionStorage.getItem(key)!) as { value: string };
      const value = JSON.parse(saved.value) as { state: Record<string, unknown> };
      value.state.parameters = { numeroPartecipanti: 3, importoViaggio: 900 };
      value.state.tripData = { pacchettoID: 1, parametri: {}, prodottiCollegati: [] };
      sessionStorage.setItem(key, JSON.stringify({ ...saved, value: JSON.stringify(value) }));
    });
    await page.reload();
    expect((await tripStateOf(page))?.parameters).not.toBeNull();
    await bar.getByRole('button', { name: 'Preventivatore', exact: true }).click();
    await page.waitForURL(`${baseUrl}/carrello/preventivatore`);
    await page.getByRole('heading', { name: 'Preventivatore' }).waitFor();
    expect(await tripStateOf(page)).toMatchObject({ parameters: null, tripData: null });

    await bar.getByRole('link', { name: 'Overins' }).click();
    await page.waitForURL(`${baseUrl}${CATEGORIE}`);
  });

  it("the cart icon counts the cart's items, as GET carrello does", async ({ page }) => {
    const token = await apiLogin('agenzia.rete');
    await addItem(token, 'Sottobarra');
    const count = await cartCount(token);
    expect(count).toBeGreaterThan(0);
    await openWithToken(page, token, CATEGORIE);
    const icon = page.getByTestId('cart-count');
    await expect.poll(() => icon.textContent()).toBe(String(count));
    const prodotti = count === 1 ? 'prodotto' : 'prodotti';
    expect(await page.getByRole('button', { name: `Carrello: ${count} ${prodotti}` }).count()).toBe(1);

    await addItem(token, 'Sottobarra');
    await page.reload();
    await expect.poll(() => icon.textContent()).toBe(String(count + 1));
    expect(await cartCount(token)).toBe(count + 1);
    await api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
  });

  it('axe: the categories page with the sub-bar has no critical or serious finding', async ({ page }) => {
    await openWithToken(page, await apiLogin('agenzia.rete'), CATEGORIE);
    await subBar(page).getByRole('img', { name: 'Sole e Mare Viaggi di Rossi Laura' }).waitFor();
    await page.getByRole('heading', { name: 'Categorie' }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
  });
});

describe('the phone sub-menu (390×844): only on the categories route', () => {
  it.scoped({ mobile: true });

  it('Categorie, Preferiti and PREVENTIVATORE under the bar on the categories page, nowhere else', async ({
    page,
  }) => {
    await openWithToken(page, await apiLogin('agenzia.rete'), CATEGORIE);
    await page.getByRole('heading', { name: 'Categorie' }).waitFor();
    const menu = subBar(page);
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Categorie']);
    expect(await menu.getByRole('button').allTextContents()).toEqual(['Preferiti', 'PREVENTIVATORE']);
    // Not hidden in the burger either: the opened menu holds the search, the entries and the user.
    await page.getByRole('button', { name: 'Apri il menu' }).click();
    const burger = page.getByRole('navigation', { name: 'Menu principale' });
    expect(await burger.getByRole('button', { name: /^(Preferiti|Preventivatore)$/i }).count()).toBe(0);
    await page.getByRole('button', { name: 'Apri il menu' }).click();

    await menu.getByRole('button', { name: 'Preferiti' }).click();
    await page.waitForURL(`${baseUrl}/carrello/listaProdotti`);
    // Level 1: the categories page's own favourites card has an h2 of that name, and the URL changes
    // before the list's screen has replaced it (its code may still be loading).
    await page.getByRole('heading', { name: 'Prodotti Preferiti', level: 1 }).waitFor();
    await expect.poll(() => subBar(page).count()).toBe(0);

    await page.goto(CATEGORIE);
    await subBar(page).getByRole('button', { name: 'PREVENTIVATORE' }).click();
    await page.waitForURL(`${baseUrl}/carrello/preventivatore`);
    await page.getByRole('heading', { name: 'Preventivatore' }).waitFor();
    await expect.poll(() => subBar(page).count()).toBe(0);

    await page.goto('/myoverins/tuoiAcquisti');
    await page.getByRole('navigation', { name: 'MyOverins' }).waitFor();
    expect(await subBar(page).count()).toBe(0);
  });

  it('axe on the categories page with the sub-menu', async ({ page }) => {
    await openWithToken(page, await apiLogin('agenzia.rete'), CATEGORIE);
    await subBar(page).getByRole('button', { name: 'PREVENTIVATORE' }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
  });
});

describe('the admin area from /admin', () => {
  const PAGES: Array<[title: string, path: string, shows: string]> = [
    ['Accedi come altro utente', '/admin/accediCome', 'Accedi come altro utente'],
    ['Report commissioni', '/admin/reportCommissioni', 'Esporta in Excel'],
  ];

  it('admin finds a link to each admin page it may open, and each opens its page', async ({ page }) => {
    await openWithToken(page, await apiLogin('admin'), '/admin');
    const area = page.getByRole('navigation', { name: 'Amministrazione', exact: true });
    await area.waitFor();
    const names = (await area.getByRole('link').allTextContents()).map((s) => s.trim());
    for (const [title] of PAGES) expect(names).toContain(title);
    for (const [title, path, shows] of PAGES) {
      await area.getByRole('link', { name: title, exact: true }).click();
      await page.waitForURL(`${baseUrl}${path}`);
      await page.getByText(shows, { exact: true }).first().waitFor();
    }
  });
});
