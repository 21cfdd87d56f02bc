import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import type { CarrelloItem, EsitoAcquisto } from '../../schemas/types';
import { field, it_, day, openCruise } from './cruiseTrip';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

afterAll(closeBrowser);

const DESKTOP = { width: 1366, height: 900 };
const euro = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

/** The quote page: two travellers from Italy to France in 40 days, then `prodotto` from the list. */
async function apriProdotto(page: Page, prodotto: string): Promise<void> {
  await page.getByRole('heading', { name: 'Preventivatore' }).waitFor();
  await page.getByLabel('Data Inizio Viaggio').fill(it_(day(40)));
  await page.keyboard.press('Tab');
  await page.getByLabel('Data Fine Viaggio').fill(it_(day(47)));
  await page.keyboard.press('Tab');
  await page.getByLabel('Destinazione').selectOption({ label: 'Francia' });
  await page.getByLabel('Età').selectOption({ label: 'Da 18 a 40 anni' });
  await page.getByLabel('Numero Partecipanti').fill('2');
  await page.getByLabel('Area di partenza').selectOption({ label: 'Italia' });
  await page.getByLabel('Importo Viaggio a Persona').fill('1200');
  await page.getByRole('button', { name: 'Trova Polizze' }).click();
  await page.waitForURL('**/carrello/listaProdotti');
  await page
    .getByRole('article', { name: prodotto, exact: true })
    .getByRole('button', { name: 'Seleziona' })
    .click();
  await page.waitForURL('**/carrello/infoProdotto');
  await page.getByRole('heading', { name: prodotto, level: 1 }).waitFor();
}

const premio = (page: Page) => page.getByTestId('premio-totale').first();

/** Issue 24 defect 3: practice reference, notes and promo code in the purchase form. */
async function praticaEPromo(page: Page, mobile: boolean): Promise<void> {
  const riferimento = `PRAT-E2E-${mobile ? 'TEL' : 'PC'}-${Date.now() % 100_000}`;
  const token = await apiLogin('agenzia');
  await api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
  await openWithToken(page, token, '/carrello/preventivatore');
  await apriProdotto(page, 'Annullamento Senza Pensieri');
  const pieno = euro(await premio(page).textContent());
  expect(pieno).toBeGreaterThan(0);

  await page.getByLabel('Riferimento pratica').fill(riferimento);
  await page.getByLabel('Note', { exact: true }).fill('Cliente abituale, preferisce la e-mail');
  const promo = page.getByLabel('Codice promozionale');

  // An expired code and an unknown one: the field says why, in Italian, and marks itself invalid.
  await promo.fill('estate2025');
  await promo.press('Enter');
  await page.getByText('Codice promozionale scaduto o non ancora valido').first().waitFor();
  await expect.poll(() => promo.getAttribute('aria-invalid')).toBe('true');
  await promo.fill('NONESISTE');
  await page.getByRole('button', { name: 'Applica' }).click();
  await page.getByText('Codice promozionale non valido per la polizza scelta').first().waitFor();

  // The demo code takes 10% off through the server's pricing.
  await promo.fill('BENVENUTO10');
  await promo.press('Enter');
  await page.getByText(/^Sconto applicato: /).waitFor();
  await expect.poll(async () => euro(await premio(page).textContent())).toBeLessThan(pieno);
  expect(await promo.getAttribute('aria-invalid')).toBeNull();

  await field(page, mobile, 1, 'Cognome').fill('Galli');
  await field(page, mobile, 1, 'Nome').fill('Irene');
  await field(page, mobile, 2, 'Cognome').fill('Galli');
  await field(page, mobile, 2, 'Nome').fill('Tommaso');
  await page
    .getByLabel(
      'Dichiaro di aver ricevuto e preso visione delle condizioni di assicurazione e del set informativo',
    )
    .check();
  await page.getByLabel(/Dichiaro di aver raccolto il consenso/).check();
  await page.getByLabel('Procedo con le dichiarazioni di adeguatezza').check();
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await page.waitForURL('**/carrello/carrelloCategorie');

  const [item] = ((await (await api(token, 'carrello')).json()) as { data: CarrelloItem[] }).data;
  expect(item!.datiCarrello.dati).toMatchObject({
    riferimentoPratica: riferimento,
    note: 'Cliente abituale, preferisce la e-mail',
    codicePromo: 'BENVENUTO10',
  });
  const res = await api(token, 'adesioni', {
    method: 'POST',
    headers: { 'idempotency-key': `e2e-extras-${riferimento}` },
  });
  const esito = (await res.json()) as EsitoAcquisto;
  expect(esito.status).toBe('ok');
  expect(esito.data.adesioni[0]!.riferimentoPratica).toBe(riferimento);

  // The new policy shows its reference in the agency's purchases.
  await page.goto('/myoverins/tuoiAcquisti');
  await page.getByText(riferimento).first().waitFor();
}

describe('issue 24: the purchase form’s practice data, as agenzia at 1366 px', () => {
  it('practice reference, notes and promo code (expired, unknown, valid) reach the cart and the purchases list', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await praticaEPromo(page, false);
  }, 150_000);
});

describe('issue 24: the same on a 390 px wide phone', () => {
  it.scoped({ mobile: true });
  it('practice reference, notes and promo code on the phone', async ({ page }) => {
    await praticaEPromo(page, true);
  }, 150_000);
});

/** Issue 24 defect 4: supplementary policies carry the trip over and scold only on an attempt. */
async function integrativeSenzaRimproveri(page: Page): Promise<void> {
  const token = await apiLogin('agenzia');
  await api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
  await openWithToken(page, token, '/carrello/preventivatore');
  await openCruise(page);

  // The mandatory policy takes the trip's destination: Francia is in 'Europa'.
  const medica = page.locator('section.integrativa', { hasText: 'Integrativa Spese Mediche Illimitate' });
  await expect
    .poll(() =>
      medica.getByLabel('Destinazione').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
    )
    .toBe('Europa');
  await premio(page).waitFor({ state: 'attached' });

  // Adding the second policy: no red message, its destination carried over, the total premium stays.
  const legale = page.locator('section.integrativa', { hasText: 'Integrativa Tutela Legale in Viaggio' });
  await legale.getByRole('button', { name: 'Aggiungi' }).click();
  await expect
    .poll(() =>
      legale.getByLabel('Destinazione').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
    )
    .toBe('Europa');
  const preventivo = page.locator('.quote-summary');
  await expect.poll(() => preventivo.textContent()).toContain('Integrativa Tutela Legale in Viaggio');
  await premio(page).waitFor({ state: 'attached' });
  const rimprovero =
    'Seleziona la Destinazione per la polizza integrativa Integrativa Tutela Legale in Viaggio';
  expect(await page.getByText(rimprovero).count()).toBe(0);

  // A value taken away: still no message, and the trip keeps its total premium.
  await legale.getByLabel('Destinazione').selectOption({ index: 0 });
  await page.waitForTimeout(800);
  expect(await page.getByText(rimprovero).count()).toBe(0);
  await premio(page).waitFor({ state: 'attached' });

  // Only the attempt to add to the cart says what is missing, next to the policy.
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await legale.getByRole('alert').filter({ hasText: rimprovero }).waitFor();
  await api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
}

describe('issue 24: supplementary policies at 1366 px', () => {
  it('carry the trip’s destination over, keep the total premium, and scold only on an attempt to add to the cart', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await integrativeSenzaRimproveri(page);
  }, 150_000);
});

describe('issue 24: supplementary policies on a 390 px wide phone', () => {
  it.scoped({ mobile: true });
  it('the same on the phone', async ({ page }) => {
    await integrativeSenzaRimproveri(page);
  }, 150_000);
});
