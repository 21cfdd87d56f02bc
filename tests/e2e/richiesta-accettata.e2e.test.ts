import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import type { EsitoAcquisto } from '../../schemas/types';
import { expectAxeClean } from './axe';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

/**
 * Issue 26 "Done means" in Chromium: a policy of the request-only package (ANN-SP, Annullamento Senza
 * Pensieri) bought for the test, its trip moved by three days from its card as `agenzia`: the form
 * forces the request flag on, the preview says it waits for the back office, the save is a request
 * (nothing applied, history rows pending); `admin` accepts it in `Richieste di modifica`; the agency
 * then sees the new dates on the list and the card, and the outcome in the change history.
 */

afterAll(closeBrowser);

const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** YYYY-MM-DD as the screens write it, DD/MM/YYYY. */
const it_ = (d: string) => d.split('-').reverse().join('/');
const PACCHETTO = 'Annullamento Senza Pensieri';

interface Polizza {
  itemID: number;
  numero: string;
  stato: string;
  inizioViaggio: string;
  fineViaggio: string;
}

/** Buys, through the calls the purchase makes, one ANN-SP policy for one traveller, 40 days ahead. */
async function compraAnnSp(token: string, cognome: string): Promise<Polizza> {
  await api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
  const res = await api(token, 'carrello/confrontaProdotti', {
    method: 'POST',
    body: JSON.stringify({ listIDs: [], categoriaID: null, parametri: null }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const list = ((await res.json()) as { data: Array<{ pacchettoID: number; pacchetto: string }> }).data;
  const pacchetto = list.find((p) => p.pacchetto === PACCHETTO);
  expect(pacchetto, `${PACCHETTO} in agenzia's catalogue`).toBeDefined();
  const eta = (
    (await (await api(token, 'dropdown/eta')).json()) as { items: Array<{ value: number; text: string }> }
  ).items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
  const added = await api(token, 'carrello', {
    method: 'POST',
    body: JSON.stringify({
      pacchettoID: pacchetto!.pacchettoID,
      parametri: {
        inizioViaggio: iso(40),
        fineViaggio: iso(47),
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
  const bought = await api(token, 'adesioni', {
    method: 'POST',
    headers: { 'idempotency-key': `e2e-richiesta-${Date.now()}` },
  });
  expect(bought.status, await bought.clone().text()).toBe(200);
  const esito = (await bought.json()) as EsitoAcquisto;
  expect(esito.status).toBe('ok');
  const numero = esito.data.adesioni[0]!.numero;
  return (await polizza(token, numero))!;
}

/** The agency's purchases list row of policy `numero`. */
async function polizza(token: string, numero: string): Promise<Polizza | undefined> {
  const filter = encodeURIComponent(`(numero[eq]${numero})`);
  const res = await api(token, `myoverins/elencoadesioni?filter=${filter}&pageSize=5`);
  expect(res.status, await res.clone().text()).toBe(200);
  const row = ((await res.json()) as { items: Polizza[] }).items.find((r) => r.numero === numero);
  // The list writes dates as local date-times (T00:00:00): the day is what the test compares.
  return (
    row && {
      ...row,
      inizioViaggio: row.inizioViaggio.slice(0, 10),
      fineViaggio: row.fineViaggio.slice(0, 10),
    }
  );
}

/** Types `text` in a grid's search box and waits for rows. */
async function cerca(page: Page, text: string): Promise<void> {
  const search = page
    .getByRole('toolbar', { name: 'Strumenti della griglia' })
    .first()
    .getByRole('searchbox', { name: 'Cerca' });
  await search.fill(text);
  await search.press('Enter');
  await expect
    .poll(() => page.getByRole('grid').first().getByRole('row').filter({ hasText: text }).count())
    .toBeGreaterThan(0);
}

/** A grid's rows as { column title: cell text }, read through its column headers. */
async function righe(grid: Locator): Promise<Array<Record<string, string>>> {
  const titoli = (await grid.getByRole('columnheader').allTextContents()).map((s) => s.trim());
  const rows = grid.getByRole('row').filter({ has: grid.page().getByRole('gridcell') });
  const out: Array<Record<string, string>> = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = (await rows.nth(i).getByRole('gridcell').allTextContents()).map((s) => s.trim());
    out.push(Object.fromEntries(titoli.map((t, k) => [t, cells[k] ?? ''])));
  }
  return out;
}

/** The card of policy `numero`, opened from its row of «I tuoi acquisti». */
async function apriCarta(page: Page, numero: string): Promise<Locator> {
  await cerca(page, numero);
  await page
    .getByRole('grid')
    .first()
    .getByRole('row')
    .filter({ hasText: numero })
    .getByRole('button', { name: 'Apri dettaglio' })
    .first()
    .click();
  const card = page.getByRole('article').filter({ hasText: `${numero}` });
  await card.getByRole('button', { name: `Richiesta di modifica della polizza n. ${numero}` }).waitFor();
  return card;
}

describe('Richiesta di modifica accettata', () => {
  it('a request-only policy: the change waits, admin accepts it, the agency sees it applied', async ({
    page,
  }) => {
    const agenzia = await apiLogin('agenzia');
    const prima = await compraAnnSp(agenzia, 'Accettati');
    const { numero } = prima;
    const inizio = iso(43);
    const fine = iso(50);
    expect(prima).toMatchObject({ inizioViaggio: iso(40), fineViaggio: iso(47) });

    // As agenzia: the card, the change form with the request flag forced on, dates moved by 3 days.
    await openWithToken(page, agenzia, '/myoverins/tuoiAcquisti');
    let card = await apriCarta(page, numero);
    await card.getByRole('button', { name: `Richiesta di modifica della polizza n. ${numero}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Richiesta di modifica' });
    const flag = dialog.getByRole('checkbox', { name: 'Solo richiesta di modifica' });
    await flag.waitFor();
    expect(await flag.isChecked()).toBe(true);
    expect(await flag.isDisabled()).toBe(true);
    await dialog
      .getByText('Per questo prodotto ogni modifica è una richiesta che il back office accetta o rifiuta.')
      .waitFor();
    await expectAxeClean(page, 'the change form of a request-only policy', ['.modal']);
    // The end first, so the trip never ends before it starts while typing.
    const dataFine = dialog.getByLabel('Data fine');
    await dataFine.fill(it_(fine));
    await dataFine.blur();
    const dataInizio = dialog.getByLabel('Data inizio');
    await dataInizio.fill(it_(inizio));
    await dataInizio.blur();
    await dialog.getByRole('button', { name: 'Salva' }).click();

    // The preview: nothing charged now, it waits for the back office.
    await dialog.getByRole('heading', { name: 'Riepilogo della modifica' }).waitFor();
    await dialog.getByText('Aree modificate: Date di viaggio').waitFor();
    await dialog
      .getByText(
        'La modifica sarà salvata come richiesta: resterà in attesa della decisione del back office e nulla sarà addebitato o rimborsato ora.',
      )
      .waitFor();
    await expectAxeClean(page, 'the preview of a change request', ['.modal']);
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await page.getByText('Modifica salvata correttamente!').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Saved as a request: the policy keeps its dates, the history has its row pending (no outcome).
    const storico = card.getByRole('region', { name: 'Storico modifiche' });
    await expect
      .poll(async () => (await righe(storico.getByRole('grid'))).map((r) => r['Tipo modifica']))
      .toEqual(['Date di viaggio']);
    expect((await righe(storico.getByRole('grid')))[0]).toMatchObject({
      'Valore originale': `${iso(40)} - ${iso(47)}`,
      'Valore modificato': `${inizio} - ${fine}`,
      'Richiesta di modifica': 'Sì',
      'Modifica effettuata': 'No',
      'Modifica rifiutata': 'No',
    });
    expect(await polizza(agenzia, numero)).toMatchObject({ inizioViaggio: iso(40), fineViaggio: iso(47) });
    // A second change waits for the decision.
    await card.getByRole('button', { name: `Richiesta di modifica della polizza n. ${numero}` }).click();
    await page.getByText(/^Una richiesta di modifica di questa polizza è in attesa/).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Chiudi' }).last().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // As admin: Richieste di modifica, the request of this policy, Accetta and confirm.
    const admin = await apiLogin('admin');
    await openWithToken(page, admin, '/admin/richiesteModifica');
    await cerca(page, numero);
    const row = page.getByRole('grid').getByRole('row').filter({ hasText: numero });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('In attesa');
    expect(await row.textContent()).toContain('Date di viaggio');
    await row.getByRole('button', { name: 'Accetta' }).click();
    const conferma = page.getByRole('dialog', { name: 'Accetta la richiesta di modifica' });
    await conferma
      .getByText(
        'La modifica sarà applicata alla polizza, con l’eventuale differenza di premio, e sarà emessa una nuova versione del certificato. Procedere?',
      )
      .waitFor();
    await conferma.getByRole('button', { name: 'Accetta' }).click();
    await page
      .getByText('Richiesta accettata: la modifica è stata applicata alla polizza.')
      .first()
      .waitFor();
    // The list reloads: the pending filter leaves the decided request out.
    await row.waitFor({ state: 'detached' });

    // Back as agenzia: the new dates on the list and the card, the outcome in the history.
    await expect
      .poll(async () => await polizza(agenzia, numero))
      .toMatchObject({ inizioViaggio: inizio, fineViaggio: fine });
    await openWithToken(page, agenzia, '/myoverins/tuoiAcquisti');
    await cerca(page, numero);
    const riga = page.getByRole('grid').first().getByRole('row').filter({ hasText: numero }).first();
    await expect.poll(() => riga.textContent()).toContain(it_(inizio));
    expect(await riga.textContent()).toContain(it_(fine));
    card = await apriCarta(page, numero);
    const dettagli = async () =>
      Object.fromEntries(
        await Promise.all(
          ['Data inizio', 'Data fine'].map(async (label) => [
            label,
            (await card
              .locator('dt', { hasText: new RegExp(`^${label}$`) })
              .locator('+ dd')
              .textContent())!,
          ]),
        ),
      );
    await expect.poll(dettagli).toEqual({ 'Data inizio': it_(inizio), 'Data fine': it_(fine) });
    const storicoDopo = card.getByRole('region', { name: 'Storico modifiche' });
    await expect
      .poll(async () =>
        (await righe(storicoDopo.getByRole('grid'))).map((r) => [
          r['Tipo modifica'],
          r['Richiesta di modifica'],
          r['Modifica effettuata'],
          r['Modifica rifiutata'],
        ]),
      )
      .toEqual([['Date di viaggio', 'Sì', 'Sì', 'No']]);
    // The accepted change issued a new certificate version: the original is now an earlier one.
    await card.getByText('Versioni precedenti del certificato:').waitFor();
    await card.getByRole('button', { name: /^Scarica Certificato originale .*della polizza n\. / }).waitFor();
    await expectAxeClean(page, 'the card after the accepted request');

    // The server agrees: the policy at version 2, no request waiting.
    const abilitazione = (await (
      await api(agenzia, `carrello/modifiche/abilitazione/${prima.itemID}`)
    ).json()) as {
      item2: { versione: number; stato: string; richiestaInAttesa: boolean };
    };
    expect(abilitazione.item2).toMatchObject({ versione: 2, richiestaInAttesa: false });
  }, 150_000);
});
