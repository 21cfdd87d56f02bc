import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import type { CarrelloItem, InfoVoliRisposta } from '../../schemas/types';
import { END, field, iso, openCruise, START, TYPED } from './cruiseTrip';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

afterAll(closeBrowser);

/** Six travellers as an Italian office's spreadsheet saves them: semicolons, Windows-1252, DD/MM/YYYY. */
const CSV = iconv.encode(
  [
    'Cognome;Nome;Codice Fiscale;Data di nascita',
    'Società;Nicolò;;01/02/1990',
    "Dell'Acqua;Attilio;;02/03/1985",
    'Lò;Zoë;;15/06/1992',
    'Bàrbara;Èlia;;30/11/1979',
    'Fumagalli;Giò;;07/07/2001',
    'Ciò;Pietà;;12/12/1960',
  ].join('\r\n'),
  'win1252',
);

async function flights(token: string) {
  const res = await api(
    token,
    `carrello/infoVoli?aeroportoPartenza=FCO&aeroportoDestinazione=CDG&dataPartenza=${iso(START)}`,
  );
  const body = (await res.json()) as InfoVoliRisposta;
  expect(body.item2).toEqual([]);
  return body.item1.scheduled;
}

async function cartOf(token: string): Promise<CarrelloItem[]> {
  return ((await (await api(token, 'carrello')).json()) as { data: CarrelloItem[] }).data;
}

async function buyFlow(page: Page, mobile: boolean, username: string): Promise<void> {
  const token = await apiLogin(username);
  await api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
  await openWithToken(page, token, '/carrello/preventivatore');
  await openCruise(page);

  // The mandatory supplementary policy is there without a remove button; a second one is added.
  const medica = page.locator('section.integrativa', { hasText: 'Integrativa Spese Mediche Illimitate' });
  await medica.getByText('OVERINS CONSIGLIA').waitFor();
  expect(await medica.getByRole('button', { name: 'Rimuovi' }).count()).toBe(0);
  await medica.getByLabel('Destinazione').selectOption({ label: 'Europa' });
  const legale = page.locator('section.integrativa', { hasText: 'Integrativa Tutela Legale in Viaggio' });
  await legale.getByRole('button', { name: 'Aggiungi' }).click();
  await legale.getByLabel('Destinazione').selectOption({ label: 'Europa' });
  const preventivo = page.locator('.quote-summary');
  await expect.poll(() => preventivo.textContent()).toContain('Integrativa Tutela Legale in Viaggio');

  // Four travellers typed, six uploaded: ten rows, and the trip counts ten.
  for (const [i, [cognome, nome]] of TYPED.entries()) {
    await field(page, mobile, i + 1, 'Cognome').fill(cognome!);
    await field(page, mobile, i + 1, 'Nome').fill(nome!);
  }
  await page
    .getByLabel(/Carica file partecipanti/)
    .setInputFiles({ name: 'partecipanti.csv', mimeType: 'text/csv', buffer: CSV });
  await expect.poll(() => page.getByLabel('Numero partecipanti').inputValue(), { timeout: 5000 }).toBe('10');
  if (mobile) {
    expect(await field(page, true, 10, 'Cognome').inputValue()).toBe('Ciò');
  } else {
    expect(await field(page, false, 5, 'Cognome').inputValue()).toBe('Società');
    expect(await field(page, false, 10, 'Nome').inputValue()).toBe('Pietà');
  }

  // Further data of the cruise.
  await page.getByLabel('Nome della nave').fill('MSC Fantasia');
  await page.getByLabel('Numero di prenotazione').fill('PRN-2026-001');

  // One flight by number, one by airports (found through the autocomplete by Italian city names).
  const [outbound] = await flights(token);
  await page.getByRole('button', { name: 'SELEZIONA VOLO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seleziona volo' });
  await dialog.getByLabel('Numero volo').fill(outbound!.numeroVolo);
  await dialog.getByLabel('Data di partenza').fill(iso(START));
  await dialog.getByRole('button', { name: 'Cerca' }).click();
  await dialog.getByRole('button', { name: 'Seleziona' }).first().click();
  await dialog.getByRole('button', { name: 'Aggiungi un altro volo' }).click();
  await dialog.getByLabel('Cerca per aeroporti').check();
  await dialog.getByRole('combobox', { name: 'Aeroporto di partenza' }).fill('Parigi');
  await dialog.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'Aeroporto di destinazione' }).fill('Roma');
  await dialog.getByRole('option').first().click();
  await dialog.getByLabel('Data di partenza').fill(iso(END));
  await dialog.getByRole('button', { name: 'Cerca' }).click();
  await dialog.getByRole('button', { name: 'Seleziona' }).first().click();
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(outbound!.numeroVolo).first().waitFor();

  await page
    .getByLabel(
      'Dichiaro di aver ricevuto e preso visione delle condizioni di assicurazione e del set informativo',
    )
    .check();
  await page.getByLabel(/Dichiaro di aver raccolto il consenso/).check();
  await page.getByLabel('Procedo con le dichiarazioni di adeguatezza').check();

  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await page.waitForURL('**/carrello/carrelloCategorie');
  await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');

  const [saved] = await cartOf(token);
  expect(saved!.datiViaggio.partecipanti).toHaveLength(10);
  expect(saved!.datiCarrello.complementari.map((c) => c.pacchetto)).toEqual([
    'Integrativa Spese Mediche Illimitate',
    'Integrativa Tutela Legale in Viaggio',
  ]);
  const voli = JSON.parse(Buffer.from(saved!.datiViaggio.datiExtra!, 'base64url').toString('utf8')) as {
    datiVolo: Array<{ numeroVolo: string; aeroportoPartenzaIata: string }>;
  };
  expect(voli.datiVolo.map((v) => v.aeroportoPartenzaIata)).toEqual(['FCO', 'CDG']);

  // Edit from the cart icon: the saved data come back, a change is saved in place.
  await page.getByRole('button', { name: /^Carrello: 1 prodott/ }).click();
  await page.getByRole('button', { name: /^MODIFICA: Crociera Serena - Rossi Mario/ }).click();
  await page.waitForURL('**/carrello/infoProdotto?inModifica=true');
  await expect.poll(() => field(page, mobile, 1, 'Nome').inputValue()).toBe('Mario');
  await field(page, mobile, 1, 'Nome').fill('Marco');
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await page.waitForURL('**/carrello/carrelloCategorie');
  const after = await cartOf(token);
  expect(after).toHaveLength(1);
  expect(after[0]!.datiViaggio.partecipanti![0]).toMatchObject({ Cognome: 'Rossi', Nome: 'Marco' });
  expect(after[0]!.datiViaggio.partecipanti).toHaveLength(10);
  await api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
}

describe('the purchase form, as agenzia', () => {
  it('quote → cruise with its mandatory policy and a second one → 4 typed and 6 uploaded travellers → two flights → further data → declarations → cart → edit', async ({
    page,
  }) => {
    await buyFlow(page, false, 'agenzia');
  }, 90_000);
});

describe('the purchase form on a 390 px wide phone', () => {
  it.scoped({ mobile: true });

  it('the same flow with the participant cards', async ({ page }) => {
    await buyFlow(page, true, 'agenzia');
  }, 90_000);
});
