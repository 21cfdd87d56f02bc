import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { expectAxeClean } from './axe';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

/**
 * Issue 26 item 5 in Chromium: back office opens `Richieste di modifica` (the demo's pending requests
 * of the agency), refuses one with a reason typed in the dialog, the list reloads without it, and the
 * agency reads the refusal and its reason in the policy's change history at once.
 */

afterAll(closeBrowser);

interface Riga {
  operazioneId: string;
  itemID: number;
  numero: string;
  stato: string;
}

/** As back office: the first pending request refused with `motivo`; the agency then reads it refused. */
async function rifiuta(page: Page, motivo: string): Promise<void> {
  const admin = await apiLogin('admin');
  const filter = encodeURIComponent('(stato[eq]inAttesa)');
  const pending = (await (
    await api(admin, `carrello/modifiche/richieste?filter=${filter}&sort=numero`)
  ).json()) as { items: Riga[] };
  expect(pending.items.length).toBeGreaterThan(0);
  const target = pending.items[0]!;

  await openWithToken(page, admin, '/admin/richiesteModifica');
  const grid = page.getByRole('grid');
  const row = grid.getByRole('row').filter({ hasText: target.numero });
  await row.waitFor();
  await row.getByRole('button', { name: 'Rifiuta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rifiuta la richiesta di modifica' });
  await dialog.getByRole('button', { name: 'Rifiuta' }).click();
  await dialog.getByText('Indicare il motivo del rifiuto').waitFor();
  await expectAxeClean(page, 'the refusal dialog');
  await dialog.getByLabel('Motivo del rifiuto').fill(motivo);
  await dialog.getByRole('button', { name: 'Rifiuta' }).click();
  await row.waitFor({ state: 'detached' });
  await page.getByText('Richiesta rifiutata: l’agenzia vede il motivo nello storico modifiche.').waitFor();
  await expectAxeClean(page, 'the change requests list');

  const agenzia = await apiLogin('agenzia');
  const storico = (await (await api(agenzia, `carrello/modifiche/elenco/${target.itemID}`)).json()) as {
    items: Array<{ richiestaModifica: boolean; modificaRifiutata: boolean; motivoRifiuto: string | null }>;
  };
  expect(storico.items.filter((r) => r.richiestaModifica)).toEqual([
    expect.objectContaining({ modificaRifiutata: true, motivoRifiuto: motivo }),
  ]);
}

describe('Richieste di modifica', () => {
  it('back office refuses a pending request with a reason; the agency sees it refused', async ({ page }) => {
    await rifiuta(page, 'Il viaggio è già iniziato');
  });

  describe('at 390 px', () => {
    it.scoped({ mobile: true });
    // The demo's other pending requests stay pending for the files that list them: this one cancels.
    it('back office opens the refusal on a phone: the reason is asked, Annulla leaves the request pending', async ({
      page,
    }) => {
      const admin = await apiLogin('admin');
      const filter = encodeURIComponent('(stato[eq]inAttesa)');
      const pending = (await (
        await api(admin, `carrello/modifiche/richieste?filter=${filter}&sort=numero`)
      ).json()) as { items: Riga[] };
      const target = pending.items.at(-1)!;
      await openWithToken(page, admin, '/admin/richiesteModifica');
      const row = page.getByRole('grid').getByRole('row').filter({ hasText: target.numero });
      await row.waitFor();
      await row.getByRole('button', { name: 'Rifiuta' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rifiuta la richiesta di modifica' });
      await dialog.getByRole('button', { name: 'Rifiuta' }).click();
      await dialog.getByText('Indicare il motivo del rifiuto').waitFor();
      await expectAxeClean(page, 'the refusal dialog at 390 px');
      await dialog.getByRole('button', { name: 'Annulla' }).click();
      await dialog.waitFor({ state: 'detached' });
      await row.waitFor();
      const ancora = (await (
        await api(admin, `carrello/modifiche/richieste?filter=${filter}&sort=numero`)
      ).json()) as { items: Riga[] };
      expect(ancora.items.map((r) => r.operazioneId)).toContain(target.operazioneId);
    });
  });

  it('a supplier opens its own tab of the requests', async ({ page }) => {
    await openWithToken(page, await apiLogin('fornitore'), '/myoverins/richiesteModifica');
    await page.getByRole('link', { name: 'Richieste di modifica' }).waitFor();
    await page
      .getByRole('grid')
      .getByRole('columnheader', { name: /Aree modificate/ })
      .waitFor();
  });
});
