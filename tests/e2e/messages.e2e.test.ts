import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { expectAxeClean } from './axe';
import { openWithToken, ownServer } from './ownServer';
import { expectGatewayPage, fillCard, GOOD } from './sandboxGateway';

/**
 * Issue 28 items 1 and 2 in Chromium, desktop (1366 px) and phone (390 px): the bell in the navigation
 * bar, the empty dialog, an event (a back-office credit top-up) writing a message in its transaction,
 * the bell showing it at the next poll, `moroso` paying its statements by card and the bell showing the
 * payment's message, the dialog (axe), and closing it marking it read. The poll
 * interval is the server's configuration (MESSAGES_POLL_MS), shortened here; the code's is 30 s.
 * Its own server: the top-up changes the demo data.
 */
const POLL_MS = 1500;
const demo = ownServer({ MESSAGES_POLL_MS: String(POLL_MS) });
const { it, login, call } = demo;

const bell = (page: Page, unread: number) =>
  page.getByRole('button', { name: `Messaggi: ${unread} ${unread === 1 ? 'non letto' : 'non letti'}` });

async function distributorOf(admin: string, codice: string): Promise<number> {
  const res = await call(admin, `amministrazione/distributori?filter=(codice[eq]${codice})`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { items: Array<{ itemID: number }> }).items[0]!.itemID;
}

async function topUp(codice: string, euro: number, motivo: string): Promise<void> {
  const admin = await login('admin');
  const id = await distributorOf(admin, codice);
  const res = await call(admin, `amministrazione/distributori/${id}/credito`, { importo: euro, motivo });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function walk(page: Page, username: string, codice: string, state: string) {
  const token = await login(username);
  await openWithToken(page, token, '/');
  // Nothing yet: the bell says 0 and the dialog the spec's empty text.
  await bell(page, 0).click();
  const dialog = page.getByRole('dialog', { name: 'Messaggi' });
  await expect.poll(() => dialog.textContent()).toContain('Nessun messaggio presente');
  await expectAxeClean(page, `${state}: messaggi vuoti`, ['.modal']);
  await dialog.getByRole('button', { name: 'Chiudi' }).last().click();
  await expect.poll(() => dialog.count()).toBe(0);

  await topUp(codice, 12.5, 'bonus di fine anno');
  // The next poll (a few configured intervals at most) brings it.
  await bell(page, 1).waitFor({ timeout: POLL_MS * 6 });
  await bell(page, 1).click();
  const item = dialog.getByRole('listitem');
  await expect.poll(() => item.count()).toBe(1);
  const text = (await item.textContent()) ?? '';
  expect(text).toContain('Il back office ha ricaricato il tuo credito di 12,50 € (bonus di fine anno)');
  expect(text).toContain('non letto');
  expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expectAxeClean(page, `${state}: messaggi`, ['.modal']);

  await dialog.getByRole('button', { name: 'Chiudi' }).last().click();
  await bell(page, 0).waitFor();
  const res = await call(token, 'carrello/message');
  const { data } = (await res.json()) as { data: Array<{ hasBeenRead: boolean }> };
  expect(data.map((m) => m.hasBeenRead)).toEqual([true]);
  // Polling goes on: a second top-up shows again.
  await topUp(codice, 1, 'rettifica');
  await bell(page, 1).waitFor({ timeout: POLL_MS * 6 });
}

describe('messages: the bell and its dialog', () => {
  it('desktop at 1366 px: an event writes a message, the bell shows it, reading it clears it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await walk(page, 'agenzia', 'AG0001', 'desktop');
  }, 90_000);

  describe('on a 390 px wide phone', () => {
    it.override({ mobile: true });
    it('at 390×844: the same in the mobile navigation bar', async ({ page }) => {
      await walk(page, 'tour', 'TO0001', 'mobile');
    }, 90_000);
  });

  it('moroso pays its statements by card: the bell shows the payment received within the poll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const token = await login('moroso');
    const due = await call(token, 'myoverins/pagamenti/dapagare');
    const { totale } = ((await due.json()) as { data: { totale: number } }).data;
    expect(totale).toBeGreaterThan(0);
    await openWithToken(page, token, '/');
    const dialog = page.getByRole('dialog', { name: 'Pagamento di fine mese' });
    await dialog.getByRole('button', { name: 'Paga ora' }).click();
    await expectGatewayPage(page, totale);
    await fillCard(page, GOOD);
    await page.getByRole('button', { name: 'Paga', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/keyclient/ritorno-fm-ok');
    await page.getByRole('heading', { name: 'Pagamento eseguito' }).waitFor();
    await page.getByRole('link', { name: 'Vai al carrello' }).click();

    await bell(page, 1).waitFor({ timeout: POLL_MS * 6 });
    await bell(page, 1).click();
    const messages = page.getByRole('dialog', { name: 'Messaggi' });
    const item = messages.getByRole('listitem');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.textContent()).toMatch(
      /Pagamento di [\d.,]+ € ricevuto: estratt[oi] conto di .+ saldat[oi]\./,
    );
    await messages.getByRole('button', { name: 'Chiudi' }).last().click();
    await bell(page, 0).waitFor();
  }, 120_000);
});
