import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { day, it_, openCruise, START } from './cruiseTrip';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

afterAll(closeBrowser);

/**
 * Issue 24, defects 1, 8 and 9: dates are refused with a message instead of being changed, fewer
 * than one participant counts as one, and the tax code field shows all 16 characters and marks a
 * wrong check character as an error. Each at 1366 px and on a 390 px phone.
 */
const DESKTOP = { width: 1366, height: 900 };

const START_PASSATO = 'La data di inizio viaggio non può essere nel passato';
const FINE_PRIMA = 'La data di fine viaggio non può precedere la data di inizio';

async function signedIn(page: Page, mobile: boolean, path: string): Promise<string> {
  if (!mobile) await page.setViewportSize(DESKTOP);
  const token = await apiLogin('agenzia');
  await api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
  await openWithToken(page, token, path);
  return token;
}

/** The texts of the toasts shown now, as [title, body] pairs. */
async function toasts(page: Page): Promise<Array<[string, string]>> {
  return page
    .locator('.toast')
    .evaluateAll((nodes) =>
      nodes.map((n) => [
        n.querySelector('.toast-header')?.textContent?.trim() ?? '',
        n.querySelector('.toast-body')?.textContent?.trim() ?? '',
      ]),
    ) as Promise<Array<[string, string]>>;
}

/** A trip date field; the product page names it from the product's cart texts ('Data fine viaggio'). */
const dateField = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}$`, 'i'));

async function typeDate(page: Page, label: string, value: string): Promise<void> {
  await dateField(page, label).fill(value);
  await page.keyboard.press('Tab');
}

/** A participant's input by column: a table cell on desktop, a card's field on a phone. */
const cell = (page: Page, mobile: boolean, n: number, name: string) =>
  mobile
    ? page.getByRole('group', { name: `Partecipante ${n}`, exact: true }).getByLabel(new RegExp(`^${name}`))
    : page.getByLabel(`${name} partecipante ${n}`, { exact: true });

function suite(mobile: boolean) {
  it('defect 1, quote page: a past start and an end before the start are kept and refused with the messages', async ({
    page,
  }) => {
    await signedIn(page, mobile, '/carrello/preventivatore');
    await page.getByRole('heading', { name: 'Preventivatore' }).waitFor();
    const ieri = it_(day(-1));
    await typeDate(page, 'Data Inizio Viaggio', ieri);
    expect(await dateField(page, 'Data Inizio Viaggio').inputValue()).toBe(ieri);
    await page.getByText(START_PASSATO).waitFor();
    expect(await dateField(page, 'Data Inizio Viaggio').getAttribute('aria-invalid')).toBe('true');

    await typeDate(page, 'Data Inizio Viaggio', it_(START));
    const prima = it_(day(25));
    await typeDate(page, 'Data Fine Viaggio', prima);
    expect(await dateField(page, 'Data Fine Viaggio').inputValue()).toBe(prima);
    await page.getByText(FINE_PRIMA).waitFor();

    await page.getByLabel('Destinazione').selectOption({ label: 'Francia' });
    await page.getByLabel('Età').selectOption({ label: 'Da 18 a 40 anni' });
    await page.getByRole('button', { name: 'Trova Polizze' }).click();
    await expect.poll(async () => (await toasts(page)).map(([, b]) => b)).toContain(FINE_PRIMA);
    expect(page.url()).toContain('/carrello/preventivatore');
    expect(await dateField(page, 'Data Fine Viaggio').inputValue()).toBe(prima);
  }, 120_000);

  it('defect 1, product page: an end before the start is kept and the add is refused with the message', async ({
    page,
  }) => {
    await signedIn(page, mobile, '/carrello/preventivatore');
    await openCruise(page);
    const prima = it_(day(25));
    await typeDate(page, 'Data Fine Viaggio', prima);
    expect(await dateField(page, 'Data Fine Viaggio').inputValue()).toBe(prima);
    await page.getByText(FINE_PRIMA).first().waitFor();
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect.poll(async () => (await toasts(page)).map(([, b]) => b)).toContain(FINE_PRIMA);
    expect(page.url()).toContain('/carrello/infoProdotto');
    expect(await dateField(page, 'Data Fine Viaggio').inputValue()).toBe(prima);
    expect(await dateField(page, 'Data Inizio Viaggio').inputValue()).toBe(it_(START));
  }, 120_000);

  it('defect 8: zero participants counts as one, the premium stays, no toast repeats its title', async ({
    page,
  }) => {
    await signedIn(page, mobile, '/carrello/preventivatore');
    await openCruise(page);
    // The cruise's mandatory supplementary policy needs its destination before anything is priced.
    await page
      .locator('section.integrativa', { hasText: 'Integrativa Spese Mediche Illimitate' })
      .getByLabel('Destinazione')
      .selectOption({ label: 'Europa' });
    const premio = page.getByTestId('preventivo-totale-testata');
    await premio.waitFor();
    const numero = page.getByLabel(/^Numero Partecipanti$/i);
    await numero.fill('0');
    await page.keyboard.press('Tab');
    await expect.poll(() => numero.inputValue()).toBe('1');
    await premio.waitFor();
    expect(await page.locator('.quote-summary dd').first().textContent()).toBe('1');
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect.poll(async () => (await toasts(page)).length).toBeGreaterThan(0);
    for (const [title, body] of await toasts(page)) expect(body).not.toBe(title);
    expect(await numero.inputValue()).toBe('1');
  }, 120_000);

  it('defect 9: the tax code shows its 16 characters; a wrong check character is an error, a mismatch a warning', async ({
    page,
  }) => {
    await signedIn(page, mobile, '/carrello/preventivatore');
    await openCruise(page);
    const cf = cell(page, mobile, 1, 'Codice fiscale');
    // RSSMRA80A01H501U is Rossi Mario, 1 January 1980, Roma; its check character is U.
    await cf.fill('RSSMRA80A01H501X');
    await cf.blur();
    await expect.poll(() => cf.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Codice fiscale non valido: il carattere di controllo non corrisponde').waitFor();
    const fits = await cf.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);

    // Valid, but not that of the name typed: a softer warning, the field not invalid.
    await cell(page, mobile, 1, 'Cognome').fill('Bianchi');
    await cf.fill('RSSMRA80A01H501U');
    await cf.blur();
    await page.getByText(/Il codice fiscale non corrisponde/).waitFor();
    expect(await cf.getAttribute('aria-invalid')).not.toBe('true');
  }, 120_000);
}

function fasterSale(mobile: boolean) {
  it('a faster sale: a valid tax code fills the empty birth date, a typed one is kept', async ({ page }) => {
    await signedIn(page, mobile, '/carrello/preventivatore');
    await openCruise(page);
    const nascita = cell(page, mobile, 1, 'Data di nascita');
    expect(await nascita.inputValue()).toBe('');
    await cell(page, mobile, 1, 'Codice fiscale').fill('RSSMRA80A01H501U');
    await expect.poll(() => nascita.inputValue()).toBe('01/01/1980');
    await cell(page, mobile, 2, 'Data di nascita').fill('05/05/1985');
    await cell(page, mobile, 2, 'Codice fiscale').fill('RSSMRA80A01H501U');
    await page.waitForTimeout(500);
    expect(await cell(page, mobile, 2, 'Data di nascita').inputValue()).toBe('05/05/1985');
  }, 120_000);
}

describe('dates and participants at 1366 px', () => {
  suite(false);
  fasterSale(false);
});

describe('dates and participants on a 390 px phone', () => {
  it.scoped({ mobile: true });
  suite(true);
  fasterSale(true);
});
