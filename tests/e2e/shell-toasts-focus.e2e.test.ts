import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { END, it_, openCruise, START } from './cruiseTrip';
import { api, apiLogin, baseUrl, closeBrowser, MOBILE, sharedBrowser } from './engineHelpers';
import { LOCATOR_WAIT_MS } from './waits';

/**
 * Issue 24, the shell's part: toasts never cover the navigation (defect 2) and hide after spec 2 §9's
 * 1.5 s. Each case runs at the issue's two widths.
 */

afterAll(closeBrowser);

const WIDTHS = [
  { name: '1366 px', viewport: { width: 1366, height: 900 } },
  { name: '390 px', viewport: MOBILE },
];

/** A fresh context at the given size; script errors fail the test. */
async function withPage(viewport: { width: number; height: number }, run: (page: Page) => Promise<void>) {
  const context = await (await sharedBrowser()).newContext({ locale: 'it-IT', viewport });
  context.setDefaultTimeout(LOCATOR_WAIT_MS);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  try {
    await run(page);
  } finally {
    await context.close();
  }
  expect(problems).toEqual([]);
}

async function openAs(page: Page, username: string, path: string): Promise<string> {
  const token = await apiLogin(username);
  await page.goto(`${baseUrl}/login`);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(`${baseUrl}${path}`);
  return token;
}

/**
 * The header's buttons and links that some toast's box overlaps, or whose centre is not theirs to
 * click (what `elementFromPoint` finds there is outside them).
 */
function coveredInHeader(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const toasts = [...document.querySelectorAll('.toast')].map((t) => t.getBoundingClientRect());
    const covered: string[] = [];
    for (const el of header.querySelectorAll<HTMLElement>('a, button')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const overlaps = toasts.some(
        (t) => t.left < box.right && t.right > box.left && t.top < box.bottom && t.bottom > box.top,
      );
      if (overlaps || !hit || !el.contains(hit)) covered.push(name);
    }
    return covered;
  });
}

describe('defect 2: a toast leaves the navigation clickable and hides after 1.5 s', () => {
  for (const { name, viewport } of WIDTHS) {
    it(`at ${name}: the product page's error toasts cover no header button; the cart opens under them`, async () => {
      await withPage(viewport, async (page) => {
        const token = await openAs(page, 'agenzia', '/carrello/preventivatore');
        await api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
        await openCruise(page);
        await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
        const toast = page.locator('.toast').first();
        await toast.waitFor();
        const shownAt = Date.now();
        expect(await page.locator('.toast').count()).toBeGreaterThan(1);
        // The button is at the page's end: back up to the navigation, as the user would.
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await coveredInHeader(page)).toEqual([]);
        // The cart button answers while the toasts are still there (coveredInHeader proved that nothing
        // lies over it; a click timeout of 1 s failed on a loaded machine without any toast over it).
        await page.locator('header button[aria-label^="Carrello:"]').click();
        await page.getByRole('dialog', { name: 'Carrello' }).waitFor();
        // Spec 2 §9: gone after 1.5 s (plus the fade). A starved browser fires its timers late (3.9 s
        // was seen with two e2e files at once), so the bound is what a toast that stays would break.
        await page.locator('.toast').first().waitFor({ state: 'detached', timeout: 8000 });
        expect(Date.now() - shownAt).toBeLessThan(8000);
      });
    }, 60_000);
  }
});

describe('defect 13: Esci in the month-end dialog sends nothing more', () => {
  for (const { name, viewport } of WIDTHS) {
    it(`at ${name}: moroso's Esci ends on the sign-in page with no request answering 401`, async () => {
      await withPage(viewport, async (page) => {
        await openAs(page, 'moroso', '/');
        const dialog = page.getByRole('dialog', { name: 'Pagamento di fine mese' });
        // The first signed-in screen on a loaded CI machine has taken over 15 s (two CI failures).
        await dialog.getByRole('button', { name: 'Esci' }).waitFor({ timeout: 45_000 });
        // What this test is about starts from a settled page: its own requests have all answered.
        await page.waitForLoadState('networkidle', { timeout: 45_000 });
        const refused: string[] = [];
        const sent: string[] = [];
        page.on('request', (request) => sent.push(`${request.method()} ${request.url()}`));
        page.on('response', (response) => {
          if (response.status() === 401) refused.push(response.url());
        });
        await dialog.getByRole('button', { name: 'Esci' }).click();
        await page.waitForURL(/\/login/);
        await page.getByLabel('Nome utente').waitFor();
        // What was in flight, or asked for on the way out, would answer by now.
        await page.waitForTimeout(1500);
        expect(refused).toEqual([]);
        expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
        // After the logout call, only what the sign-in page needs (no list of the signed-out user).
        const after = sent.slice(sent.findIndex((r) => r.includes('/api/account/logout')) + 1);
        expect(
          after.filter((r) => /\/api\/(?!labels|account\/(login|logout)|dropdown\/lingue)/.test(r)),
        ).toEqual([]);
      });
    }, 60_000);
  }
});

/** What has the focus: its tag, accessible label or text, and whether it is inside the main landmark. */
function focused(page: Page): Promise<{ tag: string; name: string; inMain: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      name: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      inMain: Boolean(el && document.querySelector('main')?.contains(el)),
    };
  });
}

describe('a faster sale from the keyboard: skip link, focus after a change of page and after an add', () => {
  for (const { name, viewport } of WIDTHS) {
    it(`at ${name}: "Vai al contenuto" is the first stop of every page and leads to its heading`, async () => {
      await withPage(viewport, async (page) => {
        await page.goto(`${baseUrl}/login`);
        await page.getByRole('heading', { name: 'Accedi al portale' }).waitFor();
        // The sign-in form focuses its first field; the skip link is the one stop before it.
        await page.getByLabel('Nome utente').focus();
        await page.keyboard.press('Shift+Tab');
        expect((await focused(page)).name).toBe('Vai al contenuto');
        await page.keyboard.press('Enter');
        expect(await focused(page)).toEqual({ tag: 'H1', name: 'Accedi al portale', inMain: true });

        await openAs(page, 'agenzia', '/carrello/carrelloCategorie');
        for (const [path, heading] of [
          ['/carrello/carrelloCategorie', 'Categorie'],
          ['/carrello/preventivatore', 'Preventivatore'],
          ['/myoverins/tuoiAcquisti', null],
        ] as const) {
          await page.goto(`${baseUrl}${path}`);
          await page.locator('main h1').first().waitFor({ state: 'attached' });
          await page.keyboard.press('Tab');
          expect((await focused(page)).name, path).toBe('Vai al contenuto');
          await page.keyboard.press('Enter');
          const now = await focused(page);
          expect(now.tag, path).toBe('H1');
          expect(now.inMain, path).toBe(true);
          if (heading) expect(now.name, path).toContain(heading);
        }
      });
    }, 90_000);

    it(`at ${name}: after "Trova Polizze" the focus is on the products page's heading, not the top`, async () => {
      await withPage(viewport, async (page) => {
        await openAs(page, 'agenzia', '/carrello/preventivatore');
        await page.getByRole('heading', { name: 'Preventivatore' }).waitFor();
        await page.getByLabel('Data Inizio Viaggio').fill(it_(START));
        await page.keyboard.press('Tab');
        await page.getByLabel('Data Fine Viaggio').fill(it_(END));
        await page.keyboard.press('Tab');
        await page.getByLabel('Destinazione').selectOption({ label: 'Francia' });
        await page.getByLabel('Età').selectOption({ label: 'Da 18 a 40 anni' });
        await page.getByLabel('Numero Partecipanti').fill('2');
        await page.getByLabel('Area di partenza').selectOption({ label: 'Italia' });
        await page.getByLabel('Importo Viaggio a Persona').fill('1500');
        await page.getByRole('button', { name: 'Trova Polizze' }).focus();
        await page.keyboard.press('Enter');
        await page.waitForURL('**/carrello/listaProdotti');
        await expect.poll(async () => (await focused(page)).tag).toBe('H1');
        expect((await focused(page)).inMain).toBe(true);
      });
    }, 90_000);

    it(`at ${name}: after saving an item of the cart the cart button has the focus; Enter opens the cart`, async () => {
      await withPage(viewport, async (page) => {
        const token = await openAs(page, 'agenzia', '/login');
        await api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
        await addItem(token, 'Focus');
        await page.goto(`${baseUrl}/carrello/carrelloCategorie`);
        await page.getByRole('button', { name: /^Carrello: 1 prodott/ }).click();
        await page.getByRole('button', { name: /^MODIFICA: Annullamento Senza Pensieri - Focus/ }).click();
        await page.waitForURL('**/carrello/infoProdotto?inModifica=true');
        await page.getByRole('button', { name: 'Salva modifiche' }).click();
        await page.waitForURL('**/carrello/carrelloCategorie');
        await expect.poll(async () => (await focused(page)).name).toMatch(/^Carrello: 1 prodott/);
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: 'Carrello' }).waitFor();
        await api(token, 'carrello/svuotacarrello', { method: 'POST', body: '{}' });
      });
    }, 90_000);
  }
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** One item for two travellers through the product page's call (as navigation-bar.e2e.test.ts). */
async function addItem(token: string, cognome: string): Promise<void> {
  const list = await api(token, 'carrello/confrontaProdotti', {
    method: 'POST',
    body: JSON.stringify({ listIDs: [], categoriaID: null, parametri: null }),
  });
  const pacchetti = ((await list.json()) as { data: Array<{ pacchettoID: number; pacchetto: string }> }).data;
  const eta = (
    (await (await api(token, 'dropdown/eta')).json()) as { items: Array<{ value: number; text: string }> }
  ).items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
  const res = await api(token, 'carrello', {
    method: 'POST',
    body: JSON.stringify({
      pacchettoID: pacchetti.find((p) => p.pacchetto === 'Annullamento Senza Pensieri')!.pacchettoID,
      parametri: {
        inizioViaggio: day(30),
        fineViaggio: day(37),
        destinazioneStato: 'FR',
        nazionalita: 'IT',
        eta,
        numeroPartecipanti: 2,
        importoViaggio: 1500,
      },
      partecipanti: [
        { ItemID: 1, Cognome: cognome, Nome: 'Mario' },
        { ItemID: 2, Cognome: cognome, Nome: 'Anna' },
      ],
      prodottiCollegati: [],
      parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}
