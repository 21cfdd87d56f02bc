import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { END, it_, START } from './cruiseTrip';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

afterAll(closeBrowser);

/**
 * Issue 24, "a faster sale": as `agenzia`, from the quote page to the downloaded certificate of a
 * two-person trip (no comparison, no supplementary policy), counted the way the issue counted it:
 * every click, field filled, option chosen, box ticked or key pressed is one interaction; from the
 * keyboard, every key press (a typed character included). Goals: ≤ 20 interactions and ≤ 6 s with
 * the mouse, ≤ 90 key presses from the keyboard.
 *
 * Met: the interactions (18, from 25), the key presses (90, from 149 then 123: quote page 36, list
 * 10, travellers 24, declarations 13, add 3, cart 3, certificate 1) and, on a quiet machine, the
 * seconds (5.3 s at 1366 px, 4.7 s at 390 px; 6–16 s while other jobs load this 2-core machine).
 * The counts are asserted at what is reached, so a change that makes the sale longer fails; the
 * seconds are printed against the goal, not asserted: a wall time on a shared machine is no test
 * (a 12 s bound failed CI at 14.9 s while two e2e files ran at once). The keyboard user does what one
 * does: the skip link past the navigation, ArrowUp on a count, Enter to send a form, Shift+Tab round
 * a dialog to its last button; every key is counted, typed characters included.
 */
const KEYS_REACHED = 90;

const PRODOTTO = 'Annullamento Senza Pensieri';
const TRAVELLERS = [
  ['Rossi', 'Mario'],
  ['Rossi', 'Anna'],
] as const;

/** Counts what the user does; every action goes through it. */
class User {
  interactions = 0;
  keys = 0;
  private readonly steps: string[] = [];
  private last = 0;
  /** Notes the key presses since the last mark, for the breakdown printed with the result. */
  mark(step: string): void {
    this.steps.push(`${step} ${this.keys - this.last}`);
    this.last = this.keys;
  }
  get breakdown(): string {
    return this.steps.join(', ');
  }
  constructor(private readonly page: Page) {}
  async click(target: Locator): Promise<void> {
    this.interactions++;
    await target.click();
  }
  async fill(target: Locator, value: string): Promise<void> {
    this.interactions++;
    await target.fill(value);
  }
  async select(target: Locator, label: string): Promise<void> {
    this.interactions++;
    await target.selectOption({ label });
  }
  async selectIfEmpty(target: Locator, label: string): Promise<void> {
    if ((await target.inputValue()) === '') await this.select(target, label);
  }
  async check(target: Locator): Promise<void> {
    this.interactions++;
    await target.check();
  }
  async press(key: string): Promise<void> {
    this.interactions++;
    this.keys++;
    await this.page.keyboard.press(key);
  }
  /** Types `text` where the focus is: one key press a character. */
  async type(text: string): Promise<void> {
    this.interactions++;
    this.keys += text.length;
    await this.page.keyboard.type(text);
  }
  /** Tab (or Shift+Tab) until `target` has the focus, each press counted; fails past `max`. */
  async tabTo(target: Locator, { back = false, max = 80 } = {}): Promise<void> {
    await target.waitFor();
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await this.press(back ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`the focus never reached ${target.toString()} in ${max} presses`);
  }
}

const svuota = (token: string) => api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });

const cognome = (page: Page, mobile: boolean, n: number, name: 'Cognome' | 'Nome') =>
  mobile
    ? page.getByRole('group', { name: `Partecipante ${n}`, exact: true }).getByLabel(new RegExp(`^${name}`))
    : page.getByLabel(`${name} partecipante ${n}`, { exact: true });

const DICHIARAZIONI = [
  'Dichiaro di aver ricevuto e preso visione delle condizioni di assicurazione e del set informativo',
  /Dichiaro di aver raccolto il consenso/,
  'Procedo con le dichiarazioni di adeguatezza',
] as const;

/** The sale with the mouse; returns the interactions and the milliseconds from the quote page. */
async function mouseSale(page: Page, mobile: boolean): Promise<{ interactions: number; ms: number }> {
  const token = await apiLogin('agenzia');
  await svuota(token);
  try {
    await openWithToken(page, token, '/carrello/preventivatore');
    await page.getByRole('heading', { name: 'Preventivatore' }).waitFor();
    const user = new User(page);
    const t0 = Date.now();

    await user.fill(page.getByLabel('Data Inizio Viaggio'), it_(START));
    await user.fill(page.getByLabel('Data Fine Viaggio'), it_(END));
    await user.select(page.getByLabel('Destinazione'), 'Francia');
    // What the portal fills by itself (the agency's country; the adults' band) is not touched.
    await user.selectIfEmpty(page.getByLabel('Età'), 'Da 18 a 40 anni');
    await user.fill(page.getByLabel('Numero Partecipanti'), '2');
    await user.selectIfEmpty(page.getByLabel('Area di partenza'), 'Italia');
    await user.fill(page.getByLabel('Importo Viaggio a Persona'), '1500');
    await user.click(page.getByRole('button', { name: 'Trova Polizze' }));
    await page.waitForURL('**/carrello/listaProdotti');
    await user.click(
      page.getByRole('article', { name: PRODOTTO, exact: true }).getByRole('button', { name: 'Seleziona' }),
    );
    await page.waitForURL('**/carrello/infoProdotto');
    for (const [i, [c, n]] of TRAVELLERS.entries()) {
      await user.fill(cognome(page, mobile, i + 1, 'Cognome'), c);
      await user.fill(cognome(page, mobile, i + 1, 'Nome'), n);
    }
    for (const label of DICHIARAZIONI) await user.check(page.getByLabel(label));
    await user.click(page.getByRole('button', { name: 'Aggiungi al carrello' }));
    await page.waitForURL('**/carrello/carrelloCategorie');
    await user.click(page.getByRole('button', { name: /^Carrello: 1 prodott/ }));
    await user.click(
      page.getByRole('dialog', { name: 'Carrello' }).getByRole('button', { name: 'Acquista' }),
    );
    const summary = page.getByRole('dialog', {
      name: mobile ? 'Grazie per il tuo acquisto' : 'Riepilogo acquisto',
    });
    const download = page.waitForEvent('download');
    await user.click(summary.getByRole('button', { name: /^Scarica certificato assicurativo / }).first());
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    return { interactions: user.interactions, ms: Date.now() - t0 };
  } finally {
    await svuota(token);
  }
}

/** Types into the focused field, then Tab to the next one. */
async function typeAndTab(user: User, text: string): Promise<void> {
  await user.type(text);
  await user.press('Tab');
}

/** The same sale from the keyboard only; returns the key presses. */
async function keyboardSale(page: Page): Promise<number> {
  const token = await apiLogin('agenzia');
  await svuota(token);
  try {
    await openWithToken(page, token, '/carrello/preventivatore');
    await page.getByRole('heading', { name: 'Preventivatore' }).waitFor();
    const user = new User(page);

    // Opened directly, the page starts at the top: the skip link, the first Tab stop, leads past the
    // navigation to the page's heading, one Tab before its first field.
    await user.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Vai al contenuto');
    await user.press('Enter');
    // A date is typed as its eight digits (DDMMYYYY); the field shows it DD/MM/YYYY on leaving.
    const digits = (d: Date) => it_(d).replaceAll('/', '');
    const inizio = page.getByLabel('Data Inizio Viaggio');
    await user.tabTo(inizio);
    await typeAndTab(user, digits(START));
    expect(await inizio.inputValue()).toBe(it_(START));
    await user.tabTo(page.getByLabel('Data Fine Viaggio'));
    await typeAndTab(user, digits(END));
    const destinazione = page.getByLabel('Destinazione');
    await user.tabTo(destinazione);
    // A focused list box selects by typing the start of an option.
    await user.type('Fran');
    await expect.poll(() => destinazione.inputValue()).toBe('FR');
    const eta = page.getByLabel('Età');
    if ((await eta.inputValue()) === '') {
      await user.tabTo(eta);
      await user.type('Da 18');
    }
    const numero = page.getByLabel('Numero Partecipanti');
    await user.tabTo(numero);
    // The count starts at 1: one step up.
    expect(await numero.inputValue()).toBe('1');
    await user.press('ArrowUp');
    await expect.poll(() => numero.inputValue()).toBe('2');
    await user.press('Tab');
    const area = page.getByLabel('Area di partenza');
    if ((await area.inputValue()) === '') {
      await user.tabTo(area);
      await user.type('Ita');
    }
    await user.tabTo(page.getByLabel('Importo Viaggio a Persona'));
    await user.type('1500');
    // Enter in a field sends the form, as its submit button 'Trova Polizze' would.
    await user.press('Enter');
    user.mark('quote page');
    await page.waitForURL('**/carrello/listaProdotti');

    await user.tabTo(
      page.getByRole('article', { name: PRODOTTO, exact: true }).getByRole('button', { name: 'Seleziona' }),
    );
    await user.press('Enter');
    user.mark('list');
    await page.waitForURL('**/carrello/infoProdotto');
    for (const [i, [c, n]] of TRAVELLERS.entries()) {
      await user.tabTo(cognome(page, false, i + 1, 'Cognome'));
      await typeAndTab(user, c);
      await user.tabTo(cognome(page, false, i + 1, 'Nome'));
      await user.type(n);
    }
    user.mark('travellers');
    for (const label of DICHIARAZIONI) {
      await user.tabTo(page.getByLabel(label));
      await user.press('Space');
    }
    user.mark('declarations');
    await user.tabTo(page.getByRole('button', { name: 'Aggiungi al carrello' }));
    await user.press('Enter');
    user.mark('add');
    await page.waitForURL('**/carrello/carrelloCategorie');
    const carrello = page.getByRole('button', { name: /^Carrello: 1 prodott/ });
    await user.tabTo(carrello);
    await user.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Carrello' });
    // The panel opens focused on itself; Shift+Tab goes round to its last control, 'Acquista'.
    await user.tabTo(panel.getByRole('button', { name: 'Acquista' }), { back: true });
    await user.press('Enter');
    user.mark('cart');
    const summary = page.getByRole('dialog', { name: 'Riepilogo acquisto' });
    const certificato = summary.getByRole('button', { name: /^Scarica certificato assicurativo / }).first();
    // As a user would, wait for the summary to show: once in view it focuses the first certificate.
    await expect.poll(() => certificato.evaluate((el) => el === document.activeElement)).toBe(true);
    await user.tabTo(certificato);
    const download = page.waitForEvent('download');
    await user.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    user.mark('certificate');
    console.info(`key presses by step: ${user.breakdown}`);
    return user.keys;
  } finally {
    await svuota(token);
  }
}

describe('a faster sale (issue 24): quote page → certificate of a two-person trip', () => {
  it('with the mouse at 1366 px: ≤ 20 interactions, its seconds printed (goal 6 s)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const { interactions, ms } = await mouseSale(page, false);
    console.info(`faster sale, 1366 px: ${interactions} interactions, ${ms} ms (goal 6000)`);
    expect(interactions).toBeLessThanOrEqual(20);
  }, 90_000);
});

describe('a faster sale from the keyboard only', () => {
  it('at 1366 px: its key presses, typed characters included (goal 90)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const keys = await keyboardSale(page);
    console.info(`faster sale, keyboard: ${keys} key presses (goal 90)`);
    expect(keys).toBeLessThanOrEqual(KEYS_REACHED);
  }, 120_000);
});

describe('a faster sale on a 390 px wide phone', () => {
  it.scoped({ mobile: true });

  it('with the mouse (taps): ≤ 20 interactions, its seconds printed (goal 6 s)', async ({ page }) => {
    const { interactions, ms } = await mouseSale(page, true);
    console.info(`faster sale, 390 px: ${interactions} interactions, ${ms} ms (goal 6000)`);
    expect(interactions).toBeLessThanOrEqual(20);
  }, 90_000);
});
