import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { thisWorkersServer } from './thisWorkersServer';
import {
  JPEG,
  PDF,
  PNG,
  multipartBody,
  registrationParts,
  validRegistration,
} from '../../server/areas/registrazione/testParts';
import { api, apiLogin, baseUrl, closeBrowser, it, openWithToken } from './engineHelpers';
import { outboxNames, waitForMail } from './outbox';

const { dataDir } = thisWorkersServer();

afterAll(closeBrowser);

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

/** Records CSP violations: the embedded PDF must load under the server's policy. */
function watchCsp(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) reports.push(m.text());
  });
  return reports;
}

/** A package of the catalogue with its product, as the product list gives it. */
async function aPackage(): Promise<{ pacchettoID: number; prodottoID: number; pacchetto: string }> {
  const res = await api(await apiLogin('agenzia'), 'carrello/confrontaProdotti', {
    method: 'POST',
    body: JSON.stringify({ listIDs: [], categoriaID: null, parametri: null }),
  });
  return (
    (await res.json()) as { data: Array<{ pacchettoID: number; prodottoID: number; pacchetto: string }> }
  ).data[0]!;
}

describe('/terminiecondizioni (spec 1 §2, anonymous)', () => {
  it('shows the product’s terms PDF in the page, with a download that is a PDF', async ({ page }) => {
    const csp = watchCsp(page);
    const p = await aPackage();
    const path = `/terminiecondizioni?pacchettoId=${p.pacchettoID}&prodottoId=${p.prodottoID}`;
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: `Termini e condizioni — ${p.pacchetto}` }).waitFor();
    const frame = page.locator(`iframe[title="Termini e condizioni — ${p.pacchetto}"]`);
    const pdfUrl = `/api/terminiecondizioni?pacchettoId=${p.pacchettoID}&prodottoId=${p.prodottoID}`;
    expect(await frame.getAttribute('src')).toBe(pdfUrl);

    const link = page.getByRole('link', { name: 'Scarica il PDF' });
    expect(await link.getAttribute('href')).toBe(pdfUrl);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^condizioni-.+\.pdf$/);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Anonymous: no token in the browser, and the PDF answers without one.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const res = await fetch(`${baseUrl}${pdfUrl}`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(csp).toEqual([]);
  });

  it('says in Italian that an unknown product has no terms', async ({ page }) => {
    await page.goto('/terminiecondizioni?pacchettoId=999999&prodottoId=1');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('I termini e condizioni di questo prodotto non sono disponibili');
    expect(await page.locator('iframe').count()).toBe(0);
  });

  it('is where the product card’s Termini e Condizioni link leads, in a new tab', async ({ page }) => {
    await openWithToken(page, await apiLogin('agenzia'), '/carrello/preventivatore');
    await page.getByRole('heading', { name: 'Preventivatore' }).waitFor();
    await page.getByLabel('Data Inizio Viaggio').fill(day(30));
    await page.keyboard.press('Tab');
    await page.getByLabel('Data Fine Viaggio').fill(day(37));
    await page.keyboard.press('Tab');
    await page.getByLabel('Destinazione').selectOption({ label: 'Francia' });
    await page.getByLabel('Età').selectOption({ label: 'Da 18 a 40 anni' });
    await page.getByLabel('Numero Partecipanti').fill('2');
    await page.getByLabel('Area di partenza').selectOption({ label: 'Italia' });
    await page.getByLabel('Importo Viaggio a Persona').fill('1500');
    await page.getByRole('button', { name: 'Trova Polizze' }).click();
    await page.waitForURL('**/carrello/listaProdotti');

    const card = page.getByRole('article').first();
    const name = (await card.locator('h2').textContent())!.trim();
    const link = card.getByRole('link', { name: 'Termini e Condizioni' });
    expect(await link.getAttribute('href')).toMatch(/^\/terminiecondizioni\?pacchettoId=\d+&prodottoId=\d+$/);
    expect(await link.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.getByRole('heading', { level: 1, name: `Termini e condizioni — ${name}` }).waitFor();
    expect(await tab.locator('iframe').count()).toBe(1);
  });
});

describe('/agenzie/file (spec 1 §2, back office’s signed links)', () => {
  it('downloads each registration document from the mailed link; a tampered link is refused', async ({
    page,
  }) => {
    const seen = outboxNames(dataDir);
    const { payload, headers } = multipartBody(
      registrationParts(
        validRegistration({
          ragioneSociale: 'Documenti in Viaggio S.r.l.',
          partitaIva: '00000010215',
          codiceFiscale: 'RSSMRA80A01H501U',
          username: 'documenti.in.viaggio',
          email: 'info@documentiinviaggio.it',
        }),
      ),
    );
    const res = await fetch(`${baseUrl}/api/myoverins/agenzia`, {
      method: 'PUT',
      headers,
      body: new Uint8Array(payload),
    });
    expect(res.status, await res.clone().text()).toBe(200);

    const mail = await waitForMail(dataDir, 'assistenza@overins.it', seen);
    expect(mail).toContain('"Documenti in Viaggio S.r.l."');
    const links = [...mail.matchAll(/(http:\/\/127\.0\.0\.1:\d+\/agenzie\/file\?token=\S+)/g)].map(
      (m) => m[1]!,
    );
    expect(links).toHaveLength(4);

    const expected = new Map([
      ['visura.pdf', PDF],
      ['carta-identita.jpg', JPEG],
      ['autorizzazione.pdf', PDF],
      ['codice-fiscale.png', PNG],
    ]);
    const names: string[] = [];
    for (const link of links) {
      await page.goto(link);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Scarica il documento' }).click(),
      ]);
      const name = download.suggestedFilename();
      names.push(name);
      expect(readFileSync(await download.path()).equals(expected.get(name)!), name).toBe(true);
      await page.getByText(`Il documento è stato scaricato: ${name}`).waitFor();
    }
    expect(names.sort()).toEqual([...expected.keys()].sort());

    // One changed character of the signature: the same Italian refusal, no document.
    const tampered = links[0]!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await page.goto(tampered);
    await page.getByRole('button', { name: 'Scarica il documento' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Il link del documento non è valido o è scaduto');
    // A guessable id opens nothing.
    expect((await fetch(`${baseUrl}/api/agenzie/file?token=1`)).status).toBe(404);
  }, 60_000);
});
