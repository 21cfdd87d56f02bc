import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

/**
 * The row edit of "I tuoi utenti" (screens/my/tuoi-utenti.screen.json, `editable`) in Chromium:
 * the form generated from the columns saves through the generic edit route that
 * server/lists/definitions/utentiAgenzia.list.json declares.
 */

afterAll(closeBrowser);

const LIST = 'myoverins/utentiagenzia';

interface Utente {
  itemID: number;
  username: string;
  nome: string;
  cognome: string;
  ruolo: string;
}

async function utente(token: string, username: string): Promise<Utente> {
  const res = await api(token, `${LIST}?filter=${encodeURIComponent(`(username[eq]${username})`)}`);
  const body = (await res.json()) as { items: Utente[] };
  return body.items[0]!;
}

const grid = (page: Page) => page.getByRole('grid');
const search = (page: Page) =>
  page.getByRole('toolbar', { name: 'Strumenti della griglia' }).getByRole('searchbox', { name: 'Cerca' });

/** Opens the users screen filtered to one user and that user's edit form. */
async function openEdit(page: Page, token: string, username: string) {
  await openWithToken(page, token, '/myoverins/tuoiUtenti');
  await search(page).fill(username);
  await search(page).press('Enter');
  const row = grid(page).locator('tbody tr').filter({ hasText: username });
  await row.getByRole('button', { name: 'Modifica' }).click();
  return page.getByRole('dialog', { name: 'Modifica' });
}

const isPut = (page: Page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith(`/api/${LIST}/`),
  );

describe('I tuoi utenti: row edit', () => {
  it('agenzia changes a user’s name and role from the form; the grid and the list show them', async ({
    page,
  }) => {
    const token = await apiLogin('agenzia');
    const roles = (await (await api(token, 'dropdown/ruoli/web')).json()) as {
      items: Array<{ value: number; text: string }>;
    };
    const operatore = roles.items.find((r) => r.text === 'Operatore di agenzia')!;
    const created = await api(token, LIST, {
      method: 'POST',
      body: JSON.stringify({
        username: 'e2e.damodificare',
        email: 'e2e.damodificare@ilgabbianoviaggi.it',
        nome: 'Marta',
        cognome: 'Ferri',
        ruoloID: operatore.value,
        passwordNuova: 'Modifica2026!',
        passwordConferma: 'Modifica2026!',
        inviaEmail: false,
      }),
    });
    expect(created.status).toBe(200);

    const dialog = await openEdit(page, token, 'e2e.damodificare');
    await expect(dialog.getByLabel('Nome utente').isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Nome', { exact: true }).fill('Martina');
    await dialog.getByLabel('Ruolo').selectOption({ label: 'Agenzia dettagliante' });
    const [saved] = await Promise.all([isPut(page), dialog.getByRole('button', { name: 'Salva' }).click()]);
    expect(saved.status()).toBe(204);
    // 204: the chosen role went back as a number (bodies are not coerced; text would be a 400).
    await page.getByRole('alert').filter({ hasText: 'Salvato' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = grid(page).locator('tbody tr').filter({ hasText: 'e2e.damodificare' });
    await row.getByText('Martina').waitFor();
    await row.getByText('Agenzia dettagliante').waitFor();
    expect(await utente(token, 'e2e.damodificare')).toMatchObject({
      nome: 'Martina',
      cognome: 'Ferri',
      ruolo: 'Agenzia dettagliante',
    });
  });

  it('a cleared surname is refused with the server’s Italian message; the form stays open, nothing changes', async ({
    page,
  }) => {
    const token = await apiLogin('agenzia');
    const before = await utente(token, 'gabbiano.front');
    const dialog = await openEdit(page, token, 'gabbiano.front');
    await dialog.getByLabel('Cognome').fill('');
    const [refused] = await Promise.all([isPut(page), dialog.getByRole('button', { name: 'Salva' }).click()]);
    expect(refused.status()).toBe(400);
    await page.getByRole('alert').filter({ hasText: 'cognome' }).first().waitFor();
    expect(await dialog.isVisible()).toBe(true);
    expect(await utente(token, 'gabbiano.front')).toEqual(before);
  });
});
