import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

/**
 * The back office's popup notices (issue 28 item 5) in Chromium, screens written as configuration:
 * screens/admin/avvisi.screen.json (Nuovo and the row edit, through POST and PUT amministrazione/avvisi)
 * and screens/admin/avvisi-letture.screen.json (the proof of reading). The notice is for Dolomiti
 * Travel (AG0003), which has no demo user, so it pops up in no other test.
 */

afterAll(closeBrowser);

const grid = (page: Page) => page.getByRole('grid');
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Strumenti della griglia' });
const answer = (page: Page, method: string, path: string) =>
  page.waitForResponse(
    (r) => r.request().method() === method && new URL(r.url()).pathname.startsWith(`/api/${path}`),
  );

describe('Avvisi (admin)', () => {
  it('admin publishes a notice for a chosen distributor; editing its text raises the version', async ({
    page,
  }) => {
    const token = await apiLogin('admin');
    const titolo = `Circolare e2e ${Date.now()}`;
    await openWithToken(page, token, '/admin/avvisi');
    await toolbar(page).getByRole('button', { name: 'Nuovo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo avviso' });
    await dialog.getByLabel('Titolo').fill(titolo);
    await dialog.getByLabel('Testo').fill('<p>Leggere <b>attentamente</b><script>x()</script></p>');
    await dialog.getByLabel('Modo').selectOption({ label: 'Conferma lettura' });
    await dialog.getByLabel('Posizione').selectOption({ label: 'Carrello' });
    await dialog.getByLabel('Pubblico').selectOption({ label: 'Distributori scelti' });
    await dialog
      .getByRole('group', { name: 'Distributori' })
      .getByLabel(/Dolomiti Travel/)
      .check();
    const [created] = await Promise.all([
      answer(page, 'POST', 'amministrazione/avvisi'),
      dialog
        .getByRole('button', { name: /Salva|Crea|Nuovo/ })
        .last()
        .click(),
    ]);
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await page.getByRole('alert').filter({ hasText: 'Avviso creato.' }).waitFor();

    const search = toolbar(page).getByRole('searchbox', { name: 'Cerca' });
    await search.fill(titolo);
    await search.press('Enter');
    const row = grid(page).locator('tbody tr').filter({ hasText: titolo }).first();
    await row.getByText('AG0003').waitFor();
    // The actions column is the last of a wide grid: brought into view once the searched list settles.
    await grid(page).locator('tbody tr').first().getByText(titolo).waitFor();
    await row.getByRole('button', { name: 'Modifica' }).scrollIntoViewIfNeeded();
    await row.getByRole('button', { name: 'Modifica' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifica' });
    await edit.getByLabel('Titolo').fill(`${titolo} (rev.)`);
    const [saved] = await Promise.all([
      answer(page, 'PUT', `amministrazione/avvisi/${id}`),
      edit.getByRole('button', { name: 'Salva' }).click(),
    ]);
    expect(saved.status(), await saved.text()).toBe(204);

    const res = await api(
      token,
      `amministrazione/avvisi?filter=${encodeURIComponent(`(itemID[eq]!!n=${id})`)}`,
    );
    const [avviso] = ((await res.json()) as { items: Array<Record<string, unknown>> }).items;
    expect(avviso).toMatchObject({
      titolo: `${titolo} (rev.)`,
      versione: 2,
      descrizione: '<p>Leggere <b>attentamente</b></p>',
      tipoVisualizzazione: 2,
      posizioneApertura: 2,
      pubblico: 'distributori',
      distributoriCodici: 'AG0003',
    });
  });

  it('shows who confirmed which version, with the Excel export', async ({ page }) => {
    const token = await apiLogin('admin');
    await openWithToken(page, token, '/admin/avvisiLetture');
    await grid(page)
      .locator('tbody tr')
      .filter({ hasText: 'agenzia' })
      .filter({ hasText: 'Non mostrare più' })
      .first()
      .waitFor();
    await toolbar(page).getByRole('button', { name: /Excel/ }).waitFor();
  });
});
