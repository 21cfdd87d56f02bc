import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect } from 'vitest';
import { formatEuro } from '../../server/portalFormat';
import { encodeListQuery } from '../../engine/core/query';
import type { CarrelloItem, EsitoAcquisto } from '../../schemas/types';
import { readPdf } from '../../server/test/readPdf';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

afterAll(closeBrowser);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function pacchetto(token: string, name: string): Promise<number> {
  const res = await api(token, 'carrello/confrontaProdotti', {
    method: 'POST',
    body: JSON.stringify({ listIDs: [], categoriaID: null, parametri: null }),
  });
  const list = ((await res.json()) as { data: Array<{ pacchettoID: number; pacchetto: string }> }).data;
  return list.find((p) => p.pacchetto === name)!.pacchettoID;
}

/** Adds an item for two travellers through the same call the product page makes. */
async function aggiungi(token: string, pacchettoID: number, cognome: string): Promise<void> {
  const eta = (
    (await (await api(token, 'dropdown/eta')).json()) as { items: Array<{ value: number; text: string }> }
  ).items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
  const res = await api(token, 'carrello', {
    method: 'POST',
    body: JSON.stringify({
      pacchettoID,
      parametri: {
        inizioViaggio: day(40),
        fineViaggio: day(47),
        destinazioneStato: 'FR',
        nazionalita: 'IT',
        eta,
        numeroPartecipanti: 2,
        importoViaggio: 1200,
      },
      partecipanti: [
        { ItemID: 1, Cognome: cognome, Nome: 'Giulia' },
        { ItemID: 2, Cognome: cognome, Nome: 'Paolo' },
      ],
      prodottiCollegati: [],
      parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The agency's purchases filtered by policy number, as the grid asks for them. */
const conNumero = (numero: string) =>
  new URLSearchParams(
    encodeListQuery({
      filter: {
        logic: 'and',
        items: [{ field: 'numero', op: 'eq', value: { kind: 'string', value: numero } }],
      },
      sort: [],
      page: 1,
      pageSize: 20,
      fullTextSearch: null,
    }),
  ).toString();

const totaleCarrello = (items: CarrelloItem[]) =>
  items.reduce((s, i) => {
    const tot = (
      JSON.parse(Buffer.from(i.datiCarrello.dati.infoTotali, 'base64').toString('utf8')) as {
        tot: { totaleViaggio: number };
      }
    ).tot;
    return s + Math.round(tot.totaleViaggio * 100);
  }, 0);

describe('the purchase, as agenzia', () => {
  it('two items → Acquista → the summary with both policies and the cart’s total → each certificate opens → tuoiAcquisti; another agency reaches nothing', async ({
    page,
  }) => {
    const token = await apiLogin('agenzia');
    await api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
    const id = await pacchetto(token, 'Annullamento Senza Pensieri');
    await aggiungi(token, id, 'Esposito');
    await aggiungi(token, id, 'Romano');
    const cart = ((await (await api(token, 'carrello')).json()) as { data: CarrelloItem[] }).data;
    expect(cart).toHaveLength(2);

    await openWithToken(page, token, '/carrello/carrelloCategorie');
    await page.getByRole('button', { name: /^Carrello: 2 prodott/ }).click();
    const panel = page.getByRole('dialog', { name: 'Carrello' });
    await panel.getByText('Esposito Giulia', { exact: false }).first().waitFor();
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/adesioni') && r.request().method() === 'POST',
    );
    await panel.getByRole('button', { name: 'Acquista' }).click();
    const esito = (await (await answer).json()) as EsitoAcquisto;
    expect(esito.status).toBe('ok');
    expect(esito.data.adesioni).toHaveLength(2);

    const summary = page.getByRole('dialog', { name: 'Riepilogo acquisto' });
    await summary.waitFor();
    const totale = esito.data.adesioni.reduce((s, a) => s + Math.round(a.totalePremio * 100), 0);
    expect(totale).toBe(totaleCarrello(cart));
    expect(await summary.getByTestId('riepilogo-totali').textContent()).toContain(formatEuro(totale / 100));
    for (const a of esito.data.adesioni) {
      await summary.getByText(a.numero, { exact: false }).waitFor();
      const download = page.waitForEvent('download');
      await summary.getByRole('button', { name: `Scarica certificato assicurativo ${a.numero}` }).click();
      const file = await (await download).path();
      const pdf = await readPdf(new Uint8Array(await readFile(file)));
      const text = pdf.pages.flat().join('\n');
      expect(text).toContain(a.numero);
      for (const p of a.partecipantiElencoLista) expect(text).toContain(p.cognome);
      // The amount as printed (the euro sign and its space depend on the PDF's font and reader).
      expect(text).toContain(formatEuro(a.totalePremio).replace(/\s*€/u, ''));
    }
    await summary.getByRole('button', { name: 'Chiudi' }).first().click();
    await page.waitForURL('**/carrello/carrelloCategorie');
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('0');

    // The policies are in the agency's purchases at once.
    for (const a of esito.data.adesioni) {
      const mine = (await (
        await api(token, `myoverins/elencoadesioni/distributore?${conNumero(a.numero)}`)
      ).json()) as { items: Array<{ numero: string }> };
      expect(mine.items.map((r) => r.numero)).toEqual([a.numero]);
    }

    // Another agency reaches neither the list rows nor the certificates.
    const altra = await apiLogin('agenzia.rete');
    for (const a of esito.data.adesioni) {
      expect((await api(altra, `file/adesione/${a.itemGUID}`)).status).toBe(404);
      const list = (await (
        await api(altra, `myoverins/elencoadesioni/distributore?${conNumero(a.numero)}`)
      ).json()) as { total: number };
      expect(list.total).toBe(0);
    }
  }, 90_000);

  it('a network member agency’s purchase is in the network’s purchases and its certificate opens for the network', async () => {
    const rete = await apiLogin('agenzia.rete');
    await api(rete, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
    await aggiungi(rete, await pacchetto(rete, 'Annullamento Senza Pensieri'), 'Ferrari');
    const res = await api(rete, 'adesioni', {
      method: 'POST',
      headers: { 'idempotency-key': 'e2e-rete-0001' },
    });
    const esito = (await res.json()) as EsitoAcquisto;
    expect(esito.status).toBe('ok');
    const [polizza] = esito.data.adesioni;
    const network = await apiLogin('network');
    const list = (await (
      await api(network, `myoverins/elencoadesioni/network?${conNumero(polizza!.numero)}`)
    ).json()) as { items: Array<{ numero: string }> };
    expect(list.items.map((r) => r.numero)).toEqual([polizza!.numero]);
    const pdf = await api(network, `file/adesione/${polizza!.itemGUID}`);
    expect(pdf.status).toBe(200);
    const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).pages.flat().join('\n');
    expect(text).toContain(polizza!.numero);
    expect(text).toContain('Ferrari');
    // The standalone agency sees none of it.
    expect((await api(await apiLogin('agenzia'), `file/adesione/${polizza!.itemGUID}`)).status).toBe(404);
  }, 60_000);
});
