import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBrowser } from './engineHelpers';
import { openWithToken, ownServer } from './ownServer';
import { LOCATOR_WAIT_MS } from './waits';

/**
 * Issue 27 "Done means": as `admin`, in the role permissions editor, give `agenzia`'s role the
 * permission of a My-area tab it lacks → `agenzia`, signed in all along in another browser context,
 * sees the tab after its next navigation, with no sign-out; take it away → the tab is gone and its
 * API answers 403. A super-admin role shows the note and no switches. The demo's role is changed, so
 * this file runs a server of its own.
 *
 * The tab is `I tuoi crediti` (WEB_MYOVERINS_CREDITI, guard attributes fit a retail agency): the
 * setup takes the permission from the role through the API, so that the agency lacks it.
 */

const PERMESSO = 'WEB_MYOVERINS_CREDITI';
const CREDITI_API = 'myoverins/distributori/crediti?page=1&pageSize=10';

const { baseUrl, login, call } = ownServer();
let adminToken: string;
let agenziaToken: string;
let ruoloId: number;
const contexts: BrowserContext[] = [];

/** A browser context of its own (its own local storage), signed in with `token`, on `path`. */
async function pageSignedIn(token: string, path: string): Promise<Page> {
  const context = await (
    await sharedBrowser()
  ).newContext({ baseURL: baseUrl(), locale: 'it-IT', viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(LOCATOR_WAIT_MS);
  contexts.push(context);
  const page = await context.newPage();
  await openWithToken(page, token, path);
  return page;
}

beforeAll(async () => {
  adminToken = await login('admin');
  agenziaToken = await login('agenzia');
  const me = (await (await call(agenziaToken, 'account/me')).json()) as { userInfo: { ruoloID: number } };
  ruoloId = me.userInfo.ruoloID;
  const res = await call(adminToken, `ruoli/${ruoloId}/add-or-remove-permesso`, {
    ruoloID: ruoloId,
    aggiungi: false,
    permesso: PERMESSO,
    azioni: ['R'],
  });
  expect(res.status).toBe(200);
}, 60_000);

// Before ownServer's own afterAll closes the browser (hooks registered later run first).
afterAll(async () => {
  for (const c of contexts) await c.close();
});

describe('a role’s permission changed in the editor reaches its signed-in users', () => {
  it('gives and takes a My-area tab to agenzia without signing it out', async () => {
    const agenzia = await pageSignedIn(agenziaToken, '/myoverins/tuoiAcquisti');
    const tabs = agenzia.getByRole('navigation', { name: 'MyOverins' });
    await tabs.getByRole('link', { name: 'I tuoi acquisti' }).waitFor();
    expect(await tabs.getByRole('link', { name: 'I tuoi crediti' }).count()).toBe(0);
    expect((await call(agenziaToken, CREDITI_API)).status).toBe(403);

    const admin = await pageSignedIn(adminToken, '/admin/ruoliPermessi');
    await admin.getByRole('combobox', { name: 'Ruolo' }).selectOption({ label: 'Agenzia dettagliante' });
    const crediti = admin.getByRole('group', { name: /^I tuoi crediti / });
    const lettura = crediti.getByRole('switch', { name: 'Lettura' });
    await lettura.waitFor();
    expect(await lettura.isChecked()).toBe(false);
    await lettura.click();
    await expect.poll(() => lettura.isChecked()).toBe(true);
    // The change has reached the server (the editor reads the role again after each switch).
    await expect
      .poll(async () => (await call(agenziaToken, CREDITI_API)).status, { timeout: 10_000 })
      .toBe(200);

    // agenzia's next navigation (a tab inside the app, no reload) shows the new tab.
    await tabs.getByRole('link', { name: 'I tuoi pagamenti' }).click();
    await agenzia.waitForURL('**/myoverins/tuoiPagamenti');
    await tabs.getByRole('link', { name: 'I tuoi crediti' }).waitFor();
    await tabs.getByRole('link', { name: 'I tuoi crediti' }).click();
    await agenzia.waitForURL('**/myoverins/tuoiCrediti');
    expect(await agenzia.evaluate(() => localStorage.getItem('token'))).toBe(agenziaToken);

    // Taken away: the API refuses at once, and the tab is gone after the next navigation.
    await tabs.getByRole('link', { name: 'I tuoi acquisti' }).click();
    await agenzia.waitForURL('**/myoverins/tuoiAcquisti');
    await lettura.click();
    await expect.poll(() => lettura.isChecked()).toBe(false);
    await expect
      .poll(async () => (await call(agenziaToken, CREDITI_API)).status, { timeout: 10_000 })
      .toBe(403);
    await tabs.getByRole('link', { name: 'I tuoi pagamenti' }).click();
    await agenzia.waitForURL('**/myoverins/tuoiPagamenti');
    await expect.poll(() => tabs.getByRole('link', { name: 'I tuoi crediti' }).count()).toBe(0);
    expect(await agenzia.evaluate(() => localStorage.getItem('token'))).toBe(agenziaToken);

    // Both changes are in the roles' history.
    const storico = (await (
      await call(adminToken, `ruoli/storico?page=1&pageSize=5&filter=(permesso[eq]${PERMESSO})`)
    ).json()) as { items: Array<{ utente: string; prima: string; dopo: string }> };
    expect(storico.items.slice(0, 2).map((i) => `${i.utente} ${i.prima}→${i.dopo}`)).toEqual([
      'admin R→',
      'admin →R',
    ]);
  }, 120_000);

  it('shows a super-admin role the note and no switches', async () => {
    const admin = await pageSignedIn(adminToken, '/admin/ruoliPermessi');
    await admin.getByRole('combobox', { name: 'Ruolo' }).selectOption({ label: 'Super amministratore' });
    await admin.getByText('Al ruolo super amministratore sono associati tutti i permessi').waitFor();
    expect(await admin.getByRole('switch').count()).toBe(0);
  });
});
