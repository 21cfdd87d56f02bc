import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import {
  api,
  apiLogin,
  baseUrl,
  closeBrowser,
  dataDir,
  it,
  openWithToken,
  signInThroughForm,
  storedToken,
} from './engineHelpers';
import { expectAxeClean } from './axe';
import { outboxNames, waitForMail } from './outbox';
import { PDF, attach, fillAgency, watchCsp } from './registerAgency';

afterAll(async () => {
  await closeBrowser();
});

/** An 11-digit partita IVA with its right check digit (the form checks it), from a 10-digit base. */
function partitaIva(base: string): string {
  const sum = [...base].reduce((s, ch, i) => {
    const d = Number(ch);
    if (i % 2 === 0) return s + d;
    return s + (d * 2 > 9 ? d * 2 - 9 : d * 2);
  }, 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/** Registers an agency at /register in the browser; answers once its confirmation mail is out. */
async function register(
  page: Page,
  agency: { ragioneSociale: string; partitaIva: string; username: string; email: string },
) {
  const seen = outboxNames(dataDir);
  await page.goto('/register');
  await page.getByRole('heading', { name: 'Registrazione agenzia' }).waitFor();
  await fillAgency(page, agency);
  await attach(page, { visura: { name: 'visura.pdf', buffer: PDF } });
  await page.getByRole('button', { name: 'Invia la registrazione' }).click();
  await page.getByText('Richiesta di registrazione inviata.', { exact: false }).waitFor();
  await waitForMail(dataDir, agency.email, seen);
}

interface Riga {
  distributoreId: number;
  stato: string;
  visuraCameraleToken: string | null;
}

async function registrazioneDi(admin: string, username: string): Promise<Riga> {
  const filter = encodeURIComponent(`(username[eq]${username})`);
  const res = await api(admin, `amministrazione/registrazioni?filter=${filter}`);
  expect(res.status).toBe(200);
  const { items } = (await res.json()) as { items: Riga[] };
  expect(items).toHaveLength(1);
  return items[0]!;
}

/** The id of the option whose text ends with `(code)` in a dropdown. */
async function opzione(token: string, dropdown: string, code: string): Promise<number> {
  const { items } = (await (await api(token, `dropdown/${dropdown}`)).json()) as {
    items: Array<{ value: number; text: string }>;
  };
  const item = items.find((i) => i.text.endsWith(`(${code})`));
  if (!item) throw new Error(`no ${code} in dropdown/${dropdown}`);
  return item.value;
}

const tra = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('agency approval (issue 27 item 4)', () => {
  it('registers at /register, back office approves it with two packages, the mail sets the password, the agency signs in and buys; the third package is not offered', async ({
    page,
  }) => {
    const csp = watchCsp(page);
    const agency = {
      ragioneSociale: 'Approvazione Viaggi S.r.l.',
      partitaIva: partitaIva('0456789012'),
      username: 'approvazione.viaggi',
      email: 'info@approvazioneviaggi.it',
    };
    await register(page, agency);

    const admin = await apiLogin('admin');
    const riga = await registrazioneDi(admin, agency.username);
    expect(riga.stato).toBe('in_attesa');
    // The document opens from the grid's signed link, without sign-in.
    const documento = await fetch(
      `${baseUrl}/api/agenzie/file?token=${encodeURIComponent(riga.visuraCameraleToken!)}`,
    );
    expect(documento.status).toBe(200);

    // Back office approves from the grid's "Approva": no network (a network's members also sell the
    // network's packages, and the demo network sells them all), statements at month end, 200 € of
    // credit, the packages of the template's distributor, two of them ticked.
    const modelloId = await opzione(admin, 'distributoriModello', 'AG0001');
    const annSp = await opzione(admin, 'pacchetti', 'ANN-SP');
    const casaVac = await opzione(admin, 'pacchetti', 'CASA-VAC');
    const mbClassic = await opzione(admin, 'pacchetti', 'MB-CLASSIC');
    const seen = outboxNames(dataDir);
    const backOffice = await page.context().browser()!.newContext({ baseURL: baseUrl, locale: 'it-IT' });
    try {
      const bo = await backOffice.newPage();
      await openWithToken(bo, admin, '/admin/richiesteRegistrazione');
      const row = bo.getByRole('row', { name: /Approvazione Viaggi S\.r\.l\./ });
      await row.getByRole('button', { name: 'Approva' }).click();
      const form = bo.getByRole('dialog', { name: 'Approva' });
      await form.waitFor();
      // The form opens on the call's defaults (once the select's options have arrived).
      await expect.poll(() => form.getByLabel('Modalità di pagamento').inputValue()).toBe('estratto');
      await form.getByLabel('Credito iniziale (€)').fill('200');
      await form.getByLabel('Distributore modello (pacchetti e commissioni)').selectOption(String(modelloId));
      const pacchetti = form.getByRole('group', { name: 'Pacchetti venduti' });
      await pacchetti.getByRole('checkbox', { name: /\(ANN-SP\)$/ }).check();
      await pacchetti.getByRole('checkbox', { name: /\(CASA-VAC\)$/ }).check();
      await expectAxeClean(bo, 'the approval form');
      await form.getByRole('button', { name: 'Approva' }).click();
      await bo.getByText('Registrazione approvata: l’agenzia è attiva.').waitFor();
      await form.waitFor({ state: 'detached' });
      // The grid shows the requests waiting: the approved one has left it.
      await row.waitFor({ state: 'detached' });
    } finally {
      await backOffice.close();
    }
    expect((await registrazioneDi(admin, agency.username)).stato).toBe('approvata');

    // The approval mail: the new user chooses its password from its link.
    const mail = await waitForMail(dataDir, agency.email, seen);
    expect(mail).toContain('è stata approvata');
    const link = /(http:\/\/127\.0\.0\.1:\d+\/set-password\?token=[^\s]+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    const password = 'Approvata2026!';
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Imposta la tua password' }).waitFor();
    await page.getByLabel('Nuova password', { exact: true }).fill(password);
    await page.getByLabel('Conferma nuova password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Salva password' }).click();
    await page.getByText('Ora puoi accedere al portale.', { exact: false }).waitFor();

    // Signs in through the form.
    await page.goto('/login');
    await signInThroughForm(page, agency.username, password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const token = (await storedToken(page))!;
    expect(token).toBeTruthy();

    // The catalogue the cart offers: exactly the two packages chosen.
    const categorie = (await (await api(token, 'carrello/pacchettiCategorie')).json()) as {
      data: Array<{ itemID: number }>;
    };
    const offerti = new Set<number>();
    for (const c of categorie.data) {
      const prodotti = (await (
        await api(token, `carrello/prodottiCategoria?categoriaID=${c.itemID}`)
      ).json()) as {
        data: Array<{ pacchettoID: number }>;
      };
      for (const p of prodotti.data) offerti.add(p.pacchettoID);
    }
    expect([...offerti].sort((a, b) => a - b)).toEqual([annSp, casaVac].sort((a, b) => a - b));

    // Quotes and buys one of them.
    const eta = (await (await api(token, 'dropdown/eta')).json()) as {
      items: Array<{ value: number; text: string }>;
    };
    const banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
    const item = (pacchettoID: number) => ({
      pacchettoID,
      parametri: {
        inizioViaggio: tra(30),
        fineViaggio: tra(37),
        destinazioneStato: 'FR',
        nazionalita: 'IT',
        eta: banda,
        numeroPartecipanti: 1,
        importoViaggio: 900,
      },
      partecipanti: [{ ItemID: 1, Cognome: 'Esposito', Nome: 'Anna' }],
      prodottiCollegati: [],
      parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
    });
    const totali = await api(token, 'carrello/totali', { method: 'POST', body: JSON.stringify(item(annSp)) });
    expect(totali.status, await totali.clone().text()).toBe(200);
    const aggiunto = await api(token, 'carrello', { method: 'POST', body: JSON.stringify(item(annSp)) });
    expect(aggiunto.status, await aggiunto.clone().text()).toBe(200);
    const acquisto = await api(token, 'adesioni', { method: 'POST' });
    expect(acquisto.status, await acquisto.clone().text()).toBe(200);
    expect(((await acquisto.json()) as { data: { adesioni: unknown[] } }).data.adesioni).toHaveLength(1);

    // The template's third package is not offered: the cart refuses it.
    const terzo = await api(token, 'carrello', { method: 'POST', body: JSON.stringify(item(mbClassic)) });
    expect(terzo.status).toBeGreaterThanOrEqual(400);
    expect(terzo.status).toBeLessThan(500);
    expect(csp).toEqual([]);
  }, 120_000);

  it('a refused registration gets its mail with the reason and still cannot sign in', async ({ page }) => {
    const agency = {
      ragioneSociale: 'Rifiutata Viaggi S.a.s.',
      partitaIva: partitaIva('0456789023'),
      username: 'rifiutata.viaggi',
      email: 'info@rifiutataviaggi.it',
    };
    await register(page, agency);
    const admin = await apiLogin('admin');
    expect((await registrazioneDi(admin, agency.username)).stato).toBe('in_attesa');

    // The back office's grid shows the pending registration with a signed link to each document.
    await openWithToken(page, admin, '/admin/richiesteRegistrazione');
    await page.getByRole('heading', { name: 'Richieste di registrazione' }).first().waitFor();
    const row = page.getByRole('row', { name: new RegExp(agency.ragioneSociale.replace(/\./g, '\\.')) });
    await row.waitFor();
    const link = row.getByRole('link', { name: 'visura.pdf' });
    expect(await link.getAttribute('href')).toMatch(/^\/agenzie\/file\?token=\d+\.\d+\.[\w-]{43}$/);

    const seen = outboxNames(dataDir);
    await row.getByRole('button', { name: 'Rifiuta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rifiuta la registrazione' });
    // The reason is required: confirming without it sends nothing.
    await dialog.getByRole('button', { name: 'Rifiuta' }).click();
    await dialog.getByText('Indicare il motivo del rifiuto.').waitFor();
    await dialog.getByLabel('Motivo').fill('La visura camerale non è leggibile.');
    await dialog.getByRole('button', { name: 'Rifiuta' }).click();
    await page.getByText('Registrazione rifiutata: l’agenzia è stata avvisata.').waitFor();
    await row.waitFor({ state: 'detached' });
    const mail = await waitForMail(dataDir, agency.email, seen);
    expect(mail).toContain('Motivo: La visura camerale non è leggibile.');
    expect((await registrazioneDi(admin, agency.username)).stato).toBe('rifiutata');
    const login = await fetch(`${baseUrl}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: agency.username, password: 'qualsiasi-cosa' }),
    });
    expect(login.status).toBe(400);
  }, 60_000);
});
