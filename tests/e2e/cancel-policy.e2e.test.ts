import { afterAll, describe, expect } from 'vitest';
import { api, apiLogin, closeBrowser, it, MOBILE, openWithToken } from './engineHelpers';

/**
 * Issue 26 item 6 in Chromium, as `agenzia` at 390 px and from the keyboard: a demo policy bought
 * earlier with its trip ahead is cancelled from its card inside its full-refund window; the dialog
 * shows the server's refund, the toast says it, the list shows it Annullata and the refund is in the
 * credit or the statement to the cent (the movements the server wrote).
 */

afterAll(closeBrowser);

interface Anteprima {
  annullabile: boolean;
  percentuale: number;
  rimborso: number;
  modo: string | null;
  versione: number;
}

describe('Annulla polizza', () => {
  it('cancels a policy inside its window at 390 px with the keyboard', async ({ page }) => {
    const token = await apiLogin('agenzia');
    const list = (await (await api(token, 'myoverins/elencoadesioni?pageSize=200')).json()) as {
      items: Array<{ itemID: number; numero: string; stato: string }>;
    };
    // Prefer one paid with credit: its refund is then a credit movement to check to the cent.
    const candidate: Array<{ itemID: number; numero: string; anteprima: Anteprima }> = [];
    for (const row of list.items.filter((r) => r.stato !== 'annullata')) {
      const res = await api(token, `carrello/modifiche/annullamento/${row.itemID}`);
      if (!res.ok) continue;
      const anteprima = ((await res.json()) as { item1: Anteprima }).item1;
      if (anteprima.annullabile && anteprima.percentuale === 100 && anteprima.rimborso > 0)
        candidate.push({ itemID: row.itemID, numero: row.numero, anteprima });
    }
    const scelta = candidate.find((c) => c.anteprima.modo === 'credito') ?? candidate[0] ?? null;
    expect(scelta, 'a demo policy of agenzia inside its full-refund window').not.toBeNull();
    const { numero, anteprima } = scelta!;

    await page.setViewportSize(MOBILE);
    await openWithToken(page, token, '/myoverins/tuoiAcquisti');
    const search = page
      .getByRole('toolbar', { name: 'Strumenti della griglia' })
      .getByRole('searchbox', { name: 'Cerca' });
    await search.fill(numero);
    await search.press('Enter');
    await expect.poll(() => page.getByRole('grid').locator('tbody tr').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Apri dettaglio' }).first().click();

    const button = page.getByRole('button', { name: `Annulla polizza n. ${numero}` });
    await button.waitFor();
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Annullamento della polizza n. ${numero}` });
    await dialog.waitFor();
    const rimborso = (await dialog
      .locator('dt', { hasText: /^Rimborso$/ })
      .locator('+ dd')
      .textContent())!;
    expect(Number(rimborso.replace(/[^\d,]/g, '').replace(',', '.'))).toBe(anteprima.rimborso);
    const conferma = dialog.getByRole('button', { name: 'Conferma annullamento' });
    // Every control of the dialog is within the phone's width.
    const cb = (await conferma.boundingBox())!;
    expect(cb.x + cb.width).toBeLessThanOrEqual(MOBILE.width);
    await conferma.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Polizza annullata').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByRole('grid').locator('tbody tr').first().textContent())
      .toContain('Annullata');

    const dopo = (
      (await (await api(token, `carrello/modifiche/annullamento/${scelta!.itemID}`)).json()) as {
        item1: { annullabile: boolean; motivo: string };
      }
    ).item1;
    expect(dopo).toMatchObject({ annullabile: false, motivo: 'La polizza è già stata annullata.' });
    if (anteprima.modo === 'credito') {
      const crediti = (await (
        await api(
          token,
          `myoverins/distributori/crediti?fullTextSearch=${encodeURIComponent(numero)}&pageSize=50`,
        )
      ).json()) as { items: Array<{ causale: string; importo: number }> };
      const movimento = crediti.items.find((c) => c.causale.startsWith(`Annullamento polizza ${numero}`));
      expect(movimento?.importo).toBe(anteprima.rimborso);
    }
  });
});
