import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { axeFindings, HEADING_RULES } from './axe';
import { MOBILE, withWatchedPage } from './engineHelpers';
import { openWithToken, ownServer } from './ownServer';

/**
 * Issue 29 item 5 "Done means", the XML practices in Chromium: the back-office admin issues an API key
 * for the tour operator on /admin/chiaviApi (the key shown once, copied), a booking system posts an
 * envelope of two practices with it (one valid, one selling a package nobody sells), the answer's
 * signed link opens /praticheXML signed out — the outcome of each practice, the valid one's policy with
 * its certificate link — axe-clean at 1280 px and on a 390 px phone without sideways scrolling; the
 * admin revokes the key and the same envelope gets 401. Its own server: the envelope issues policies.
 */
const { it, login, baseUrl } = ownServer();

const DESCRIZIONE = 'Gestionale prenotazioni e2e';
const RIF_VALIDA = 'XMLE2E-001';
const RIF_ERRATA = 'XMLE2E-002';

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** An InvioPratiche envelope (schemas/xml/pratiche.xsd): annual single-trip covers to France. */
function busta(): string {
  const pratica = (rif: string, pacchetto: string) => `  <Pratica>
    <Riferimento>${rif}</Riferimento>
    <Pacchetto>${pacchetto}</Pacchetto>
    <InizioViaggio>${isoDay(30)}</InizioViaggio>
    <FineViaggio>${isoDay(37)}</FineViaggio>
    <Destinazione>FR</Destinazione>
    <AreaPartenza>IT</AreaPartenza>
    <ImportoViaggio>900</ImportoViaggio>
    <Contraente>Cliente ${rif}</Contraente>
    <Partecipanti>
      <Partecipante>
        <Cognome>Rossi</Cognome>
        <Nome>Mario</Nome>
        <DataNascita>1980-02-01</DataNascita>
      </Partecipante>
    </Partecipanti>
  </Pratica>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<InvioPratiche xmlns="urn:overins:pratiche:1">
${pratica(RIF_VALIDA, 'ANN-SP')}
${pratica(RIF_ERRATA, 'NONVENDIBILE')}
</InvioPratiche>
`;
}

const invia = (chiave: string) =>
  fetch(`${baseUrl()}/api/pratichexml`, {
    method: 'POST',
    headers: { authorization: `ApiKey ${chiave}`, 'content-type': 'application/xml; charset=utf-8' },
    body: busta(),
  });

const grid = (page: Page) => page.getByRole('grid');
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Strumenti della griglia' });
const answer = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));
const rowOf = (page: Page) => grid(page).locator('tbody tr').filter({ hasText: DESCRIZIONE }).first();

/** Issues a key for the tour operator in the UI; the key the reveal dialog shows once. */
async function nuovaChiave(page: Page): Promise<string> {
  await toolbar(page).getByRole('button', { name: 'Nuova chiave' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuova chiave API' });
  const distributore = dialog.getByLabel(/Distributore/);
  const tour = distributore.locator('option', { hasText: 'TO0001' });
  await tour.waitFor({ state: 'attached' });
  await distributore.selectOption((await tour.getAttribute('value'))!);
  await dialog.getByLabel(/Descrizione/).fill(DESCRIZIONE);
  const [created] = await Promise.all([
    answer(page, 'POST', /^\/api\/amministrazione\/chiaviapi$/),
    dialog.getByRole('button', { name: 'Salva' }).click(),
  ]);
  expect(created.status(), await created.text()).toBeLessThan(300);

  const shown = page.getByRole('dialog', { name: 'Chiave API creata' });
  await shown.getByText('non sarà più mostrata').waitFor();
  const chiave = await shown.getByLabel('Chiave API').inputValue();
  expect(chiave.length).toBeGreaterThanOrEqual(20);
  expect((await created.json()) as unknown).toMatchObject({ item1: { chiave } });
  await shown.getByRole('button', { name: 'Copia' }).click();
  await shown.getByRole('status').filter({ hasText: 'Copiato negli appunti.' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(chiave);
  expect(await axeFindings(page, ['.modal']), 'axe on the key shown once').toEqual([]);
  await shown.getByRole('button', { name: 'Chiudi' }).last().click();
  await shown.waitFor({ state: 'hidden' });
  return chiave;
}

/** The outcome page as a booking system's customer opens it: signed out, at the given size. */
async function controllaEsito(link: string, mobile: boolean): Promise<void> {
  await withWatchedPage(baseUrl(), mobile, async (page) => {
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Esito dell’invio di pratiche XML' }).waitFor();
    await page.getByRole('heading', { level: 2, name: /^Invio n\. \d+$/ }).waitFor();
    await page.getByText('Mediterraneo Tour Operator S.p.A.').waitFor();
    const riepilogo = page.getByRole('list', { name: 'Riepilogo degli esiti' });
    expect(await riepilogo.getByRole('listitem').allTextContents()).toEqual(['1 emessa', '1 con errori']);

    const pratiche = page.getByTestId('pratica-xml');
    expect(await pratiche.count()).toBe(2);
    const valida = pratiche.filter({ hasText: RIF_VALIDA });
    const errata = pratiche.filter({ hasText: RIF_ERRATA });
    await valida.getByText('Emessa', { exact: true }).waitFor();
    await errata.getByText('Con errori', { exact: true }).waitFor();
    expect(
      await errata.getByRole('list', { name: 'Messaggi' }).getByRole('listitem').count(),
    ).toBeGreaterThan(0);
    expect(await errata.getByRole('link').count()).toBe(0);

    const certificato = valida.getByRole('link', {
      name: /^Scarica certificato assicurativo della polizza n\. /,
    });
    expect(await certificato.count()).toBe(1);
    // The policy as the outcome call gives it: number, package and policyholder on the page.
    const esito = (await (
      await fetch(`${baseUrl()}/api${link.replace('/praticheXML', '/pratichexml/esito')}`)
    ).json()) as {
      item1: { pratiche: Array<{ riferimento: string; polizze: Array<Record<string, string>> }> };
    };
    const [polizza] = esito.item1.pratiche.find((p) => p.riferimento === RIF_VALIDA)!.polizze;
    for (const campo of ['numero', 'pacchetto', 'contraente'])
      await valida.getByText(polizza![campo]!, { exact: true }).first().waitFor();
    const href = (await certificato.getAttribute('href'))!;
    expect(href).toMatch(/\/adesioni\/file\?token=/);

    expect(
      await axeFindings(page, [], HEADING_RULES),
      `axe on /praticheXML (${mobile ? 'phone' : 'desktop'})`,
    ).toEqual([]);
    if (mobile) {
      expect(page.viewportSize()).toEqual(MOBILE);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    } else {
      // The certificate link opens the public download page, whose button gives the policy's PDF.
      const url = new URL(href, baseUrl());
      await page.goto(`${url.pathname}${url.search}`);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Scarica certificato assicurativo' }).click();
      expect((await download).suggestedFilename()).toBe('adesione.pdf');
    }
  });
}

describe('XML practices (issue 29 item 5)', () => {
  it('a key issued in the back office posts an envelope whose link shows the outcome; revoked, it gets 401', async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const token = await login('admin');
    await openWithToken(page, token, '/admin/chiaviApi');
    await page.getByRole('heading', { name: 'Chiavi API' }).first().waitFor();
    const chiave = await nuovaChiave(page);
    await rowOf(page).getByText('Attiva', { exact: true }).waitFor();
    await rowOf(page).getByText('Mediterraneo Tour Operator S.p.A.').waitFor();
    // The list shows the key's prefix, never the key.
    expect(await grid(page).getByText(chiave).count()).toBe(0);

    const res = await invia(chiave);
    const xml = await res.text();
    expect(res.status, xml).toBe(200);
    const collegamento = /<Collegamento>([^<]+)<\/Collegamento>/.exec(xml)?.[1]?.replaceAll('&amp;', '&');
    expect(collegamento, xml).toMatch(/\/praticheXML\?invio=\d+&firma=/);
    const link = new URL(collegamento!, baseUrl());
    await controllaEsito(`${link.pathname}${link.search}`, false);
    await controllaEsito(`${link.pathname}${link.search}`, true);

    // Revoked in the UI: the row says so and offers no second revocation; the key no longer posts.
    const revoca = rowOf(page).getByRole('button', { name: 'Revoca' });
    await revoca.scrollIntoViewIfNeeded();
    await revoca.click();
    const conferma = page.getByRole('dialog', { name: 'Revocare la chiave API?' });
    const [revocata] = await Promise.all([
      answer(page, 'POST', /^\/api\/amministrazione\/chiaviapi\/\d+\/revoca$/),
      conferma.getByRole('button', { name: 'Revoca' }).click(),
    ]);
    expect(revocata.status(), await revocata.text()).toBe(200);
    await page.getByRole('alert').filter({ hasText: 'Chiave revocata.' }).waitFor();
    await rowOf(page).getByText('Revocata', { exact: true }).waitFor();
    expect(await rowOf(page).getByRole('button', { name: 'Revoca' }).count()).toBe(0);

    const rifiutata = await invia(chiave);
    expect(rifiutata.status, await rifiutata.clone().text()).toBe(401);
  });
});
