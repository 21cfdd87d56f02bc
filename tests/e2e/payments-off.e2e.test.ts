import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it as base } from 'vitest';
import { closeBrowser, PASSWORD, sharedBrowser } from './engineHelpers';
import { startServer, type RunningServer } from './server';
import { LOCATOR_WAIT_MS } from './waits';

/**
 * Issue 23: with card payments off (no gateway, no sandbox) the payment screens say so in Italian and
 * the browser goes nowhere. The demo with PAYMENT_SANDBOX=0 stands for a deployment without a gateway
 * (it has the accounts to sign in with); this file starts that server of its own.
 */

const NON_DISPONIBILE =
  'Il pagamento con carta non è disponibile: contatta l’assistenza per pagare con bonifico.';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ PAYMENT_SANDBOX: '0' });
}, 90_000);
afterAll(async () => {
  await closeBrowser();
  await server?.stop();
});

const it = base.extend<{ page: Page }>({
  page: async ({ task }, use) => {
    const context = await (
      await sharedBrowser()
    ).newContext({ baseURL: server.baseUrl, locale: 'it-IT', viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(LOCATOR_WAIT_MS);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    try {
      await use(page);
    } finally {
      await context.close();
    }
    expect(problems, task.name).toEqual([]);
  },
});

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nome utente').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

describe('card payments off', () => {
  it('moroso: Paga ora in the month-end dialog says payments are not available, and stays', async ({
    page,
  }) => {
    await signIn(page, 'moroso');
    const dialog = page.getByRole('dialog', { name: 'Pagamento di fine mese' });
    await dialog.getByRole('button', { name: 'Paga ora' }).click();
    await dialog.getByRole('alert').filter({ hasText: NON_DISPONIBILE }).waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/sandbox/pagamento');
    // No sandbox gateway: its address is only the application's history fallback.
    expect(await (await page.request.get(`${server.baseUrl}/sandbox/pagamento`)).text()).toContain(
      '<div id="root"></div>',
    );
  }, 120_000);

  it('tour: Ricarica con carta says payments are not available, and stays', async ({ page }) => {
    await signIn(page, 'tour');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/myoverins/tuoiCrediti');
    const box = page.getByRole('region', { name: 'Ricarica il credito' });
    await box.getByLabel('Importo della ricarica (€)').fill('50');
    await box.getByRole('button', { name: 'Ricarica con carta' }).click();
    await box.getByRole('alert').filter({ hasText: NON_DISPONIBILE }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/myoverins/tuoiCrediti');
  }, 120_000);
});
