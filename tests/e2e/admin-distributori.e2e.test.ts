import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

/**
 * The back office's distributors (issue 27 item 5) in Chromium, screens written as configuration:
 * screens/admin/distributori.screen.json (row edit, and the top-up as a declarative call with a form)
 * and screens/admin/pacchetti-distributori.screen.json (commission edit validated by the server).
 * Dolomiti Travel (AG0003) has no demo user, so no other test buys with it meanwhile.
 */

afterAll(closeBrowser);

const DISTRIBUTORI = 'amministrazione/distributori';
const OFFERTE = 'amministrazione/pacchettidistributori';

interface Riga {
  itemID: number;
  creditoResiduo: number;
  stato: string;
}

const dolomiti = async (token: string): Promise<Riga> => {
  const res = await api(token, `${DISTRIBUTORI}?filter=${encodeURIComponent('(codice[eq]AG0003)')}`);
  return ((await res.json()) as { items: Riga[] }).items[0]!;
};

const grid = (page: Page) => page.getByRole('grid');
const search = (page: Page) =>
  page.getByRole('toolbar', { name: 'Strumenti della griglia' }).getByRole('searchbox', { name: 'Cerca' });
const answer = (page: Page, method: string, path: string) =>
  page.waitForResponse(
    (r) => r.request().method() === method && new URL(r.url()).pathname.startsWith(`/api/${path}`),
  );

async function open(page: Page, token: string, route: string, text: string) {
  await openWithToken(page, token, route);
  await search(page).fill(text);
  await search(page).press('Enter');
  return grid(page).locator('tbody tr').filter({ hasText: text }).first();
}

describe('Distributori (admin)', () => {
  it('admin tops up a distributor’s credit with a reason, and suspends it from the row edit', async ({
    page,
  }) => {
    const token = await apiLogin('admin');
    const before = await dolomiti(token);

    let row = await open(page, token, '/admin/distributori', 'Dolomiti');
    await row.getByRole('button', { name: 'Ricarica credito' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ricarica credito' });
    await dialog.getByLabel('Importo (€)').fill('25,50');
    await dialog.getByLabel('Motivo della ricarica').fill('Bonus di benvenuto');
    const [topUp] = await Promise.all([
      answer(page, 'POST', `${DISTRIBUTORI}/${before.itemID}/credito`),
      dialog.getByRole('button', { name: 'Ricarica credito' }).click(),
    ]);
    expect(topUp.status()).toBe(200);
    await page.getByRole('alert').filter({ hasText: 'Credito ricaricato.' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const after = await dolomiti(token);
    expect(after.creditoResiduo).toBeCloseTo(before.creditoResiduo + 25.5, 2);

    row = grid(page).locator('tbody tr').filter({ hasText: 'Dolomiti' }).first();
    await row.getByRole('button', { name: 'Modifica' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifica' });
    await edit.getByLabel('Stato').selectOption({ label: 'Sospeso' });
    const [saved] = await Promise.all([
      answer(page, 'PUT', `${DISTRIBUTORI}/`),
      edit.getByRole('button', { name: 'Salva' }).click(),
    ]);
    expect(saved.status()).toBe(204);
    await edit.waitFor({ state: 'hidden' });
    await grid(page).locator('tbody tr').filter({ hasText: 'Dolomiti' }).getByText('Sospeso').waitFor();
    expect((await dolomiti(token)).stato).toBe('sospeso');

    const back = await api(token, `${DISTRIBUTORI}/${before.itemID}`, {
      method: 'PUT',
      body: JSON.stringify({ stato: 'attivo' }),
    });
    expect(back.status).toBe(204);
  });

  it('a percent commission over 100 is refused with the server’s Italian message; a valid one is saved', async ({
    page,
  }) => {
    const token = await apiLogin('admin');
    const row = await open(page, token, '/admin/pacchettiDistributori', 'Dolomiti');
    await row.getByRole('button', { name: 'Modifica' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifica' });
    await edit.getByLabel('Tipo di commissione').selectOption({ label: 'Percentuale' });
    await edit.getByLabel('Commissione', { exact: true }).fill('101');
    const [refused] = await Promise.all([
      answer(page, 'PUT', `${OFFERTE}/`),
      edit.getByRole('button', { name: 'Salva' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.getByText('Una commissione in percentuale va da 0 a 100.').first().waitFor();
    expect(await edit.isVisible()).toBe(true);

    await edit.getByLabel('Commissione', { exact: true }).fill('13,5');
    const [saved] = await Promise.all([
      answer(page, 'PUT', `${OFFERTE}/`),
      edit.getByRole('button', { name: 'Salva' }).click(),
    ]);
    expect(saved.status()).toBe(204);
    const id = Number(new URL(saved.url()).pathname.split('/').pop());
    const list = await api(token, `${OFFERTE}?filter=${encodeURIComponent(`(itemID[eq]!!n=${id})`)}`);
    expect(((await list.json()) as { items: Array<{ commissione: number }> }).items[0]!.commissione).toBe(
      13.5,
    );
    const back = await api(token, `${OFFERTE}/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ tipoCommissioneID: 2, commissione: 12 }),
    });
    expect(back.status).toBe(204);
  });
});
