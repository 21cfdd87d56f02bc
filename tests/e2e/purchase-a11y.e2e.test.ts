import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { axeFindings, expectAxeClean } from './axe';
import { api, apiLogin, closeBrowser, it, openWithToken } from './engineHelpers';

/**
 * The cart panel, the purchase summary and the issued policy's card (widgets/cart-panel,
 * widgets/cart-icon, widgets/policy-card) under axe at both sizes, and the purchase with the keyboard only.
 */

afterAll(closeBrowser);

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

/** Signed in as agenzia with two items in the cart (added through the API); the token. */
async function dueArticoli(): Promise<string> {
  const token = await apiLogin('agenzia');
  await svuota(token);
  const id = await pacchetto(token, 'Annullamento Senza Pensieri');
  await aggiungi(token, id, 'Esposito');
  await aggiungi(token, id, 'Romano');
  return token;
}

/** The open dialogs (the cart panel, a question, the summary) and the navigation bar's cart icon. */
const DIALOGS = ['[role="dialog"]', 'button[aria-label^="Carrello:"]'];

const cartButton = (page: Page) => page.getByRole('button', { name: /^Carrello: \d+ prodott/ });

async function axeFlow(page: Page, mobile: boolean): Promise<void> {
  const token = await dueArticoli();
  try {
    await openWithToken(page, token, '/carrello/carrelloCategorie');
    await cartButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Carrello' });
    const items = panel.getByTestId('cart-item');
    await expect.poll(() => items.count()).toBe(2);
    await items.first().locator('button[aria-expanded]').first().click();
    await panel.getByText('Esposito Paolo').waitFor();
    await expectAxeClean(page, 'the cart panel with two items, one expanded', DIALOGS);

    await items
      .nth(1)
      .getByRole('button', { name: /^ELIMINA/ })
      .click();
    const conferma = page.getByRole('dialog', { name: 'Eliminare prodotto?' });
    await conferma.waitFor();
    await expectAxeClean(page, "the 'Eliminare prodotto?' confirmation", DIALOGS);
    await conferma.getByRole('button', { name: 'No' }).click();
    await conferma.waitFor({ state: 'detached' });

    await panel.getByRole('button', { name: 'Acquista' }).click();
    const summary = page.getByRole('dialog', {
      name: mobile ? 'Grazie per il tuo acquisto' : 'Riepilogo acquisto',
    });
    await summary
      .getByRole('button', { name: /^Scarica certificato assicurativo / })
      .first()
      .waitFor();
    await expectAxeClean(page, 'the purchase summary', DIALOGS);
    await summary.getByRole('button', { name: 'Chiudi' }).first().click();
    await summary.waitFor({ state: 'detached' });

    await page.goto('/myoverins/tuoiAcquisti');
    const apri = page.getByRole('button', { name: 'Apri dettaglio' }).first();
    await apri.click();
    await page.locator('article.policy-card').first().waitFor();
    await page
      .locator('article.policy-card')
      .first()
      .getByRole('button', { name: 'Scarica certificato assicurativo' })
      .waitFor();
    // The card is judged here; the grid around it is another widget's (its findings are printed).
    await expectAxeClean(page, 'tuoiAcquisti with a policy card open', ['.grid-row-detail']);
    const altrove = await axeFindings(page);
    if (altrove.length > 0) console.info(`axe on the rest of tuoiAcquisti:\n${altrove.join('\n')}`);
  } finally {
    await svuota(token);
  }
}

describe('the cart, the purchase summary and the policy card are axe-clean (WCAG 2.1 A/AA)', () => {
  it('at 1280×900: the cart with details, Eliminare prodotto?, the summary, a policy card', async ({
    page,
  }) => {
    await axeFlow(page, false);
  }, 120_000);
});

describe('the cart, the purchase summary and the policy card are axe-clean on a 390 px wide phone', () => {
  it.scoped({ mobile: true });

  it('at 390×844: the cart with details, Eliminare prodotto?, the summary, a policy card', async ({
    page,
  }) => {
    await axeFlow(page, true);
  }, 120_000);
});

/** Whether `target` has the keyboard focus. */
const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await focused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the focus never reached ${target.toString()} with ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** What has the focus, for a failure message. */
const activeElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()} ${el.getAttribute('aria-label') ?? el.textContent?.trim()}` : '';
  });

describe('the purchase with the keyboard only', () => {
  it('Tab to the cart icon, Enter opens it, details, Acquista, a certificate, Escape; the focus stays on the page', async ({
    page,
  }) => {
    const token = await dueArticoli();
    try {
      await openWithToken(page, token, '/carrello/carrelloCategorie');
      const icon = page.getByRole('button', { name: 'Carrello: 2 prodotti' });
      await tabTo(page, icon);
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Carrello' });
      await panel.waitFor();
      // The panel takes the focus: Tab goes on inside it, not behind it.
      await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      // Escape closes it and the icon has the focus again; Enter reopens it.
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await expect.poll(() => focused(icon), { message: 'the focus is back on the cart icon' }).toBe(true);
      await page.keyboard.press('Enter');
      await panel.waitFor();
      await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);

      const dettagli = panel.getByTestId('cart-item').first().locator('button[aria-expanded]').first();
      await tabTo(page, dettagli);
      await page.keyboard.press('Enter');
      await expect.poll(() => dettagli.getAttribute('aria-expanded')).toBe('true');
      await panel.getByText('Esposito Paolo').waitFor();

      const acquista = panel.getByRole('button', { name: 'Acquista' });
      await tabTo(page, acquista);
      await page.keyboard.press('Enter');

      const summary = page.getByRole('dialog', { name: 'Riepilogo acquisto' });
      const certificato = summary.getByRole('button', { name: /^Scarica certificato assicurativo / }).first();
      await certificato.waitFor();
      // The summary takes the focus as it opens.
      await expect
        .poll(() => summary.evaluate((el) => el.contains(document.activeElement)), {
          message: 'the focus is in the summary',
        })
        .toBe(true);
      await tabTo(page, certificato, { max: 20 });
      const download = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

      // Tab stays inside the summary.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        await expect
          .poll(() => summary.evaluate((el) => el.contains(document.activeElement)), {
            message: `Tab ${i + 1} left the summary for ${await activeElement(page)}`,
            timeout: 2_000,
          })
          .toBe(true);
      }

      await page.keyboard.press('Escape');
      await summary.waitFor({ state: 'detached' });
      await page.waitForURL('**/carrello/carrelloCategorie');
      await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('0');
      await expect
        .poll(
          () =>
            page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body),
          {
            message: 'the focus is not lost on <body>',
          },
        )
        .toBe(true);
      // Where it lands: the cart icon that started it all.
      await expect.poll(async () => `${await activeElement(page)}`).toMatch(/^button Carrello: 0 prodotti/);

      // An item deleted with ELIMINA and 'Sì': its button is gone, the focus stays in the panel.
      await aggiungi(token, await pacchetto(token, 'Annullamento Senza Pensieri'), 'Greco');
      await page.reload();
      const uno = page.getByRole('button', { name: 'Carrello: 1 prodotto' });
      await tabTo(page, uno);
      await page.keyboard.press('Enter');
      await panel.waitFor();
      await tabTo(page, panel.getByRole('button', { name: /^ELIMINA/ }));
      await page.keyboard.press('Enter');
      const conferma = page.getByRole('dialog', { name: 'Eliminare prodotto?' });
      await conferma.waitFor();
      await tabTo(page, conferma.getByRole('button', { name: 'Sì' }), { max: 10 });
      await page.keyboard.press('Enter');
      await conferma.waitFor({ state: 'detached' });
      await panel.getByText('Il carrello è vuoto').waitFor();
      await expect
        .poll(() => panel.evaluate((el) => el.contains(document.activeElement)), {
          message: 'the focus is in the panel after the delete',
        })
        .toBe(true);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await expect.poll(() => focused(page.getByRole('button', { name: 'Carrello: 0 prodotti' }))).toBe(true);
    } finally {
      await svuota(token);
    }
  }, 120_000);
});
