import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectAxeClean } from './axe';
import { openWithToken, ownServer } from './ownServer';

/**
 * Issue 28 item 4 in Chromium: back office publishes popup notices through the server's API and
 * `agenzia` meets them where they belong (spec 2 §2 Popup notices): a mode-2 notice for agencies on
 * the cart (no close icon, `Confermo di aver letto`, then gone; back after the admin edits its text),
 * a mode-1 notice on My area with `Non mostrare più`, two notices of the product choice one after the
 * other, a login notice on the page the home leads to; axe on the dialog. The notices created here would pop up in other files: this file has its
 * own server.
 */

const demo = ownServer();
const { it, login, call } = demo;

const CARRELLO = '/carrello/carrelloCategorie';
const AREA_MY = '/myoverins/tuoiAcquisti';
const SCELTA_PRODOTTO = '/carrello/infoProdotto';

interface Avviso {
  titolo: string;
  descrizione?: string;
  tipoVisualizzazione: 1 | 2 | 3;
  posizioneApertura: number;
  modalitaVisualizzazione?: 1 | 2;
  pubblico?: 'tutti' | 'tipi' | 'distributori';
  tipiDistributore?: string[];
  link?: string | null;
}

async function crea(admin: string, avviso: Avviso): Promise<number> {
  const res = await call(admin, 'amministrazione/avvisi', { pubblico: 'tutti', attivo: true, ...avviso });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function modifica(admin: string, id: number, campi: Partial<Avviso>): Promise<void> {
  const res = await fetch(`${demo.baseUrl()}/api/amministrazione/avvisi/${id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify(campi),
  });
  expect([200, 204], await res.clone().text()).toContain(res.status);
}

async function spegni(admin: string, id: number): Promise<void> {
  await modifica(admin, id, { attivo: false } as Partial<Avviso>);
}

const dialog = (page: Page, titolo: string) => page.getByRole('dialog', { name: titolo });

/** The page is up and, once its calls have ended and a moment more, no dialog is open. */
async function nessunAvviso(page: Page): Promise<void> {
  await page.locator('#main, main').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(await page.getByRole('dialog').count()).toBe(0);
}

async function scenario(page: Page, mobile: boolean, suffisso: string): Promise<void> {
  if (!mobile) await page.setViewportSize({ width: 1366, height: 768 });
  const admin = await login('admin');
  const agenzia = await login('agenzia');

  // ---- mode 2, agencies, cart ----
  const titolo2 = `Presa visione ${suffisso}`;
  const conferma = await crea(admin, {
    titolo: titolo2,
    descrizione: '<p>Nuove <strong>condizioni</strong> per le agenzie.</p>',
    tipoVisualizzazione: 2,
    posizioneApertura: 2,
    modalitaVisualizzazione: 2,
    pubblico: 'tipi',
    tipiDistributore: ['agenziadettagliante'],
  });
  await openWithToken(page, agenzia, CARRELLO);
  const d2 = dialog(page, titolo2);
  await d2.waitFor();
  await expect.poll(() => d2.locator('strong').textContent()).toBe('condizioni');
  expect(await d2.getByRole('button', { name: 'Chiudi' }).count()).toBe(0);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(400);
  expect(await d2.isVisible()).toBe(true);
  await expectAxeClean(page, `mode-2 notice ${suffisso}`, ['.modal.show']);
  await d2.getByRole('button', { name: 'Confermo di aver letto' }).click();
  await d2.waitFor({ state: 'detached' });
  await page.reload();
  await nessunAvviso(page);

  // The admin edits its text: a new version, to read again.
  await modifica(admin, conferma, { descrizione: '<p>Condizioni aggiornate.</p>' });
  await page.reload();
  await dialog(page, titolo2).getByText('Condizioni aggiornate.').waitFor();
  await dialog(page, titolo2).getByRole('button', { name: 'Confermo di aver letto' }).click();
  await dialog(page, titolo2).waitFor({ state: 'detached' });
  await spegni(admin, conferma);

  // ---- mode 1, My area, do not show again ----
  const titolo1 = `Novità area My ${suffisso}`;
  const nonMostrare = await crea(admin, {
    titolo: titolo1,
    descrizione: '<p>Scopri le nuove funzioni.</p>',
    tipoVisualizzazione: 1,
    posizioneApertura: 4,
  });
  await page.goto(AREA_MY);
  const d1 = dialog(page, titolo1);
  await d1.waitFor();
  await expectAxeClean(page, `mode-1 notice ${suffisso}`, ['.modal.show']);
  // Closed as is, it comes back at the next opening.
  await d1.getByRole('button', { name: 'Chiudi' }).first().click();
  await d1.waitFor({ state: 'detached' });
  await page.reload();
  await dialog(page, titolo1).getByLabel('Non mostrare più').check();
  await dialog(page, titolo1).getByRole('button', { name: 'Chiudi' }).last().click();
  await dialog(page, titolo1).waitFor({ state: 'detached' });
  await page.reload();
  await nessunAvviso(page);
  await spegni(admin, nonMostrare);

  // ---- two notices of the product choice, one after the other ----
  const primo = `Primo avviso prodotto ${suffisso}`;
  const secondo = `Secondo avviso prodotto ${suffisso}`;
  const a = await crea(admin, {
    titolo: primo,
    descrizione: '<p>Uno.</p>',
    tipoVisualizzazione: 3,
    posizioneApertura: 3,
  });
  const b = await crea(admin, {
    titolo: secondo,
    descrizione: '<p>Due.</p>',
    tipoVisualizzazione: 3,
    posizioneApertura: 3,
  });
  await page.goto(SCELTA_PRODOTTO);
  await dialog(page, primo).waitFor();
  expect(await page.getByRole('dialog').count()).toBe(1);
  await page.keyboard.press('Escape');
  await dialog(page, secondo).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.modal') !== null)).toBe(true);
  await dialog(page, secondo).getByRole('button', { name: 'Chiudi' }).last().click();
  await dialog(page, secondo).waitFor({ state: 'detached' });
  await nessunAvviso(page);
  // Mode 3 comes back at the next opening.
  await page.reload();
  await dialog(page, primo).waitFor();
  await page.keyboard.press('Escape');
  await dialog(page, secondo).waitFor();
  await page.keyboard.press('Escape');
  await spegni(admin, a);
  await spegni(admin, b);

  // ---- login notices: the home redirects to the cart, where they open ----
  const benvenuto = `Benvenuto ${suffisso}`;
  const accesso = await crea(admin, {
    titolo: benvenuto,
    descrizione: '<p>Buon lavoro.</p>',
    tipoVisualizzazione: 3,
    posizioneApertura: 1,
  });
  await page.goto('/');
  await page.waitForURL((url) => url.pathname !== '/');
  await dialog(page, benvenuto).waitFor();
  await page.keyboard.press('Escape');
  await dialog(page, benvenuto).waitFor({ state: 'detached' });
  // Straight to the cart, not through the home: no login notice.
  await page.goto(CARRELLO);
  await nessunAvviso(page);
  await spegni(admin, accesso);
}

describe('popup notices (issue 28 item 4)', () => {
  it('at 1366 px: mode 2 on the cart, mode 1 on My area, two queued on the product choice, login notices', async ({
    page,
  }) => {
    await scenario(page, false, 'desktop');
  }, 120_000);

  describe('phone', () => {
    it.override({ mobile: true });
    it('at 390 px: mode 2 on the cart, mode 1 on My area, two queued on the product choice, login notices', async ({
      page,
    }) => {
      await scenario(page, true, 'telefono');
    }, 120_000);
  });
});
