import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { formatEuro } from '../../server/portalFormat';
import type { EsitoPagamento, EstrattiDaPagare } from '../../schemas/types';
import { expectAxeClean } from './axe';
import { PASSWORD } from './engineHelpers';
import { openWithToken, ownServer } from './ownServer';
import { detail, expectGatewayPage, fillCard, GOOD, KO, REFUSED } from './sandboxGateway';

/**
 * Issue 12 in Chromium: the month-end payment from the start-up dialog through the sandbox gateway
 * and back (refused, abandoned, paid), the month-end reminder, the credit top-up, the whole payment
 * with the keyboard only, and axe on the gateway page, the three return screens and the statements
 * to pay. Paying changes the demo data (moroso may shop again), so this file starts its own server
 * on a fresh demo database: the sandbox gateway is served only where the demo data is.
 */

const demo = ownServer();
const { it, login, call } = demo;

const MUST_PAY =
  'Risultano polizze non ancora pagate: per continuare ad acquistare è necessario effettuare il pagamento.';
const REMINDER = 'Ti ricordiamo che a fine mese è previsto il pagamento delle polizze acquistate.';

// ---- the API of this file's server ----

async function dueOf(token: string): Promise<EstrattiDaPagare> {
  const res = await call(token, 'myoverins/pagamenti/dapagare');
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: EstrattiDaPagare }).data;
}

/** The credit left: the balance of the newest movement. */
async function creditOf(token: string): Promise<number> {
  const res = await call(token, 'myoverins/distributori/crediti?sort=-data&pageSize=1');
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Array<{ residuo: number }> }).items[0]?.residuo ?? 0;
}

/** Starts a payment through the API (as the widgets do); the gateway page's URL. */
async function startPayment(token: string, path: string, body: unknown): Promise<string> {
  const res = await call(token, path, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

/**
 * What a browser does on the sandbox page, over HTTP: opens it, submits the card, and gets the
 * return address the gateway redirects to (the return screen with the signed outcome).
 */
async function payOverHttp(gatewayUrl: string, pan: string | null): Promise<string> {
  const page = await fetch(gatewayUrl);
  expect(page.status).toBe(200);
  const codTrans = new URL(gatewayUrl).searchParams.get('codTrans')!;
  const form = new URLSearchParams(
    pan === null
      ? { codTrans, azione: 'annulla' }
      : { codTrans, azione: 'paga', pan, scadenza: '12/39', cvv: '123' },
  );
  const res = await fetch(`${demo.baseUrl()}/sandbox/pagamento`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

// ---- the browser ----

async function signInThroughForm(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nome utente').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

const monthEndDialog = (page: Page) => page.getByRole('dialog', { name: 'Pagamento di fine mese' });

// ---- keyboard ----

const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await focused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`the focus never reached ${target.toString()} with Tab`);
}

// ---- the tests, in the order the demo data needs: moroso pays only in the third ----

describe('moroso and the month-end payment', () => {
  it('signs in, Paga ora, the refused card: ritorno-ko and nothing changed', async ({ page }) => {
    await signInThroughForm(page, 'moroso');
    const dialog = monthEndDialog(page);
    await dialog.getByText(MUST_PAY).waitFor();
    const token = (await storedToken(page))!;
    const before = await dueOf(token);
    expect(before.estratti.length).toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Paga ora' }).click();
    await expectGatewayPage(page, before.totale);
    await fillCard(page, REFUSED);
    await page.getByRole('button', { name: 'Paga', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/keyclient/ritorno-ko');
    await page.getByText(KO).waitFor();
    await page.getByText('Il pagamento è stato rifiutato.').waitFor();
    expect(await detail(page, 'Importo').textContent()).toBe(formatEuro(before.totale));
    expect(await detail(page, 'Codice transazione').textContent()).toMatch(/\S/);
    expect(await page.getByRole('link', { name: 'Vai al carrello' }).count()).toBe(0);

    expect(await dueOf(token)).toEqual(before);
    // Back in the portal: still blocked, the dialog again, no cart in the top navigation.
    await page.getByRole('link', { name: 'Riprova il pagamento' }).click();
    await page.waitForURL((url) => url.pathname === '/myoverins/tuoiPagamenti');
    await monthEndDialog(page).getByText(MUST_PAY).waitFor();
    await page.getByRole('navigation').first().waitFor();
    expect(await page.getByRole('link', { name: 'Carrello' }).count()).toBe(0);
    expect(await storedToken(page)).toBe(token);
  }, 120_000);

  it('with the keyboard only: the dialog, the card form, the refused card, ritorno-ko, back to the payments', async ({
    page,
  }) => {
    await page.goto('/login');
    await tabTo(page, page.getByLabel('Nome utente'));
    await page.keyboard.type('moroso');
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');

    const dialog = monthEndDialog(page);
    await dialog.getByText(MUST_PAY).waitFor();
    const token = (await storedToken(page))!;
    const before = await dueOf(token);
    // The blocking dialog holds the focus; Tab reaches 'Paga ora' inside it.
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await tabTo(page, dialog.getByRole('button', { name: 'Paga ora' }), 10);
    await page.keyboard.press('Enter');

    await expectGatewayPage(page, before.totale);
    await tabTo(page, page.getByLabel('Numero della carta'), 10);
    await page.keyboard.type(REFUSED);
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/39');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await tabTo(page, page.getByRole('button', { name: 'Paga', exact: true }), 5);
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === '/keyclient/ritorno-ko');
    await page.getByText(KO).waitFor();
    await page.getByText('Il pagamento è stato rifiutato.').waitFor();
    expect(await dueOf(token)).toEqual(before);

    await tabTo(page, page.getByRole('link', { name: 'Riprova il pagamento' }), 20);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/myoverins/tuoiPagamenti');
    await monthEndDialog(page).getByText(MUST_PAY).waitFor();
  }, 120_000);

  // Found by this file: /keyclient/ritorno-ko lacks keepPendingRedirect, so start-up follows
  // moroso's redirectTo and the abandoned payment's screen is never shown (see the report).
  it('Annulla on the gateway page: ritorno-ko says the payment was cancelled; nothing changed', async ({
    page,
  }) => {
    await signInThroughForm(page, 'moroso');
    const dialog = monthEndDialog(page);
    await dialog.getByText(MUST_PAY).waitFor();
    const token = (await storedToken(page))!;
    const before = await dueOf(token);
    await dialog.getByRole('button', { name: 'Paga ora' }).click();
    await expectGatewayPage(page, before.totale);
    await page.getByRole('button', { name: 'Annulla' }).click();

    await page.waitForURL((url) => url.pathname === '/keyclient/ritorno-ko');
    await page.getByText('Il pagamento è stato annullato.').waitFor({ timeout: 5_000 });
    await page.getByText(KO).waitFor();
    expect(await dueOf(token)).toEqual(before);
  }, 60_000);

  it('signs in, Paga ora, the good card: ritorno-fm-ok, the cart is back, statements Pagato', async ({
    page,
  }) => {
    await signInThroughForm(page, 'moroso');
    const dialog = monthEndDialog(page);
    await dialog.getByText(MUST_PAY).waitFor();
    const token = (await storedToken(page))!;
    const before = await dueOf(token);
    const numbers = before.estratti.map((e) => e.numero);

    await dialog.getByRole('button', { name: 'Paga ora' }).click();
    await expectGatewayPage(page, before.totale);
    const codTrans = new URL(page.url()).searchParams.get('codTrans')!;
    await fillCard(page, GOOD);
    const verified = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/keyclient/fm/ok' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Paga', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/keyclient/ritorno-fm-ok');
    const esito = ((await (await verified).json()) as { data: EsitoPagamento }).data;
    expect(esito).toMatchObject({ codTrans, stato: 'pagato', tipo: 'estratti', mustPay: false });
    await page.getByRole('heading', { name: 'Pagamento eseguito' }).waitFor();
    await page.getByText('Il pagamento di fine mese è stato completato correttamente.').waitFor();
    expect(await detail(page, 'Importo').textContent()).toBe(formatEuro(before.totale));
    expect(await detail(page, 'Codice transazione').textContent()).toBe(codTrans);
    expect(await detail(page, 'Codice di autorizzazione').textContent()).toMatch(/^[A-Z0-9]{6}$/);
    expect(await detail(page, 'Estratti conto').textContent()).toBe(numbers.join(', '));
    expect(await dueOf(token)).toEqual({ estratti: [], totale: 0 });

    // The cart without signing in again: same token, the top navigation's Carrello, no dialog.
    await page.getByRole('link', { name: 'Vai al carrello' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/carrello'));
    await page.getByRole('link', { name: 'Carrello' }).waitFor();
    expect(await storedToken(page)).toBe(token);
    expect(await monthEndDialog(page).count()).toBe(0);

    await page.goto('/myoverins/tuoiEstrattiConto');
    await page.getByText('Non ci sono estratti conto da pagare.').waitFor();
    for (const numero of numbers) {
      const row = page.getByRole('grid').locator('tbody tr').filter({ hasText: numero });
      await expect.poll(() => row.textContent(), { message: numero }).toContain('Pagato');
    }
    expect(await monthEndDialog(page).count()).toBe(0);

    await page.goto('/myoverins/tuoiPagamenti');
    const search = page
      .getByRole('toolbar', { name: 'Strumenti della griglia' })
      .getByRole('searchbox', { name: 'Cerca' });
    await search.fill(codTrans);
    await search.press('Enter');
    const rows = page.getByRole('grid').locator('tbody tr').filter({ hasText: codTrans });
    await expect.poll(() => rows.count()).toBe(numbers.length);
    for (const numero of numbers) {
      const text = await rows.filter({ hasText: numero }).textContent();
      expect(text).toContain('Carta di credito');
      expect(text).toContain('Eseguito');
    }
  }, 120_000);
});

describe('avviso and the month-end reminder', () => {
  it('sees the reminder and closes it with Chiudi, staying on the cart', async ({ page }) => {
    await signInThroughForm(page, 'avviso');
    await page.waitForURL((url) => url.pathname === '/carrello/carrelloCategorie');
    const dialog = monthEndDialog(page);
    await dialog.getByText(REMINDER).waitFor();
    // The footer's Chiudi (the header's × has the same name).
    await dialog.getByRole('button', { name: 'Chiudi', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/carrello/carrelloCategorie');
    await page.getByRole('link', { name: 'Carrello' }).waitFor();
  });
});

describe('the credit top-up', () => {
  it('tour tops up 50 € by card: ritorno-ok shows the new credit, tuoiCrediti the movement', async ({
    page,
  }) => {
    const token = await login('tour');
    const before = await creditOf(token);
    await openWithToken(page, token, '/myoverins/tuoiCrediti');
    const box = page.getByRole('region', { name: 'Ricarica il credito' });
    await box.getByLabel('Importo della ricarica (€)').fill('50');
    await box.getByRole('button', { name: 'Ricarica con carta' }).click();

    // Abandoned first: url_back, the ko screen, the credit as it was.
    await expectGatewayPage(page, 50);
    await page.getByRole('button', { name: 'Annulla' }).click();
    await page.waitForURL((url) => url.pathname === '/keyclient/ritorno-ko');
    await page.getByText('Il pagamento è stato annullato.').waitFor();
    await page.getByText(KO).waitFor();
    expect(await creditOf(token)).toBe(before);
    await page.getByRole('link', { name: 'Vai ai tuoi crediti' }).click();
    await page.waitForURL((url) => url.pathname === '/myoverins/tuoiCrediti');
    await box.getByLabel('Importo della ricarica (€)').fill('50');
    await box.getByRole('button', { name: 'Ricarica con carta' }).click();

    await expectGatewayPage(page, 50);
    const codTrans = new URL(page.url()).searchParams.get('codTrans')!;
    await fillCard(page, GOOD);
    await page.getByRole('button', { name: 'Paga', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/keyclient/ritorno-ok');
    await page.getByRole('heading', { name: 'Pagamento eseguito' }).waitFor();
    await page.getByText('Il pagamento è stato completato correttamente.').waitFor();
    expect(await detail(page, 'Importo').textContent()).toBe(formatEuro(50));
    expect(await detail(page, 'Codice transazione').textContent()).toBe(codTrans);
    expect(await detail(page, 'Credito disponibile').textContent()).toBe(formatEuro(before + 50));
    expect(await creditOf(token)).toBeCloseTo(before + 50, 2);

    await page.getByRole('link', { name: 'Vai ai tuoi crediti' }).click();
    await page.waitForURL((url) => url.pathname === '/myoverins/tuoiCrediti');
    const row = page.getByRole('grid').locator('tbody tr').filter({ hasText: 'Ricarica credito con carta' });
    await row.first().waitFor();
    expect(await row.first().textContent()).toMatch(/50,00/);
  }, 120_000);
});

describe('the month-end payment with the keyboard only', () => {
  it('agenzia.rete: Estratti conto da pagare, Paga tutto, the card form, ritorno-fm-ok', async ({ page }) => {
    const token = await login('agenzia.rete');
    const before = await dueOf(token);
    expect(before.estratti.length).toBeGreaterThan(1);
    await openWithToken(page, token, '/myoverins/tuoiPagamenti');

    const widget = page.locator('section', { has: page.getByText('Estratti conto da pagare') });
    const total = widget.locator('output');
    const first = widget.getByRole('checkbox', {
      name: `Seleziona l'estratto conto ${before.estratti[0]!.numero}`,
    });
    await tabTo(page, first);
    await page.keyboard.press('Space');
    await expect.poll(() => first.isChecked()).toBe(true);
    await expect
      .poll(() => total.textContent())
      .toBe(`Totale selezionato: ${formatEuro(before.estratti[0]!.importo)}`);
    await page.keyboard.press('Space');
    await expect.poll(() => first.isChecked()).toBe(false);

    await tabTo(page, widget.getByRole('button', { name: `Paga tutto (${formatEuro(before.totale)})` }));
    await page.keyboard.press('Enter');

    await expectGatewayPage(page, before.totale);
    const codTrans = new URL(page.url()).searchParams.get('codTrans')!;
    await tabTo(page, page.getByLabel('Numero della carta'), 10);
    await page.keyboard.type(GOOD);
    await page.keyboard.press('Tab');
    expect(await focused(page.getByLabel('Scadenza (MM/AA)'))).toBe(true);
    await page.keyboard.type('12/39');
    await page.keyboard.press('Tab');
    expect(await focused(page.getByLabel('Codice di sicurezza (CVV)'))).toBe(true);
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    expect(await focused(page.getByRole('button', { name: 'Paga', exact: true }))).toBe(true);
    await page.keyboard.press('Space');

    await page.waitForURL((url) => url.pathname === '/keyclient/ritorno-fm-ok');
    await page.getByRole('heading', { name: 'Pagamento eseguito' }).waitFor();
    expect(await detail(page, 'Codice transazione').textContent()).toBe(codTrans);
    expect(await dueOf(token)).toEqual({ estratti: [], totale: 0 });

    await tabTo(page, page.getByRole('link', { name: 'Vai ai tuoi pagamenti' }), 20);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/myoverins/tuoiPagamenti');
    await page.getByText('Non ci sono estratti conto da pagare.').waitFor();
  }, 120_000);
});

/**
 * The return addresses the gateway gives, made once over HTTP (agenzia tops up its credit, network
 * pays its statements); each screen verifies its return again on every visit, which the server
 * answers with the outcome already recorded.
 */
const returns = { ok: '', ko: '', fm: '', gateway: '' };

describe('axe: no critical or serious violation (WCAG 2.1 A/AA)', () => {
  beforeAll(async () => {
    const agenzia = await login('agenzia');
    const network = await login('network');
    returns.ok = await payOverHttp(
      await startPayment(agenzia, 'myoverins/ricaricacredito', { importo: 20 }),
      GOOD,
    );
    returns.ko = await payOverHttp(
      await startPayment(agenzia, 'myoverins/ricaricacredito', { importo: 10 }),
      REFUSED,
    );
    returns.fm = await payOverHttp(await startPayment(network, 'myoverins/eseguipagamento', {}), GOOD);
    // An attempt left open: its page can be opened again until it is paid or abandoned.
    returns.gateway = await startPayment(agenzia, 'myoverins/eseguipagamento', {});
    expect(new URL(returns.ok).pathname).toBe('/keyclient/ritorno-ok');
    expect(new URL(returns.ko).pathname).toBe('/keyclient/ritorno-ok');
    expect(new URL(returns.fm).pathname).toBe('/keyclient/ritorno-fm-ok');
  }, 60_000);

  async function axeAll(page: Page): Promise<void> {
    const agenzia = await login('agenzia');
    const due = await dueOf(agenzia);
    expect(due.estratti.length).toBeGreaterThan(0);

    await openWithToken(page, agenzia, '/myoverins/tuoiPagamenti');
    const widget = page.locator('section', { has: page.getByText('Estratti conto da pagare') });
    await widget.getByRole('button', { name: /^Paga tutto/ }).waitFor();
    await widget.getByRole('checkbox').first().check();
    await expectAxeClean(page, 'the statements to pay (one chosen)', ['main section[aria-busy]']);

    await page.goto(returns.gateway);
    await expectGatewayPage(page, due.totale);
    await expectAxeClean(page, 'the sandbox page');
    await page.getByLabel('Numero della carta').fill('1234');
    await page.getByLabel('Scadenza (MM/AA)').fill('13/20');
    // The fields are `required`: filled but wrong, so that the server answers the page with its errors.
    await page.getByLabel('Codice di sicurezza (CVV)').fill('12');
    await page.getByRole('button', { name: 'Paga', exact: true }).click();
    await page.getByText('Il pagamento non è partito: correggi i campi indicati.').waitFor();
    expect(await page.getByLabel('Numero della carta').getAttribute('aria-invalid')).toBe('true');
    await expectAxeClean(page, 'the sandbox page with its errors');

    await page.goto(returns.ok);
    await page.getByRole('heading', { name: 'Pagamento eseguito' }).waitFor();
    await expectAxeClean(page, 'ritorno-ok (credit paid)');

    // Network's own return, as network sees it: the details are told only to the distributor that paid.
    await openWithToken(page, await login('network'), returns.fm);
    await page.getByRole('heading', { name: 'Pagamento eseguito' }).waitFor();
    await page.getByText('Il pagamento di fine mese è stato completato correttamente.').waitFor();
    await detail(page, 'Estratti conto').waitFor();
    await expectAxeClean(page, 'ritorno-fm-ok (statements paid)');

    await openWithToken(page, agenzia, returns.ko);
    await page.waitForURL((url) => url.pathname === '/keyclient/ritorno-ko');
    await page.getByText(KO).waitFor();
    await expectAxeClean(page, 'ritorno-ko (card refused)');
  }

  it('at 1280×900: statements to pay, the sandbox page, ritorno-ok, ritorno-fm-ok, ritorno-ko', async ({
    page,
  }) => {
    await axeAll(page);
  }, 120_000);

  describe('on a 390 px wide phone', () => {
    it.override({ mobile: true });
    it('at 390×844: statements to pay, the sandbox page, ritorno-ok, ritorno-fm-ok, ritorno-ko', async ({
      page,
    }) => {
      await axeAll(page);
    }, 120_000);
  });
});
