import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import type { InfoVoliRisposta } from '../../schemas/types';
import { END, field, iso, openCruise, START, TYPED } from './cruiseTrip';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

afterAll(closeBrowser);

/** Signed in with an empty cart, on the cruise's product page; the token, to empty the cart after. */
async function productPage(page: Page): Promise<string> {
  const token = await apiLogin('agenzia');
  await api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
  await openWithToken(page, token, '/carrello/preventivatore');
  await openCruise(page);
  await page
    .locator('section.integrativa', { hasText: 'Integrativa Spese Mediche Illimitate' })
    .getByText('OVERINS CONSIGLIA')
    .waitFor();
  return token;
}

async function flights(token: string) {
  const res = await api(
    token,
    `carrello/infoVoli?aeroportoPartenza=FCO&aeroportoDestinazione=CDG&dataPartenza=${iso(START)}`,
  );
  return ((await res.json()) as InfoVoliRisposta).item1.scheduled;
}

/**
 * axe with the WCAG 2.0/2.1 A and AA rules on the page as it is now; a critical or serious
 * violation fails with its rule, targets and help.
 */
async function expectAxeClean(page: Page, state: string): Promise<void> {
  // A dialog fading in would be measured half transparent: axe waits for the CSS transitions to end.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running')
            .length,
      ),
    )
    .toBe(0);
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await axe.analyze();
  const grave = violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} → ${v.nodes
          .map((n) => `${n.target.join(' ')}${n.any[0] ? ` [${n.any[0].message}]` : ''}`)
          .join(' | ')}`,
    );
  expect(grave, `axe on ${state}`).toEqual([]);
}

async function axeFlow(page: Page, mobile: boolean): Promise<void> {
  const token = await productPage(page);

  // Validation errors: 'Aggiungi al carrello' with nothing filled shows toasts and field errors.
  await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
  await page.locator('.toast').first().waitFor();
  await page.locator('.is-invalid, .invalid-feedback').first().waitFor();
  await expectAxeClean(page, 'the validation errors');
  // The toasts would cover what follows; they hide by themselves after spec 2 §9's 1.5 s (closing
  // them one by one raced with that).
  await expect.poll(() => page.locator('.toast').count(), { timeout: 5000 }).toBe(0);

  // 'Leggi di più' of the mandatory policy.
  const medica = page.locator('section.integrativa', { hasText: 'Integrativa Spese Mediche Illimitate' });
  await medica.getByRole('button', { name: 'Leggi di più' }).click();
  const leggi = page.getByRole('dialog', { name: 'Integrativa Spese Mediche Illimitate' });
  await leggi.waitFor();
  await expectAxeClean(page, "the 'Leggi di più' dialog");
  await leggi.getByRole('button', { name: 'Prosegui con gli acquisti' }).click();
  await leggi.waitFor({ state: 'detached' });

  // Every part filled.
  await medica.getByLabel('Destinazione').selectOption({ label: 'Europa' });
  for (const [i, [cognome, nome]] of TYPED.entries()) {
    await field(page, mobile, i + 1, 'Cognome').fill(cognome!);
    await field(page, mobile, i + 1, 'Nome').fill(nome!);
  }
  await page.getByLabel('Nome della nave').fill('MSC Fantasia');
  await page.getByLabel('Numero di prenotazione').fill('PRN-2026-001');

  const [outbound] = await flights(token);
  await page.getByRole('button', { name: 'SELEZIONA VOLO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Seleziona volo' });
  await dialog.getByLabel('Numero volo').fill(outbound!.numeroVolo);
  await dialog.getByLabel('Data di partenza').fill(iso(START));
  await dialog.getByRole('button', { name: 'Cerca' }).click();
  await dialog.getByRole('button', { name: 'Seleziona' }).first().waitFor();
  await expectAxeClean(page, "the 'Seleziona volo' dialog with its results");
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
  await expectAxeClean(page, 'the product page with every part filled');
  await api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
}

describe('the purchase form is axe-clean (WCAG 2.1 A/AA, no critical or serious violation)', () => {
  it('at 1280×900: validation errors, Leggi di più, the flight dialog, every part filled', async ({
    page,
  }) => {
    await axeFlow(page, false);
  }, 90_000);
});

describe('the purchase form is axe-clean on a 390 px wide phone', () => {
  it.scoped({ mobile: true });

  it('at 390×844: validation errors, Leggi di più, the flight dialog, every part filled', async ({
    page,
  }) => {
    await axeFlow(page, true);
  }, 90_000);
});

/** Whether `target` has the keyboard focus. */
const focused = (target: ReturnType<Page['locator']>) =>
  target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(
  page: Page,
  target: ReturnType<Page['locator']>,
  { back = false, max = 80 } = {},
): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await focused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the focus never reached ${target.toString()} with ${back ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * A date typed into the focused Chromium date field. The segments' order follows the browser's own
 * language (Debian's Chromium ships en-US only, so month first), not the page's it-IT locale: type
 * day-month-year, and if the field reads another date, leave it with Shift+Tab, come back with Tab
 * and type month-day-year, keys only either way.
 */
async function typeDate(page: Page, field: ReturnType<Page['locator']>, d: Date): Promise<void> {
  const [dd, mm, yyyy] = [
    String(d.getDate()).padStart(2, '0'),
    String(d.getMonth() + 1).padStart(2, '0'),
    String(d.getFullYear()),
  ];
  await page.keyboard.type(`${dd}${mm}${yyyy}`);
  if ((await field.inputValue()) === iso(d)) return;
  for (let i = 0; i < 4 && (await focused(field)); i++) await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`${mm}${dd}${yyyy}`);
  expect(await field.inputValue()).toBe(iso(d));
}

describe('the purchase form with the keyboard only', () => {
  it('policy destination, participants, further data, two flights in the dialog, declarations, add to cart', async ({
    page,
  }) => {
    const token = await productPage(page);
    const medica = page.locator('section.integrativa', { hasText: 'Integrativa Spese Mediche Illimitate' });

    // 'Leggi di più' opens with Enter, Escape closes it and the focus is back on the button.
    const leggiDiPiu = medica.getByRole('button', { name: 'Leggi di più' });
    await leggiDiPiu.focus();
    await page.keyboard.press('Enter');
    const leggi = page.getByRole('dialog', { name: 'Integrativa Spese Mediche Illimitate' });
    await leggi.waitFor();
    await page.keyboard.press('Escape');
    await leggi.waitFor({ state: 'detached' });
    await expect.poll(() => focused(leggiDiPiu)).toBe(true);

    // The policy's destination: back to its select, a letter picks the option.
    const destinazione = medica.getByLabel('Destinazione');
    await tabTo(page, destinazione, { back: true });
    await page.keyboard.type('Europa');
    await expect
      .poll(() => destinazione.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text))
      .toBe('Europa');

    for (const [i, [cognome, nome]] of TYPED.entries()) {
      await tabTo(page, field(page, false, i + 1, 'Cognome'));
      await page.keyboard.type(cognome!);
      await page.keyboard.press('Tab');
      await page.keyboard.type(nome!);
    }
    expect(await field(page, false, 4, 'Nome').inputValue()).toBe('Sara');

    await tabTo(page, page.getByLabel('Nome della nave'));
    await page.keyboard.type('MSC Fantasia');
    await tabTo(page, page.getByLabel('Numero di prenotazione'));
    await page.keyboard.type('PRN-2026-001');

    // The flight dialog: its first field has the focus; Escape closes it back on 'SELEZIONA VOLO'.
    const [outbound] = await flights(token);
    const seleziona = page.getByRole('button', { name: 'SELEZIONA VOLO' });
    await tabTo(page, seleziona);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Seleziona volo' });
    const perNumero = dialog.getByLabel('Cerca per numero di volo');
    await expect.poll(() => focused(perNumero)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(seleziona)).toBe(true);

    // By number: Tab to the number and the day, Enter searches, Enter on a result picks it.
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(perNumero)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type(outbound!.numeroVolo);
    await page.keyboard.press('Tab');
    await typeDate(page, dialog.getByLabel('Data di partenza'), START);
    await page.keyboard.press('Enter');
    const risultato = dialog.getByRole('button', { name: /^Seleziona / }).first();
    await risultato.waitFor();
    await tabTo(page, risultato);
    await page.keyboard.press('Enter');
    await dialog
      .getByRole('button', { name: /^Elimina volo/ })
      .first()
      .waitFor();

    // By airports: the radio group with an arrow, the comboboxes with typing, ArrowDown and Enter.
    const altro = dialog.getByRole('button', { name: 'Aggiungi un altro volo' });
    await tabTo(page, altro);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(perNumero)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByLabel('Cerca per aeroporti').isChecked()).toBe(true);
    for (const [name, city] of [
      ['Aeroporto di partenza', 'Parigi'],
      ['Aeroporto di destinazione', 'Roma'],
    ] as const) {
      const combo = dialog.getByRole('combobox', { name });
      await tabTo(page, combo);
      await page.keyboard.type(city);
      await dialog.getByRole('option').first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => combo.inputValue()).toMatch(/^[A-Z]{3}$/);
    }
    await page.keyboard.press('Tab');
    await typeDate(page, dialog.getByLabel('Data di partenza'), END);
    await page.keyboard.press('Enter');
    await risultato.waitFor();
    await tabTo(page, risultato);
    await page.keyboard.press('Enter');
    const salva = dialog.getByRole('button', { name: 'Salva' });
    await tabTo(page, salva);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(seleziona)).toBe(true);
    await page.getByText(outbound!.numeroVolo).first().waitFor();

    // Declarations: Space ticks the boxes and chooses the radio.
    for (const label of [
      'Dichiaro di aver ricevuto e preso visione delle condizioni di assicurazione e del set informativo',
      /Dichiaro di aver raccolto il consenso/,
      'Procedo con le dichiarazioni di adeguatezza',
    ]) {
      const box = page.getByLabel(label);
      await tabTo(page, box);
      await page.keyboard.press('Space');
      expect(await box.isChecked()).toBe(true);
    }

    await tabTo(page, page.getByRole('button', { name: 'Aggiungi al carrello' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/carrello/carrelloCategorie');
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
    await api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
  }, 90_000);
});
