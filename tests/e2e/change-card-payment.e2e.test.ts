import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { formatEuro } from '../../server/portalFormat';
import { openWithToken, ownServer } from './ownServer';
import { detail, expectGatewayPage, fillCard, GOOD, KO, REFUSED } from './sandboxGateway';

/**
 * Issue 26 item 3 in Chromium (commit a6db03e): `tour` pays at purchase, so a change of its issued
 * policy that raises the premium by more than its credit covers is paid by card right after the
 * change. The preview says 'Con pagamento con carta'; Conferma saves the change (toast) and goes to the
 * sandbox gateway for exactly the supplement; the good card returns to ritorno-ok with the policy's
 * number, and «I tuoi pagamenti» lists the payment as the change's supplement. The refused card returns
 * to ritorno-ko: the change stays applied, its supplement due on the month-end statement.
 *
 * Changing policies and paying change tour's demo data, so this file starts its own server on a fresh
 * demo database (the sandbox gateway is served only where the demo data is).
 */

declare global {
  interface Window {
    /** The page's report of the change's toast (page.exposeBinding below). */
    __toastModifica: (testo: string) => void;
  }
}

const demo = ownServer();
const { it, login, call } = demo;

const SUPPLEMENTO_DA_PAGARE =
  "La modifica è stata applicata e il supplemento resta da pagare nell'estratto conto di fine mese.";

// ---- the API of this file's server ----

interface Partecipante {
  Cognome: string;
  Nome: string;
}
interface Pratica {
  itemID: number;
  versione: number;
  stato: string;
  inizioViaggio: string;
  fineViaggio: string;
  importoViaggio: number;
  numeroPartecipanti: number;
  partecipantiElenco: Partecipante[];
  richiestaInAttesa: boolean;
}
interface Abilitazioni {
  chImportoViaggio: boolean;
  chImportoViaggioDeltaGiorni: number | null;
  chImportoViaggioCausali: string | null;
  chImportoViaggioFlagWarning: boolean;
  soloRichiestaModifica: boolean;
}
interface Anteprima {
  differenza: number;
  modo: 'credito' | 'estrattoConto' | 'carta' | null;
}

/** A change to try: tour's policy, the trip amount that makes its supplement a card payment, and the preview. */
interface Caso {
  itemID: number;
  numero: string;
  importo: number;
  causale: string;
  conferma: boolean;
  differenza: number;
}

/** The trip amounts tried, lowest first: the first whose supplement the credit does not cover. */
const IMPORTI = [5_000, 10_000, 20_000, 50_000, 90_000];
const usate = new Set<number>();

/** The package's causes for the trip amount, the default first (as the form offers them). */
const causaliDi = (s: string | null) =>
  (s ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);

async function praticaOra(token: string, itemID: number): Promise<{ item1: Abilitazioni; item2: Pratica }> {
  const res = await call(token, `carrello/modifiche/abilitazione/${itemID}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { item1: Abilitazioni; item2: Pratica };
}

/**
 * A policy of tour nobody else in this file uses — issued, no request waiting, its trip amount open to
 * a direct change (no DeltaGiorni rule, not request-only) — and the lowest trip amount whose preview,
 * as the server prices it now, settles the supplement by card (more than tour's credit left).
 */
async function casoConCarta(token: string): Promise<Caso> {
  const res = await call(token, 'myoverins/elencoadesioni?pageSize=200');
  expect(res.status).toBe(200);
  const list = (await res.json()) as { items: Array<{ itemID: number; numero: string; stato: string }> };
  for (const row of list.items) {
    if (row.stato === 'annullata' || usate.has(row.itemID)) continue;
    const ab = await call(token, `carrello/modifiche/abilitazione/${row.itemID}`);
    if (!ab.ok) continue;
    const { item1: a, item2: p } = (await ab.json()) as { item1: Abilitazioni; item2: Pratica };
    const causali = causaliDi(a.chImportoViaggioCausali);
    if (
      !a.chImportoViaggio ||
      a.chImportoViaggioDeltaGiorni !== null ||
      a.soloRichiestaModifica ||
      p.stato !== 'emessa' ||
      p.richiestaInAttesa ||
      causali.length === 0
    )
      continue;
    for (const importo of IMPORTI.filter((x) => x > p.importoViaggio)) {
      const prev = await call(token, `carrello/modifiche/anteprima/${row.itemID}`, {
        adesioneModificata: {
          itemID: p.itemID,
          inizioViaggio: p.inizioViaggio,
          fineViaggio: p.fineViaggio,
          importoViaggio: importo,
          numeroPartecipanti: p.numeroPartecipanti,
          partecipantiElenco: p.partecipantiElenco,
        },
        richiestaModifica: false,
        versione: p.versione,
        chImportoViaggioCausale: causali[0],
        ...(a.chImportoViaggioFlagWarning ? { chImportoViaggioFlagWarning: true } : {}),
      });
      // Over the package's maximum (or not priceable with the amount alone): a higher one will not do.
      if (!prev.ok) break;
      const anteprima = ((await prev.json()) as { item1: Anteprima }).item1;
      if (anteprima.modo === 'carta' && anteprima.differenza > 0) {
        usate.add(row.itemID);
        return {
          itemID: row.itemID,
          numero: row.numero,
          importo,
          causale: causali[0]!,
          conferma: a.chImportoViaggioFlagWarning,
          differenza: anteprima.differenza,
        };
      }
    }
  }
  throw new Error('no policy of tour whose trip amount can be raised past its credit');
}

// ---- the browser ----

/** «I tuoi acquisti» searched for the policy, its row's card open; the card. */
async function apriScheda(page: Page, numero: string): Promise<Locator> {
  const search = page
    .getByRole('toolbar', { name: 'Strumenti della griglia' })
    .getByRole('searchbox', { name: 'Cerca' });
  await search.fill(numero);
  await search.press('Enter');
  await expect
    .poll(() => page.getByRole('grid').first().locator('tbody tr').first().textContent())
    .toContain(numero);
  await page.getByRole('button', { name: 'Apri dettaglio' }).first().click();
  const card = page.locator('article.policy-card', { hasText: numero });
  await card.waitFor();
  return card;
}

/** `€ 1.234,56` (or `1.234,56 €`) as a number. */
const euro = (s: string) => Number(s.replace(/[^\d,-]/g, '').replace(',', '.'));

/**
 * The change in the browser, from the policy's card to the gateway's page: the trip amount raised with
 * the default cause, the preview (supplement and 'Con pagamento con carta'), Conferma, the success
 * toast, then the sandbox page for the supplement. The gateway's page is held back until the toast is
 * seen: the widget leaves for it right after the toast, and a fast server would otherwise outrun the check.
 */
async function modificaFinoAlGateway(page: Page, token: string, caso: Caso): Promise<void> {
  await openWithToken(page, token, '/myoverins/tuoiAcquisti');
  const card = await apriScheda(page, caso.numero);
  await card.getByRole('button', { name: `Richiesta di modifica della polizza n. ${caso.numero}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Richiesta di modifica' });
  const area = dialog.getByRole('group', { name: 'Importo del viaggio' });
  const importo = area.getByLabel('Importo del viaggio', { exact: true });
  await importo.waitFor();
  await importo.fill(String(caso.importo));
  await importo.press('Tab');
  // The default cause, the first of the package's.
  expect(await area.getByRole('combobox', { name: 'Causale' }).inputValue()).toBe(caso.causale);
  if (caso.conferma)
    await area.getByRole('checkbox', { name: 'Confermo di possedere adeguata documentazione' }).check();
  await dialog.getByRole('button', { name: 'Salva' }).click();

  await dialog.getByRole('heading', { name: 'Riepilogo della modifica' }).waitFor();
  const valore = async (label: string) =>
    (await dialog
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('+ dd')
      .textContent())!.trim();
  expect(await dialog.textContent()).toContain('Aree modificate: Importo del viaggio');
  expect(await valore('Regolazione')).toBe('Con pagamento con carta');
  expect(Math.round(euro(await valore('Supplemento da pagare')) * 100)).toBe(
    Math.round(caso.differenza * 100),
  );

  // The toast, seen in the page itself: Playwright's locators wait for the navigation under way.
  let toastVisto!: (testo: string) => void;
  const toast = new Promise<string>((resolve) => (toastVisto = resolve));
  await page.exposeBinding('__toastModifica', (_source, testo: string) => toastVisto(testo));
  await page.evaluate((atteso) => {
    const segnala = window.__toastModifica;
    const cerca = () => {
      const el = [...document.querySelectorAll('.toast')].find((t) => t.textContent?.includes(atteso));
      if (!el) return false;
      segnala(el.textContent ?? '');
      return true;
    };
    const observer = new MutationObserver(() => {
      if (cerca()) observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, 'Modifica salvata correttamente!');
  const trattenuta = (url: URL) => url.pathname === '/sandbox/pagamento';
  await page.route(trattenuta, async (route) => {
    await Promise.race([toast, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  const testo = await Promise.race([
    toast,
    new Promise<string>((resolve) => setTimeout(() => resolve('(no toast within 15 s)'), 15_000)),
  ]);
  expect(testo).toContain('Modifica salvata correttamente!');
  expect(testo).toContain('Modifica eseguita');
  await expectGatewayPage(page, caso.differenza);
  await page.unroute(trattenuta);
}

describe('a change whose supplement tour pays by card', () => {
  it('preview by card, Conferma, the gateway for the supplement, the good card: ritorno-ok, I tuoi pagamenti', async ({
    page,
  }) => {
    const token = await login('tour');
    const caso = await casoConCarta(token);
    const prima = (await praticaOra(token, caso.itemID)).item2;

    await modificaFinoAlGateway(page, token, caso);
    // The change is saved before the payment: the practice's new version and amount.
    const dopo = (await praticaOra(token, caso.itemID)).item2;
    expect(dopo.versione).toBe(prima.versione + 1);
    expect(dopo.importoViaggio).toBe(caso.importo);

    const codTrans = new URL(page.url()).searchParams.get('codTrans')!;
    expect(codTrans).toBeTruthy();
    await fillCard(page, GOOD);
    await page.getByRole('button', { name: 'Paga', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/keyclient/ritorno-ok');
    await page.getByRole('heading', { name: 'Pagamento eseguito' }).waitFor();
    await page.getByText('Il pagamento è stato completato correttamente.').waitFor();
    expect(await detail(page, 'Importo').textContent()).toBe(formatEuro(caso.differenza));
    expect(await detail(page, 'Codice transazione').textContent()).toBe(codTrans);
    expect(await detail(page, 'Polizze').textContent()).toBe(caso.numero);

    await page.goto('/myoverins/tuoiPagamenti');
    const search = page
      .getByRole('toolbar', { name: 'Strumenti della griglia' })
      .getByRole('searchbox', { name: 'Cerca' });
    await search.fill(codTrans);
    await search.press('Enter');
    const rows = page.getByRole('grid').locator('tbody tr').filter({ hasText: codTrans });
    await expect.poll(() => rows.count()).toBe(1);
    const text = (await rows.first().textContent())!;
    expect(text).toContain(`supplemento della modifica della polizza ${caso.numero}`);
    expect(text).toContain('Eseguito');
  }, 150_000);

  it('the refused card: ritorno-ko, the change applied and its supplement left to the statement', async ({
    page,
  }) => {
    const token = await login('tour');
    const caso = await casoConCarta(token);
    const prima = (await praticaOra(token, caso.itemID)).item2;

    await modificaFinoAlGateway(page, token, caso);
    await fillCard(page, REFUSED);
    await page.getByRole('button', { name: 'Paga', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/keyclient/ritorno-ko');
    await page.getByText(KO).waitFor();
    await page.getByText('Il pagamento è stato rifiutato.').waitFor();
    await page.getByText(SUPPLEMENTO_DA_PAGARE).waitFor();
    expect(await detail(page, 'Importo').textContent()).toBe(formatEuro(caso.differenza));
    expect(await detail(page, 'Polizze').textContent()).toBe(caso.numero);

    // Still applied: the refusal undoes nothing.
    const dopo = (await praticaOra(token, caso.itemID)).item2;
    expect(dopo.versione).toBe(prima.versione + 1);
    expect(dopo.importoViaggio).toBe(caso.importo);
  }, 150_000);
});
