import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { api, apiLogin, baseUrl, closeBrowser, it, MOBILE, openWithToken } from './engineHelpers';

/**
 * Issue 24, defect 12 (Words) in Chromium at 1366 px and 390 px: counts agree in number through the
 * labels' plural forms (cart icon, confirmation mail, card payment reference), airports and their
 * countries are written in Italian, states are capitalised labels, the certificate button names the
 * policy number, and every policy number has one format.
 */

afterAll(closeBrowser);

const WIDTHS = [
  { name: '1366 px', size: { width: 1366, height: 900 } },
  { name: '390 px', size: MOBILE },
];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const WAIT = { timeout: 20_000 };

const svuota = (token: string) => api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });

/** Adds one item for one traveller through the call the product page makes; the package's name. */
async function aggiungiUno(token: string, cognome: string): Promise<string> {
  const res = await api(token, 'carrello/confrontaProdotti', {
    method: 'POST',
    body: JSON.stringify({ listIDs: [], categoriaID: null, parametri: null }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const list = ((await res.json()) as { data: Array<{ pacchettoID: number; pacchetto: string }> }).data;
  const pacchetto = list.find((p) => p.pacchetto === 'Annullamento Senza Pensieri') ?? list[0]!;
  const eta = (
    (await (await api(token, 'dropdown/eta')).json()) as { items: Array<{ value: number; text: string }> }
  ).items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
  const added = await api(token, 'carrello', {
    method: 'POST',
    body: JSON.stringify({
      pacchettoID: pacchetto.pacchettoID,
      parametri: {
        inizioViaggio: day(40),
        fineViaggio: day(47),
        destinazioneStato: 'FR',
        nazionalita: 'IT',
        eta,
        numeroPartecipanti: 1,
        importoViaggio: 1200,
      },
      partecipanti: [{ ItemID: 1, Cognome: cognome, Nome: 'Giulia' }],
      prodottiCollegati: [],
      parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
    }),
  });
  expect(added.status, await added.clone().text()).toBe(200);
  return pacchetto.pacchetto;
}

/** What a browser does on the sandbox gateway page, over HTTP, with a good card. */
async function pagaConCarta(gatewayUrl: string): Promise<void> {
  expect((await fetch(gatewayUrl)).status).toBe(200);
  const codTrans = new URL(gatewayUrl).searchParams.get('codTrans')!;
  const form = new URLSearchParams({
    codTrans,
    azione: 'paga',
    pan: '4111111111111111',
    scadenza: '12/39',
    cvv: '123',
  });
  const res = await fetch(`${new URL(gatewayUrl).origin}/sandbox/pagamento`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}

const gridCells = (page: Page) => page.locator('main').getByRole('gridcell');

describe('plurals through the labels', () => {
  for (const { name, size } of WIDTHS) {
    it(`the cart icon says "Carrello: 1 prodotto" for one item (${name})`, async ({ page }) => {
      const token = await apiLogin('agenzia');
      await svuota(token);
      try {
        await aggiungiUno(token, 'Singolare');
        await page.setViewportSize(size);
        await openWithToken(page, token, '/carrello/carrelloCategorie');
        await page.getByRole('button', { name: 'Carrello: 1 prodotto', exact: true }).waitFor(WAIT);
        await svuota(token);
        await page.reload();
        await page.getByRole('button', { name: 'Carrello: 0 prodotti', exact: true }).waitFor(WAIT);
      } finally {
        await svuota(token);
      }
    });
  }

  it('one policy paid by card: "Conferma acquisto – 1 polizza" and "1 polizza dell’acquisto n. …" (1366 and 390 px)', async ({
    page,
  }) => {
    // tour pays at purchase by card (the demo's pagamentoAllAcquisto).
    const token = await apiLogin('tour');
    await svuota(token);
    await aggiungiUno(token, 'Pagante');
    const bought = await api(token, 'adesioni', {
      method: 'POST',
      headers: { 'idempotency-key': `words-${Date.now()}` },
    });
    expect(bought.status, await bought.clone().text()).toBe(200);
    const esito = (await bought.json()) as { data: { adesioni: unknown[]; redirecUrl?: string | null } };
    expect(esito.data.adesioni).toHaveLength(1);
    expect(esito.data.redirecUrl).toBeTruthy();
    await pagaConCarta(new URL(esito.data.redirecUrl!, baseUrl).toString());

    for (const { size } of WIDTHS) {
      await page.setViewportSize(size);
      await openWithToken(page, token, '/myoverins/tuoiPagamenti');
      await expect
        .poll(async () => (await gridCells(page).allTextContents()).join('\n'), WAIT)
        .toMatch(/· 1 polizza dell'acquisto n\. \d+/);
      expect((await gridCells(page).allTextContents()).join('\n')).not.toMatch(/polizze dell.acquisto/);

      await openWithToken(page, await apiLogin('admin'), '/admin/postaInUscita');
      await expect
        .poll(async () => (await gridCells(page).allTextContents()).join('\n'), WAIT)
        .toContain('Conferma acquisto – 1 polizza');
      expect((await gridCells(page).allTextContents()).join('\n')).not.toContain('1 polizze');
    }
  }, 90_000);
});
