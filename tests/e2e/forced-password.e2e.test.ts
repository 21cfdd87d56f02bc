import { afterAll, describe, expect } from 'vitest';
import { api, apiLogin, baseUrl, closeBrowser, it, signInThroughForm } from './engineHelpers';

const FORCED = 'Scelta-Dal-Back-Office-1';
const CHOSEN = 'Scelta-Da-Me-Adesso-2026';

afterAll(async () => {
  await closeBrowser();
});

async function json<T>(res: Promise<Response>): Promise<T> {
  const r = await res;
  if (!r.ok) throw new Error(`${r.url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** An agency user made through the API, whose password back office then forces. */
async function userWithForcedPassword(username: string): Promise<void> {
  const agenzia = await apiLogin('agenzia');
  const roles = await json<{ items: Array<{ value: number; text: string }> }>(
    api(agenzia, 'dropdown/ruoli/web'),
  );
  const created = await json<{ data: { itemID: number } }>(
    api(agenzia, 'myoverins/utentiagenzia', {
      method: 'POST',
      body: JSON.stringify({
        username,
        email: `${username}@ilgabbianoviaggi.it`,
        nome: 'Irene',
        cognome: 'Forzati',
        ruoloID: roles.items.find((r) => r.text === 'Operatore di agenzia')!.value,
        passwordNuova: 'Prima-Password-2026',
        passwordConferma: 'Prima-Password-2026',
      }),
    }),
  );
  await json(
    api(await apiLogin('admin'), 'account/forza-password', {
      method: 'PUT',
      body: JSON.stringify({ userId: created.data.itemID, passwordNuova: FORCED, passwordConferma: FORCED }),
    }),
  );
}

describe('a password forced by back office', () => {
  it('takes the user to the change form, keeps it there until the change, then lets it in', async ({
    page,
  }) => {
    await userWithForcedPassword('gabbiano.forzato');
    await page.goto('/login');
    await signInThroughForm(page, 'gabbiano.forzato', FORCED);
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
    const me = await json<{ redirectTo: string | null }>(api(token!, 'account/me'));
    expect(me.redirectTo).toBeNull();
  });

  it('keeps a deep link on the change form and lets the user sign out from it', async ({ page }) => {
    await userWithForcedPassword('gabbiano.uscita');
    await page.goto('/login');
    await signInThroughForm(page, 'gabbiano.uscita', FORCED);
    await page.waitForURL(`${baseUrl}/cambio-password-obbligatorio`);

    // A deep link opened meanwhile lands on the form again (start-up follows redirectTo).
    await page.goto('/carrello/carrelloCategorie');
    await page.waitForURL(`${baseUrl}/cambio-password-obbligatorio`);
    await page.getByRole('button', { name: 'Esci' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
