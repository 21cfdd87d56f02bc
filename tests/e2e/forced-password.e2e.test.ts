import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');
const FORCED = 'Scelta-Dal-Back-Office-1';
const CHOSEN = 'Scelta-Da-Me-Adesso-2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const tokenOf = async (username: string, password = 'Viaggi2026!') =>
  (await api<{ data: { token: string } }>('POST', 'account/login', null, { username, password })).data.token;

/** An agency user made through the API, whose password back office then forces. */
async function userWithForcedPassword(username: string): Promise<void> {
  const agenzia = await tokenOf('agenzia');
  const roles = await api<{ items: Array<{ value: number; text: string }> }>(
    'GET',
    'dropdown/ruoli/web',
    agenzia,
  );
  const created = await api<{ data: { itemID: number } }>('POST', 'myoverins/utentiagenzia', agenzia, {
    username,
    email: `${username}@ilgabbianoviaggi.it`,
    nome: 'Irene',
    cognome: 'Forzati',
    ruoloID: roles.items.find((r) => r.text === 'Operatore di agenzia')!.value,
    passwordNuova: 'Prima-Password-2026',
    passwordConferma: 'Prima-Password-2026',
  });
  await api('PUT', 'account/forza-password', await tokenOf('admin'), {
    userId: created.data.itemID,
    passwordNuova: FORCED,
    passwordConferma: FORCED,
  });
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Nome utente').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

describe('a password forced by back office', () => {
  it('takes the user to the change form, keeps it there until the change, then lets it in', async () => {
    await userWithForcedPassword('gabbiano.forzato');
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'it-IT' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await signIn(page, 'gabbiano.forzato', FORCED);
      await page.waitForURL(`${baseUrl}/cambio-password-obbligatorio`);
      await page.getByRole('heading', { name: 'Cambia la tua password' }).waitFor();

      // Straight from the sign-in, no reload: the form must be ready, not still busy with the login.
      await page.getByLabel('Password attuale').fill(FORCED);
      await page.getByLabel('Nuova password', { exact: true }).fill(CHOSEN);
      await page.getByLabel('Conferma nuova password').fill(CHOSEN);
      await page.getByRole('button', { name: 'Salva password' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/carrello'));
      await page.getByRole('button', { name: 'Irene Forzati' }).waitFor({ state: 'attached' });

      const token = await page.evaluate(() => localStorage.getItem('token'));
      const me = await api<{ redirectTo: string | null }>('GET', 'account/me', token);
      expect(me.redirectTo).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('keeps a deep link on the change form and lets the user sign out from it', async () => {
    await userWithForcedPassword('gabbiano.uscita');
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'it-IT' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await signIn(page, 'gabbiano.uscita', FORCED);
      await page.waitForURL(`${baseUrl}/cambio-password-obbligatorio`);

      // A deep link opened meanwhile lands on the form again (start-up follows redirectTo).
      await page.goto('/carrello/carrelloCategorie');
      await page.waitForURL(`${baseUrl}/cambio-password-obbligatorio`);
      await page.getByRole('button', { name: 'Esci' }).click();
      await page.waitForURL(`${baseUrl}/login`);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      await context.close();
    }
  });
});
