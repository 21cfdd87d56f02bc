import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it as base } from 'vitest';
import {
  api,
  apiLogin,
  baseUrl,
  closeBrowser,
  MOBILE,
  openWithToken,
  sharedBrowser,
  signInThroughForm,
} from './engineHelpers';
import { startServer, type RunningServer } from './server';
import { LOCATOR_WAIT_MS } from './waits';

/**
 * Issue 24, defect 7 in Chromium at 1366 and 390 px: a statement's state follows its due date (moroso's
 * statement due in the future reads `Da pagare`, not `Scaduto`), a refused card payment is listed in
 * `I tuoi pagamenti` with its state, and the failure page leads back into the portal, not only to a retry.
 */
afterAll(closeBrowser);

const WIDTHS = [
  { name: '1366 px', viewport: { width: 1366, height: 900 } },
  { name: '390 px', viewport: MOBILE },
];

const it = base.extend<{ page: Page; viewport: { width: number; height: number } }>({
  viewport: WIDTHS[0]!.viewport,
  page: async ({ viewport }, use) => {
    const context = await (await sharedBrowser()).newContext({ baseURL: baseUrl, locale: 'it-IT', viewport });
    context.setDefaultTimeout(LOCATOR_WAIT_MS);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    try {
      await use(page);
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  },
});

const REFUSED = '4000 0000 0000 0002';
const monthEndDialog = (page: Page) => page.getByRole('dialog', { name: 'Pagamento di fine mese' });

/** Today in the portal's zone as YYYY-MM-DD (compares as text). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
/** `dd/mm/yyyy` → `yyyy-mm-dd`. */
const iso = (d: string) => d.trim().split('/').reverse().join('-');

async function fillCard(page: Page, pan: string): Promise<void> {
  await page.getByLabel('Numero della carta').fill(pan);
  await page.getByLabel('Scadenza (MM/AA)').fill('12/39');
  await page.getByLabel('Codice di sicurezza (CVV)').fill('123');
}

/** What a browser does on the sandbox page, over HTTP: the refused card; the return it is sent to. */
async function refuseOverHttp(gatewayUrl: string): Promise<string> {
  expect((await fetch(gatewayUrl)).status).toBe(200);
  const codTrans = new URL(gatewayUrl).searchParams.get('codTrans')!;
  const res = await fetch(`${baseUrl}/sandbox/pagamento`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      codTrans,
      azione: 'paga',
      pan: REFUSED,
      scadenza: '12/39',
      cvv: '123',
    }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

describe.each(WIDTHS)('statements and payments at $name', ({ viewport }) => {
  it.override({ viewport });

  it('moroso: the state follows the due date; the refused card page leads back to the portal', async ({
    page,
  }) => {
    await page.goto('/login');
    await signInThroughForm(page, 'moroso');
    const dialog = monthEndDialog(page);
    await dialog.getByRole('button', { name: 'Vedi i pagamenti' }).click();
    await page.waitForURL((url) => url.pathname === '/myoverins/tuoiPagamenti');
    // The statements to pay, with their state (the list under the dialog, read as the DOM has it).
    const rows = page.locator('section', { hasText: 'Estratti conto da pagare' }).locator('tbody tr');
    await rows.first().waitFor({ state: 'attached' });
    const states = await rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')),
    );
    const oggi = today();
    // The demo's last month is due in the future: it must not read `Scaduto`.
    expect(states.some((cells) => iso(cells[3]!) >= oggi)).toBe(true);
    for (const cells of states)
      expect(`${cells[1]} ${cells[3]} ${cells[5]}`).toBe(
        `${cells[1]} ${cells[3]} ${iso(cells[3]!) < oggi ? 'Scaduto' : 'Da pagare'}`,
      );

    await page.goto('/myoverins/tuoiPagamenti');
    await monthEndDialog(page).getByRole('button', { name: 'Paga ora' }).click();
    await page.waitForURL((url) => url.pathname === '/sandbox/pagamento');
    await fillCard(page, REFUSED);
    await page.getByRole('button', { name: 'Paga', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/keyclient/ritorno-ko');
    await page.getByText('Il pagamento è stato rifiutato.').waitFor();
    const back = page.getByRole('link', { name: 'Torna al portale' });
    await back.click();
    await page.waitForURL((url) => !url.pathname.startsWith('/keyclient/'));
    // Still owing: the portal shows the month-end dialog again, signed in.
    await monthEndDialog(page).waitFor();
  }, 180_000);

  it('agenzia: a refused card top-up is listed in I tuoi pagamenti as Rifiutato', async ({ page }) => {
    const token = await apiLogin('agenzia');
    const start = await api(token, 'myoverins/ricaricacredito', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ importo: 25 }),
    });
    expect(start.status, await start.clone().text()).toBe(200);
    const { url, codTrans } = ((await start.json()) as { data: { url: string; codTrans: string } }).data;
    const ritorno = new URL(await refuseOverHttp(url));
    // The browser's return (the notification may arrive too: the outcome is recorded once).
    const res = await fetch(`${baseUrl}/api/keyclient/ok`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(ritorno.searchParams)),
    });
    expect(res.status, await res.clone().text()).toBe(200);

    await openWithToken(page, token, '/myoverins/tuoiPagamenti');
    const row = page.getByRole('grid').locator('tbody tr', { hasText: codTrans });
    await row.waitFor();
    expect(await row.textContent()).toContain('Rifiutato');
    expect(await row.isVisible()).toBe(true);
  }, 180_000);
});

/**
 * PUBLIC_URL unset (its default is http://localhost:PORT) and the portal opened by another address
 * (http://127.0.0.1:PORT): the gateway's page and the way back stay on the address the browser used.
 */
describe('the gateway returns to the address the portal was opened by (PUBLIC_URL unset)', () => {
  let other: RunningServer;
  beforeAll(async () => {
    other = await startServer({ PUBLIC_URL: '' });
  }, 400_000);
  afterAll(async () => {
    await other?.stop();
  });

  describe.each(WIDTHS)('at $name', ({ viewport }) => {
    it.override({ viewport });

    it(
      'moroso pays by card from 127.0.0.1 and comes back to 127.0.0.1',
      { timeout: 180_000 },
      async ({ page }) => {
        // A second server on a loaded machine: its first answers may keep the busy overlay up a while.
        page.setDefaultTimeout(60_000);
        const origin = new URL(other.baseUrl).origin;
        await page.goto(`${origin}/login`);
        await signInThroughForm(page, 'moroso');
        await monthEndDialog(page).getByRole('button', { name: 'Paga ora' }).click();
        await page.waitForURL((url) => url.pathname === '/sandbox/pagamento');
        expect(new URL(page.url()).origin).toBe(origin);
        await fillCard(page, REFUSED);
        await page.getByRole('button', { name: 'Paga', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/keyclient/ritorno-ko');
        expect(new URL(page.url()).origin).toBe(origin);
        // Still signed in there: the outcome is told in full.
        await page.getByText('Il pagamento è stato rifiutato.').waitFor();
      },
    );
  });
});
