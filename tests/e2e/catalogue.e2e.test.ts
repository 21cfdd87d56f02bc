import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { formatEuro } from '../../server/portalFormat';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

afterAll(closeBrowser);

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return d;
};
const it_ = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const START = day(30);
const END = day(37);
/** The trip the tests enter: two adults from Italy to France for 8 days, 1.500 € each. */
const PARAMETRI = {
  inizioViaggio: iso(START),
  fineViaggio: iso(END),
  destinazioneStato: 'FR',
  nazionalita: 'IT',
  numeroPartecipanti: 2,
  importoViaggio: 1500,
};

/** The quote page: enter the trip and find the policies (spec 2 §2 "Trip-parameter form"). */
async function findPolicies(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Preventivatore' }).waitFor();
  await page.getByText('Scopri la polizza più adatta alle tue esigenze').waitFor();
  await page.getByLabel('Data Inizio Viaggio').fill(it_(START));
  await page.keyboard.press('Tab');
  await page.getByLabel('Data Fine Viaggio').fill(it_(END));
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

/** The server's own price for a package and the test's trip, through POST carrello/totali. */
async function serverPrice(token: string, pacchettoID: number): Promise<number> {
  const eta = (
    (await (await api(token, 'dropdown/eta')).json()) as { items: Array<{ value: number; text: string }> }
  ).items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
  const res = await api(token, 'carrello/totali', {
    method: 'POST',
    body: JSON.stringify({
      pacchettoID,
      nazionalitaID: 'IT',
      statoID: 'FR',
      importoViaggio: 1500,
      parametri: { ...PARAMETRI, eta },
    }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { totaleViaggio: number } };
  return body.data.totaleViaggio;
}

async function pacchettoIdOf(token: string, name: string): Promise<number> {
  const res = await api(token, 'carrello/confrontaProdotti', {
    method: 'POST',
    body: JSON.stringify({ listIDs: [], categoriaID: null, parametri: null }),
  });
  const list = ((await res.json()) as { data: Array<{ pacchettoID: number; pacchetto: string }> }).data;
  return list.find((p) => p.pacchetto === name)!.pacchettoID;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

describe('catalogue, as agenzia', () => {
  it('quotes a trip, shows the server prices, compares, refuses a fifth, opens a product with its totals', async ({
    page,
  }) => {
    const token = await apiLogin('agenzia');
    await openWithToken(page, token, '/carrello/preventivatore');
    await findPolicies(page);

    // Prices on the cards are the pricing engine's for the same input.
    const names = (await page.getByRole('article').locator('h2').allTextContents()).map((n) => n.trim());
    expect(names.length).toBeGreaterThanOrEqual(5);
    const priced: string[] = [];
    for (const name of names.slice(0, 8)) {
      const shown = (await card(page, name).getByTestId('prezzo').textContent())?.trim();
      if (shown === '--') continue;
      const expected = formatEuro(await serverPrice(token, await pacchettoIdOf(token, name)));
      expect(shown, name).toBe(expected);
      priced.push(name);
    }
    expect(priced.length).toBeGreaterThanOrEqual(3);

    // Compare three, then a fifth is refused with the spec's warning.
    const panel = page.locator('.comparison-panel');
    for (const name of names.slice(0, 3)) await panel.getByRole('checkbox', { name, exact: true }).check();
    await panel.getByRole('button', { name: 'Confronta (3/4)' }).click();
    await expect.poll(() => panel.getByRole('columnheader').allTextContents()).toEqual(names.slice(0, 3));
    await panel.getByRole('checkbox', { name: names[3]!, exact: true }).check();
    await panel.getByRole('checkbox', { name: names[4]!, exact: true }).click();
    const warning = panel.getByRole('alert');
    await expect
      .poll(() => warning.textContent())
      .toContain('Non è possibile selezionare più di 4 prodotti per il confronto');
    expect(await warning.getByRole('heading', { name: 'ATTENZIONE' }).count()).toBe(1);
    expect(await panel.getByRole('checkbox', { name: names[4]!, exact: true }).isChecked()).toBe(false);
    await warning.waitFor({ state: 'detached', timeout: 3000 });

    // Open one: the quote summary shows its totals.
    const chosen = priced[0]!;
    const expected = await serverPrice(token, await pacchettoIdOf(token, chosen));
    await card(page, chosen).getByRole('button', { name: 'Seleziona' }).click();
    await page.waitForURL('**/carrello/infoProdotto');
    await page.getByRole('heading', { name: chosen, level: 1 }).waitFor();
    await page.getByRole('button', { name: /Preventivo/ }).waitFor();
    const premio = page.getByTestId('premio-totale');
    await expect.poll(() => premio.textContent()).toContain(formatEuro(expected));
    expect(await page.getByText('di cui imposte').count()).toBe(1);
    expect(await page.getByText('totale per persona').count()).toBe(1);
  });

  it('keeps a favourite across a reload', async ({ page }) => {
    const token = await apiLogin('agenzia');
    await openWithToken(page, token, '/carrello/preventivatore');
    await findPolicies(page);
    const name = ((await page.getByRole('article').nth(1).locator('h2').textContent()) ?? '').trim();
    await card(page, name).getByRole('button', { name: 'Aggiungi ai preferiti' }).click();
    await card(page, name).getByRole('button', { name: 'Rimuovi dai preferiti' }).waitFor();

    await page.reload();
    await page.goto('/carrello/carrelloCategorie');
    const favourites = page.getByRole('button', { name: 'Prodotti Preferiti preferiti' });
    await favourites.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/carrello/listaProdotti');
    await page.getByRole('heading', { name: 'Prodotti Preferiti', level: 1 }).waitFor();
    const favourite = card(page, name).getByRole('button', { name: 'Rimuovi dai preferiti' });
    await favourite.waitFor();

    // Un-favouriting in the favourites view removes the product (and leaves the demo data as it was).
    await favourite.click();
    await card(page, name).waitFor({ state: 'detached' });
  });
});

describe('commission per distributor', () => {
  it('shows agenzia.rete its own commission, not agenzia’s, for the same package', async ({ page }) => {
    const commissionOf = async (user: string): Promise<{ name: string; text: string }> => {
      const token = await apiLogin(user);
      await openWithToken(page, token, '/carrello/carrelloCategorie');
      const back = page.getByRole('button', { name: /^Annullamento / });
      await back.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/carrello/listaProdotti');
      // A product card (it has a price): the categories' own cards are articles too, and may still be
      // on screen for a moment after the address has changed.
      const first = page
        .getByRole('article')
        .filter({ has: page.getByTestId('prezzo') })
        .first();
      const name = ((await first.locator('h2').textContent()) ?? '').trim();
      await card(page, name).getByTestId('prezzo').hover();
      const text = ((await page.getByRole('tooltip').textContent()) ?? '').trim();
      await page.evaluate(() => sessionStorage.clear());
      return { name, text };
    };
    const agenzia = await commissionOf('agenzia');
    const rete = await commissionOf('agenzia.rete');
    expect(rete.name).toBe(agenzia.name);
    expect(agenzia.text).toBe('Commissione: 20%');
    expect(rete.text).toBe('Commissione: 15%');
  });
});
