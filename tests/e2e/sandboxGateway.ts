import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The sandbox gateway's cards: paid, and refused by the issuer. */
export const GOOD = '4111 1111 1111 1111';
export const REFUSED = '4000 0000 0000 0002';
/** What every failed return screen says. */
export const KO = 'Il pagamento non è andato a buon fine. Nessun importo è stato addebitato.';

/** The sandbox's way of writing an amount: `€ 1.234,56`, thousands always grouped. */
export function sandboxEuro(euro: number): string {
  const cents = Math.round(euro * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `€ ${whole},${String(cents % 100).padStart(2, '0')}`;
}

/** The value next to `term` in a return screen's details (a <dl>). */
export const detail = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

export async function fillCard(page: Page, pan: string): Promise<void> {
  await page.getByLabel('Numero della carta').fill(pan);
  await page.getByLabel('Scadenza (MM/AA)').fill('12/39');
  await page.getByLabel('Codice di sicurezza (CVV)').fill('123');
}

/** The sandbox page with its amount; the card field is the one a browser autofills. */
export async function expectGatewayPage(page: Page, euro: number): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/sandbox/pagamento');
  await page.getByRole('heading', { name: 'Pagamento con carta' }).waitFor();
  expect(await page.locator('.importo').textContent()).toBe(sandboxEuro(euro));
  expect(await page.getByLabel('Numero della carta').getAttribute('autocomplete')).toBe('cc-number');
}
