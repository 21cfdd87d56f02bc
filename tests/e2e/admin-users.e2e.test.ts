import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { expectAxeClean } from './axe';
import { api, apiLogin, baseUrl, closeBrowser, dataDir, it, openWithToken } from './engineHelpers';
import { outboxNames, waitForMail } from './outbox';

/**
 * Issue 27 item 3 in Chromium, the done-means of the users: back office creates a user in `Utenti del
 * portale`, who sets its password from the mail; disabling it ends its session at once (its next
 * call answers 401), enabling lets it in again, unlocking a locked account lets it sign in, and
 * setting its password asks for a change at the next sign-in. Every row button is a `call`
 * declaration of the screen file.
 */

afterAll(closeBrowser);

const signIn = (username: string, password: string) =>
  fetch(`${baseUrl}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

/** The grid's row of the user, found through the grid's search box. */
async function rowOf(page: Page, username: string): Promise<Locator> {
  const box = page
    .getByRole('toolbar', { name: 'Strumenti della griglia' })
    .getByRole('searchbox', { name: 'Cerca' });
  await box.fill(username);
  await box.press('Enter');
  const row = page.getByRole('grid').getByRole('row').filter({ hasText: username });
  await row.first().waitFor();
  return row.first();
}

/** Presses a row button, confirms its dialog (filling `fields` first) and waits for the success toast. */
async function act(
  page: Page,
  username: string,
  button: string,
  toast: string,
  fields: Record<string, string> = {},
) {
  const row = await rowOf(page, username);
  await row.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  for (const [label, value] of Object.entries(fields))
    // The label of a required input ends with an asterisk hidden from assistive technology.
    await dialog.getByLabel(new RegExp(`^${label}( \\*)?$`)).fill(value);
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(toast).first().waitFor();
}

describe('Utenti del portale', () => {
  it('creates a user who sets its password from the mail; disable, enable, unlock, set password', async ({
    page,
  }) => {
    // A name of its own per try: CI retries a try that timed out, and the first may have created it.
    const USERNAME = `e2e.utente.${Date.now() % 1_000_000}`;
    const EMAIL = `${USERNAME}@ilgabbianoviaggi.it`;
    const admin = await apiLogin('admin');
    await openWithToken(page, admin, '/admin/utenti');
    await page.getByRole('grid').getByRole('row').filter({ hasText: 'agenzia' }).first().waitFor();
    await expectAxeClean(page, 'the users grid');

    // Create: a user of the retail agency, with a role of its kind; the invitation goes by mail.
    const seen = outboxNames(dataDir);
    await page.getByRole('button', { name: 'Nuovo' }).click();
    const form = page.getByRole('dialog', { name: 'Nuovo utente' });
    await form.waitFor();
    await form.getByRole('textbox', { name: 'Nome utente', exact: true }).fill(USERNAME);
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Ettore');
    await form.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Esposti');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(EMAIL);
    await form
      .getByRole('combobox', { name: 'Tipo di utente', exact: true })
      .selectOption({ label: 'Agenzia dettagliante' });
    await form
      .getByRole('combobox', { name: 'Distributore (per agenzie, tour operator e network)', exact: true })
      .selectOption({ label: 'Agenzia Viaggi Il Gabbiano S.r.l. — AG0001 (Agenzia dettagliante)' });
    await form
      .getByRole('combobox', { name: 'Ruolo', exact: true })
      .selectOption({ label: 'Operatore di agenzia' });
    await expectAxeClean(page, 'the new user form');
    await form.getByRole('button', { name: 'Salva' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('Utente creato').first().waitFor();

    const mail = await waitForMail(dataDir, EMAIL, seen);
    const token = /\/set-password\?token=([A-Za-z0-9_%-]+)/.exec(mail)?.[1];
    expect(token, mail).toBeTruthy();
    const set = await fetch(`${baseUrl}/api/account/set-first-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: decodeURIComponent(token!),
        passwordNuova: 'Ettore-Al-Gabbiano-26',
        passwordConferma: 'Ettore-Al-Gabbiano-26',
      }),
    });
    expect(set.status).toBe(200);
    const userToken = await apiLogin(USERNAME, 'Ettore-Al-Gabbiano-26');
    expect((await api(userToken, 'account/me')).status).toBe(200);

    // Disable while signed in: the next call answers 401; then enable: it signs in again.
    await act(page, USERNAME, 'Disabilita', 'Utente disabilitato');
    expect((await api(userToken, 'account/me')).status).toBe(401);
    expect((await signIn(USERNAME, 'Ettore-Al-Gabbiano-26')).status).toBe(400);
    await act(page, USERNAME, 'Abilita', 'Utente abilitato');
    expect((await signIn(USERNAME, 'Ettore-Al-Gabbiano-26')).status).toBe(200);

    // Locked after five wrong passwords, even the right one is refused until back office unlocks.
    for (let i = 0; i < 5; i++) expect((await signIn(USERNAME, 'Sbagliata-2026')).status).toBe(400);
    expect((await signIn(USERNAME, 'Ettore-Al-Gabbiano-26')).status).toBe(429);
    await page.reload();
    await act(page, USERNAME, 'Sblocca accesso', 'Accesso sbloccato');
    expect((await signIn(USERNAME, 'Ettore-Al-Gabbiano-26')).status).toBe(200);

    // Back office sets a password: the user must change it at the next sign-in.
    await act(page, USERNAME, 'Imposta password', 'Password impostata', {
      Password: 'Porto-Di-Napoli-2026',
      'Conferma password': 'Porto-Di-Napoli-2026',
    });
    const forced = await signIn(USERNAME, 'Porto-Di-Napoli-2026');
    expect(forced.status).toBe(200);
    expect(((await forced.json()) as { data: { mustChangePassword: boolean } }).data.mustChangePassword).toBe(
      true,
    );
  });
});
