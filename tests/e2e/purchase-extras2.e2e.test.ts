import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { formatEuro } from '../../server/portalFormat';
import type { CarrelloItem, EsitoAcquisto } from '../../schemas/types';
import { day as giorno, it_ } from './cruiseTrip';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

/** Issue 24, "A faster sale" and the purchase form's notes: what the agent sees before and after buying. */

afterAll(closeBrowser);

const DESKTOP = { width: 1366, height: 900 };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const svuota = (token: string) => api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });

async function pacchetto(token: string, name: string): Promise<number> {
  const res = await api(token, 'carrello/confrontaProdotti', {
    method: 'POST',
    body: JSON.stringify({ listIDs: [], categoriaID: null, parametri: null }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const list = ((await res.json()) as { data: Array<{ pacchettoID: number; pacchetto: string }> }).data;
  return list.find((p) => p.pacchetto === name)!.pacchettoID;
}

/** Adds one item for two travellers through the same call the product page makes. */
async function aggiungi(token: string, cognome: string, note: string | null = null): Promise<void> {
  const eta = (
    (await (await api(token, 'dropdown/eta')).json()) as { items: Array<{ value: number; text: string }> }
  ).items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
  const res = await api(token, 'carrello', {
    method: 'POST',
    body: JSON.stringify({
      pacchettoID: await pacchetto(token, 'Annullamento Senza Pensieri'),
      note,
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

/** Part 1: the notes typed in the purchase form reach the policy and its card in the My area. */
async function noteSullaCarta(page: Page): Promise<void> {
  const token = await apiLogin('agenzia');
  await svuota(token);
  const note = `Cliente abituale ${Date.now() % 100_000}, preferisce la e-mail`;
  await aggiungi(token, 'Notari', note);
  const res = await api(token, 'adesioni', {
    method: 'POST',
    headers: { 'idempotency-key': `e2e-note-${Date.now()}` },
  });
  const esito = (await res.json()) as EsitoAcquisto;
  expect(esito.status, JSON.stringify(esito)).toBe('ok');
  const numero = esito.data.adesioni[0]!.numero;

  await openWithToken(page, token, '/myoverins/tuoiAcquisti');
  await page.getByText(numero).first().waitFor();
  await page.getByRole('button', { name: 'Apri dettaglio' }).first().click();
  const card = page.locator('article.policy-card').filter({ hasText: numero });
  await card.getByRole('button', { name: 'Scarica certificato assicurativo' }).waitFor();
  const etichetta = card.locator('dt', { hasText: /^Note$/ });
  await etichetta.waitFor();
  expect(await etichetta.evaluate((dt) => dt.nextElementSibling?.textContent)).toBe(note);
}

describe('issue 24: the notes of the purchase form on the policy card, at 1366 px', () => {
  it('a purchase with notes shows them on its card under “Note”', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await noteSullaCarta(page);
  }, 120_000);
});

describe('issue 24: the notes on the policy card on a 390 px wide phone', () => {
  it.scoped({ mobile: true });
  it('the same on the phone', async ({ page }) => {
    await noteSullaCarta(page);
  }, 120_000);
});

/** Part 2: a card the server could not price for the trip cannot be chosen, and says why. */
async function nonVendibile(page: Page): Promise<void> {
  const token = await apiLogin('agenzia');
  await openWithToken(page, token, '/carrello/preventivatore');
  await page.getByRole('heading', { name: 'Preventivatore' }).waitFor();
  await page.getByLabel('Data Inizio Viaggio').fill(it_(giorno(30)));
  await page.keyboard.press('Tab');
  await page.getByLabel('Data Fine Viaggio').fill(it_(giorno(37)));
  await page.keyboard.press('Tab');
  await page.getByLabel('Destinazione').selectOption({ label: 'Spagna' });
  await page.getByLabel('Età').selectOption({ label: 'Da 18 a 40 anni' });
  await page.getByLabel('Numero Partecipanti').fill('2');
  await page.getByLabel('Area di partenza').selectOption({ label: 'Italia' });
  await page.getByLabel('Importo Viaggio a Persona').fill('1500');
  await page.getByRole('button', { name: 'Trova Polizze' }).click();
  await page.waitForURL('**/carrello/listaProdotti');

  const casa = page.getByRole('article', { name: 'Casa Vacanze Protetta', exact: true });
  await expect.poll(() => casa.getByTestId('prezzo').textContent()).toBe('--');
  const seleziona = casa.getByRole('button', { name: 'Seleziona' });
  expect(await seleziona.getAttribute('aria-disabled')).toBe('true');
  const motivo = casa.getByTestId('prezzo-motivo');
  expect(await seleziona.getAttribute('aria-describedby')).toBe(await motivo.getAttribute('id'));
  expect(await motivo.textContent()).toContain('Destinazione non coperta dalla polizza');

  // Neither the mouse nor the keyboard opens the product page.
  await seleziona.click({ force: true });
  await seleziona.focus();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/carrello/listaProdotti');

  // A priced card still opens it.
  const prezzata = page
    .getByRole('article')
    .filter({ has: page.getByTestId('prezzo').filter({ hasText: '€' }) })
    .first();
  expect(await prezzata.getByRole('button', { name: 'Seleziona' }).getAttribute('aria-disabled')).toBeNull();
  await prezzata.getByRole('button', { name: 'Seleziona' }).click();
  await page.waitForURL('**/carrello/infoProdotto');
}

describe('issue 24: unpriced cards are not sellable, at 1366 px', () => {
  it('the card with -- has its Seleziona disabled, described by the reason', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await nonVendibile(page);
  }, 120_000);
});

describe('issue 24: unpriced cards on a 390 px wide phone', () => {
  it.scoped({ mobile: true });
  it('the same on the phone', async ({ page }) => {
    await nonVendibile(page);
  }, 120_000);
});

const MODI: Record<string, string> = {
  credito: 'Pagamento: addebito sul credito disponibile',
  carta: "Pagamento: con carta di credito al momento dell'acquisto",
  estrattoConto: "Pagamento: nell'estratto conto di fine mese",
  creditoEcarta:
    "Pagamento: in parte con il credito disponibile, il resto con carta di credito al momento dell'acquisto",
  creditoEestrattoConto:
    "Pagamento: in parte con il credito disponibile, il resto nell'estratto conto di fine mese",
};

/** Part 3: the cart panel says, next to Acquista, how the purchase will be paid. */
async function comeSiPaga(page: Page, username: string): Promise<string> {
  const token = await apiLogin(username);
  await svuota(token);
  await aggiungi(token, 'Pagani');
  const modo = (
    (await (await api(token, 'adesioni/pagamento')).json()) as {
      data: { tuttoConCredito: boolean; parteConCredito: boolean; resto: string };
    }
  ).data;
  const atteso = modo.tuttoConCredito
    ? MODI.credito!
    : modo.parteConCredito
      ? MODI[`credito${modo.resto === 'carta' ? 'Ecarta' : 'EestrattoConto'}`]!
      : MODI[modo.resto]!;
  await openWithToken(page, token, '/carrello/preventivatore');
  await page.getByRole('button', { name: /^Carrello: 1 prodott/ }).click();
  const pannello = page.getByRole('dialog', { name: 'Carrello' });
  const riga = pannello.getByTestId('carrello-modo-pagamento');
  await expect.poll(() => riga.textContent()).toBe(atteso);
  const acquista = pannello.getByRole('button', { name: 'Acquista' });
  expect(await acquista.getAttribute('aria-describedby')).toBe(await riga.getAttribute('id'));
  // Above the button and visible with it.
  const [r, b] = [await riga.boundingBox(), await acquista.boundingBox()];
  expect(r!.y + r!.height).toBeLessThanOrEqual(b!.y + 1);
  await svuota(token);
  return modo.resto;
}

describe('issue 24: Acquista says how it will pay, at 1366 px', () => {
  it('agenzia (month-end statement or credit) and tour (card at purchase)', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    expect(await comeSiPaga(page, 'agenzia')).toBe('estrattoConto');
    expect(await comeSiPaga(page, 'tour')).toBe('carta');
  }, 120_000);
});

describe('issue 24: Acquista says how it will pay, on a 390 px wide phone', () => {
  it.scoped({ mobile: true });
  it('the same on the phone', async ({ page }) => {
    expect(await comeSiPaga(page, 'agenzia')).toBe('estrattoConto');
    expect(await comeSiPaga(page, 'tour')).toBe('carta');
  }, 120_000);
});

/** Part 4: Da pagare in the cart panel says the withholding tax it includes. */
async function ritenutaInclusa(page: Page): Promise<void> {
  const token = await apiLogin('agenzia');
  await svuota(token);
  await aggiungi(token, 'Ritenuti');
  const [item] = ((await (await api(token, 'carrello')).json()) as { data: CarrelloItem[] }).data;
  const { tot } = JSON.parse(Buffer.from(item!.datiCarrello.dati.infoTotali, 'base64').toString()) as {
    tot: { ritenutaAcconto: number; totaleViaggioDaPagare: number };
  };
  expect(tot.ritenutaAcconto).toBeGreaterThan(0);
  await openWithToken(page, token, '/carrello/preventivatore');
  await page.getByRole('button', { name: /^Carrello: 1 prodott/ }).click();
  const pannello = page.getByRole('dialog', { name: 'Carrello' });
  await expect
    .poll(() => pannello.getByTestId('carrello-da-pagare').textContent())
    .toBe(formatEuro(tot.totaleViaggioDaPagare));
  expect(await pannello.getByTestId('carrello-ritenuta').textContent()).toBe(
    `di cui ritenuta d'acconto ${formatEuro(tot.ritenutaAcconto)}`,
  );
  expect(await pannello.getByTestId('carrello-ritenuta').isVisible()).toBe(true);
  await svuota(token);
}

describe('issue 24: Da pagare shows its withholding tax, at 1366 px', () => {
  it('the cart panel says “di cui ritenuta d’acconto …” under Da pagare', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await ritenutaInclusa(page);
  }, 120_000);
});

describe('issue 24: Da pagare shows its withholding tax, on a 390 px wide phone', () => {
  it.scoped({ mobile: true });
  it('the same on the phone', async ({ page }) => {
    await ritenutaInclusa(page);
  }, 120_000);
});
