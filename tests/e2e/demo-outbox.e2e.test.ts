import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, PASSWORD, sharedBrowser } from './engineHelpers';
import { startServer, type RunningServer } from './server';
import { LOCATOR_WAIT_MS } from './waits';

// `npm start` as a newcomer runs it: no NODE_ENV, no SMTP_URL, so mail goes to the outbox.
let demo: RunningServer;
beforeAll(async () => {
  demo = await startServer();
}, 90_000);
afterAll(async () => {
  await closeBrowser();
  await demo?.stop();
});

async function newPage(): Promise<Page> {
  const context = await (
    await sharedBrowser()
  ).newContext({ baseURL: demo.baseUrl, locale: 'it-IT', acceptDownloads: true });
  context.setDefaultTimeout(LOCATOR_WAIT_MS);
  return context.newPage();
}

describe('the demo mail outbox', () => {
  it('is never served to an anonymous caller, even with a reset link in it', async () => {
    const asked = await fetch(`${demo.baseUrl}/api/account/recupera-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin' }),
    });
    expect(asked.status).toBe(200);
    for (const path of ['/api/dev/outbox', '/api/dev/outbox/x.eml']) {
      const res = await fetch(`${demo.baseUrl}${path}`);
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('change-password');
    }
  });

  it('is a back-office screen of the admin area, where a mail downloads as .eml', async () => {
    await fetch(`${demo.baseUrl}/api/account/recupera-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'moroso' }),
    });
    const page = await newPage();
    await page.goto('/login');
    await page.getByLabel('Nome utente').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('button', { name: 'Giulia Ferraris' }).waitFor();

    await page.goto('/admin/postaInUscita');
    await page.getByRole('link', { name: 'Posta in uscita (demo)' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'franco.esposito@giramondoviaggi.it' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Overins — Recupero password');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /^Scarica / }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/franco\.esposito@giramondoviaggi\.it\.eml$/);
    const eml = await readFile((await download.path())!, 'utf8');
    expect(eml).toContain('To: franco.esposito@giramondoviaggi.it');
    expect(eml.replace(/=\r?\n/g, '')).toContain('/change-password?token=3D');
    await page.context().close();
  });
});
