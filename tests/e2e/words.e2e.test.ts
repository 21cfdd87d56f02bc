import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { thisWorkersServer } from './thisWorkersServer';
import { openCruise } from './cruiseTrip';
import { api, apiLogin, closeBrowser, it, MOBILE, openWithToken } from './engineHelpers';
import { outboxNames } from './outbox';

/**
 * Issue 24, defect 12 (Words) in Chromium at 1366 px and 390 px: counts agree in number through the
 * labels' plural forms (cart icon, confirmation mail; the card payment's reference in
 * server/areas/pagamenti/pagamenti.test.ts, as no demo agency pays by card with no credit), airports and their
 * countries are written in Italian, states are capitalised labels, the certificate button names the
 * policy number, and every policy number has one format.
 */

afterAll(closeBrowser);

const { dataDir } = thisWorkersServer();

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

/** The decoded Subject of an .eml (RFC 2047 encoded words, folded lines). */
function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  return line
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
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
    }, 60_000);
  }

  it('the confirmation mail of one policy says "Conferma acquisto – 1 polizza"', async () => {
    const token = await apiLogin('agenzia');
    await svuota(token);
    await aggiungiUno(token, 'Singolo');
    const seen = outboxNames(dataDir);
    const bought = await api(token, 'adesioni', {
      method: 'POST',
      headers: { 'idempotency-key': `words-${Date.now()}` },
    });
    expect(bought.status, await bought.clone().text()).toBe(200);
    expect(((await bought.json()) as { data: { adesioni: unknown[] } }).data.adesioni).toHaveLength(1);
    // The server's outbox (no SMTP in e2e runs): the confirmation is a job, written soon after.
    const subjects = async () =>
      [...outboxNames(dataDir)]
        .filter((n) => !seen.has(n))
        .map((n) => subjectOf(readFileSync(path.join(dataDir, 'outbox', n), 'utf8')));
    await expect
      .poll(async () => (await subjects()).filter((s) => s.startsWith('Conferma acquisto')), WAIT)
      .toEqual(['Conferma acquisto – 1 polizza']);
  }, 60_000);
});

describe('states are capitalised labels, not stored codes', () => {
  const SCREENS = [
    { user: 'agenzia', route: '/myoverins/tuoiAcquisti', shown: 'Emessa', code: 'emessa' },
    { user: 'agenzia', route: '/myoverins/tuoiEstrattiConto', shown: 'Agenzia', code: 'agenzia' },
    { user: 'commerciale', route: '/myoverins/commercialeDistributori', shown: 'Attivo', code: 'attivo' },
  ];
  for (const { name, size } of WIDTHS) {
    it(`tuoiAcquisti, tuoiEstrattiConto and commercialeDistributori (${name})`, async ({ page }) => {
      await page.setViewportSize(size);
      for (const s of SCREENS) {
        await openWithToken(page, await apiLogin(s.user), s.route);
        await expect
          .poll(async () => (await gridCells(page).allTextContents()).map((c) => c.trim()), WAIT)
          .toContain(s.shown);
        const cells = (await gridCells(page).allTextContents()).map((c) => c.trim());
        expect(cells, s.route).not.toContain(s.code);
      }
    }, 60_000);
  }
});

describe('the certificate button names the policy number, not an internal id', () => {
  for (const { name, size } of WIDTHS) {
    it(`every PDF button of tuoiAcquisti says the number its row shows (${name})`, async ({ page }) => {
      await page.setViewportSize(size);
      await openWithToken(page, await apiLogin('agenzia'), '/myoverins/tuoiAcquisti');
      const buttons = page.getByRole('grid').getByRole('button', { name: /^PDF: / });
      await expect.poll(() => buttons.count(), WAIT).toBeGreaterThan(2);
      const rows = page
        .getByRole('grid')
        .locator('tbody tr')
        .filter({ has: page.getByRole('button', { name: /^PDF: / }) });
      expect(await rows.count()).toBeGreaterThan(2);
      for (let i = 0; i < Math.min(await rows.count(), 5); i++) {
        const row = rows.nth(i);
        const cells = (await row.getByRole('gridcell').allTextContents()).map((c) => c.trim());
        const label = await row.getByRole('button', { name: /^PDF: / }).getAttribute('aria-label');
        const numero = /^PDF: Scarica il certificato della polizza (\S+)$/.exec(label ?? '')?.[1];
        expect(cells, label ?? '').toContain(numero);
      }
    });
  }
});

describe('policy numbers have one format, the demo history’s and a new purchase’s', () => {
  it('a policy bought now is as wide as the history’s in tuoiAcquisti (1366 and 390 px)', async ({
    page,
  }) => {
    const token = await apiLogin('agenzia');
    await svuota(token);
    await aggiungiUno(token, 'Formato');
    const bought = await api(token, 'adesioni', {
      method: 'POST',
      headers: { 'idempotency-key': `words-formato-${Date.now()}` },
    });
    expect(bought.status, await bought.clone().text()).toBe(200);
    const nuovo = ((await bought.json()) as { data: { adesioni: Array<{ numero: string }> } }).data
      .adesioni[0]!.numero;
    const codice = nuovo.split('-')[0]!;
    const formato = new RegExp(`^${codice}-\\d{4}-\\d+$`);
    for (const { size } of WIDTHS) {
      await page.setViewportSize(size);
      await openWithToken(page, token, '/myoverins/tuoiAcquisti');
      await expect
        .poll(async () => (await gridCells(page).allTextContents()).map((c) => c.trim()), WAIT)
        .toContain(nuovo);
      const numeri = (await gridCells(page).allTextContents())
        .map((c) => c.trim())
        .filter((c) => formato.test(c));
      expect(numeri.length).toBeGreaterThan(5);
      expect(new Set(numeri.map((n) => n.length)), numeri.join(' ')).toEqual(new Set([nuovo.length]));
    }
  }, 60_000);
});

describe('airports and their countries in Italian', () => {
  for (const { name, size } of WIDTHS) {
    it(`the flight dialog suggests «Aeroporto di Roma Leonardo da Vinci–Fiumicino (Italia)» (${name})`, async ({
      page,
    }) => {
      const token = await apiLogin('agenzia');
      await svuota(token);
      await page.setViewportSize(size);
      await openWithToken(page, token, '/carrello/preventivatore');
      await openCruise(page);
      await page.getByRole('button', { name: 'SELEZIONA VOLO' }).click();
      const dialog = page.getByRole('dialog', { name: 'Seleziona volo' });
      await dialog.getByLabel('Cerca per aeroporti').check();
      await dialog.getByRole('combobox', { name: 'Aeroporto di partenza' }).fill('Roma');
      const options = dialog.getByRole('option');
      await expect
        .poll(async () => (await options.allTextContents()).join('\n'), WAIT)
        .toContain('Aeroporto di Roma Leonardo da Vinci–Fiumicino');
      const texts = await options.allTextContents();
      expect(texts.join('\n')).toContain('(Italia)');
      expect(texts.join('\n')).not.toMatch(/Airport|\(Italy\)/);
      await dialog.getByRole('combobox', { name: 'Aeroporto di partenza' }).fill('Londra');
      await expect
        .poll(async () => (await options.allTextContents()).join('\n'), WAIT)
        .toContain('Aeroporto di Londra Heathrow');
      expect((await options.allTextContents()).join('\n')).toContain('(Regno Unito)');
    }, 60_000);
  }
});
