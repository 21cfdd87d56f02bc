import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { thisWorkersServer } from './thisWorkersServer';
import { baseUrl, closeBrowser, it, PASSWORD } from './engineHelpers';
import { outboxNames, waitForMail } from './outbox';

const { dataDir } = thisWorkersServer();
// A demo user the other e2e files only sign in with; its password is put back at the end.
const USER = { username: 'commerciale', email: 'stefano.moretti@overins.it', name: 'Stefano Moretti' };
const NEW_PASSWORD = 'Lungomare-Sorrento-2027';

afterAll(async () => {
  await closeBrowser();
});

/** Recovery by mail: asks for a link, opens it from the outbox, chooses `password` there. */
async function recover(page: Page, password: string): Promise<void> {
  const seen = outboxNames(dataDir);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await page.waitForURL(`${baseUrl}/password-recover`);
  await page.getByRole('heading', { name: 'Recupero password' }).waitFor();
  await page.getByLabel('Indirizzo e-mail').fill(USER.email);
  await page.getByRole('button', { name: 'Invia' }).click();
  await page
    .getByText(
      'Se l’indirizzo corrisponde a un utente registrato, riceverai a breve un’e-mail con le istruzioni per scegliere una nuova password.',
    )
    .waitFor();

  const mail = await waitForMail(dataDir, USER.email, seen);
  expect(mail).toContain(`per l'utente "${USER.username}"`);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/change-password\?token=[^\s]+)/.exec(mail)?.[1];
  expect(link).toBeDefined();

  await page.goto(link!);
  await page.getByRole('heading', { name: 'Scegli una nuova password' }).waitFor();
  await page.getByLabel('Nuova password', { exact: true }).fill(password);
  await page.getByLabel('Conferma nuova password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Salva password' }).click();
  await page.getByText('La password è stata aggiornata. Ora puoi accedere al portale.').waitFor();
}

async function signIn(page: Page, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nome utente').fill(USER.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

describe('password recovery by mail', () => {
  it('sends a link, the link sets a new password, and the new password signs in', async ({ page }) => {
    await recover(page, NEW_PASSWORD);

    // The used link does not work twice.
    await page.getByRole('link', { name: 'Torna all’accesso' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await signIn(page, PASSWORD);
    expect((await page.getByRole('alert').textContent())?.trim()).toBe('Nome utente o password non corretti');

    await signIn(page, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByText(USER.name).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{20,}/);

    // Back to the documented demo password for the other tests.
    await page.evaluate(() => localStorage.clear());
    await recover(page, PASSWORD);
  }, 60_000);

  it('refuses a link without token, and one whose token is not valid, in Italian', async ({ page }) => {
    await page.goto('/change-password');
    expect((await page.getByRole('alert').textContent())?.trim()).toBe(
      'Il link è incompleto: aprilo di nuovo dall’e-mail ricevuta o richiedine uno nuovo.',
    );
    await page.goto('/change-password?token=non-valido');
    await page.getByLabel('Nuova password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Conferma nuova password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Salva password' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(
      'Il link non è valido, è già stato usato oppure è scaduto. Richiedine uno nuovo.',
    );
  });
});
