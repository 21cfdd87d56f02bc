import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { expectAxeClean } from './axe';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';
import { PDF } from './registerAgency';

/**
 * The back office's popup notices (issue 28 item 5) in Chromium, screens written as configuration:
 * screens/admin/avvisi.screen.json (Nuovo and the row edit, through POST and PUT amministrazione/avvisi,
 * the attached PDF through the grid's file input and POST amministrazione/avvisi/{id}/file)
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
  it('admin publishes a notice with a PDF for a chosen distributor; editing raises the version', async ({
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
    // A file that is not a PDF is refused in the dialog, before anything is sent.
    await dialog.getByLabel('Allegato PDF').setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e47', 'hex'),
    });
    await dialog.getByText('Il file "foto.png" non è di un tipo ammesso').waitFor();
    await expectAxeClean(page, 'Nuovo avviso, con un file rifiutato');
    await dialog.getByLabel('Allegato PDF').setInputFiles({
      name: 'circolare.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    const [created, attached] = await Promise.all([
      answer(page, 'POST', 'amministrazione/avvisi'),
      page.waitForResponse((r) => /\/api\/amministrazione\/avvisi\/\d+\/file$/.test(r.url())),
      dialog
        .getByRole('button', { name: /Salva|Crea|Nuovo/ })
        .last()
        .click(),
    ]);
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(attached.url()).toMatch(new RegExp(`/api/amministrazione/avvisi/${id}/file$`));
    expect(attached.status(), await attached.text()).toBe(204);
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
    await edit.getByText('File attuale: circolare.pdf.').waitFor();
    await expectAxeClean(page, 'Modifica avviso, con il file attuale');
    await edit.getByLabel('Titolo').fill(`${titolo} (rev.)`);
    const [saved] = await Promise.all([
      answer(page, 'PUT', `amministrazione/avvisi/${id}`),
      edit.getByRole('button', { name: 'Salva' }).click(),
    ]);
    expect(saved.status(), await saved.text()).toBe(204);
    await row.getByText('circolare.pdf').waitFor();

    const res = await api(
      token,
      `amministrazione/avvisi?filter=${encodeURIComponent(`(itemID[eq]!!n=${id})`)}`,
    );
    const [avviso] = ((await res.json()) as { items: Array<Record<string, unknown>> }).items;
    expect(avviso).toMatchObject({
      titolo: `${titolo} (rev.)`,
      // 1 at creation, 2 once the PDF arrived, 3 after the edit: each time the text a user reads changed.
      versione: 3,
      nomeFile: 'circolare.pdf',
      descrizione: '<p>Leggere <b>attentamente</b></p>',
      tipoVisualizzazione: 2,
      posizioneApertura: 2,
      pubblico: 'distributori',
      distributoriCodici: 'AG0003',
    });
  });

  describe('phone', () => {
    it.override({ mobile: true });
    it('at 390 px the Nuovo form, its file input included, passes axe', async ({ page }) => {
      await openWithToken(page, await apiLogin('admin'), '/admin/avvisi');
      await toolbar(page).getByRole('button', { name: 'Nuovo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuovo avviso' });
      await dialog.getByLabel('Allegato PDF').waitFor();
      await expectAxeClean(page, 'Nuovo avviso a 390 px');
      await dialog.getByRole('button', { name: 'Annulla' }).click();
      await dialog.waitFor({ state: 'hidden' });
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
