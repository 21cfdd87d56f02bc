import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adesioni, pacchetti, prodotti, users } from '../../../db/schema';
import { readPdf } from '../../../test/readPdf';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { certificatoPdf } from './certificatoPdf';
import { tokenCertificato, segretoLink } from './linkCertificato';
import { creaPolizzaDiProva } from './polizzaDiProva';
import { salvaVersioneCertificato, type ModificaVersione } from './versioni';

/** Issue 26: every change issues a new certificate version; earlier ones stay downloadable. */

let t: TestApp;
let modificata: Awaited<ReturnType<typeof creaPolizzaDiProva>>;
let annullata: Awaited<ReturnType<typeof creaPolizzaDiProva>>;
let maiModificata: Awaited<ReturnType<typeof creaPolizzaDiProva>>;
let annullataSubito: Awaited<ReturnType<typeof creaPolizzaDiProva>>;
const tokens: Record<string, string> = {};

const testo = async (pdf: Uint8Array) => (await readPdf(pdf)).pages.flat().join('\n').replace(/\s+/g, ' ');
const get = (url: string, who?: string) =>
  t.app.inject({ method: 'GET', url, ...(who ? { headers: bearer(tokens[who]!) } : {}) });
const url = (guid: string, query = '') => `/api/file/adesione/${guid}${query}`;

/** A change as the change transaction makes it (contract: version before, update, version after). */
async function cambia(
  id: number,
  set: Partial<typeof adesioni.$inferInsert>,
  modifiche: ModificaVersione[],
): Promise<void> {
  await t.db.transaction(async (tx) => {
    const [prima] = await tx
      .select({ versione: adesioni.versione })
      .from(adesioni)
      .where(eq(adesioni.id, id));
    await salvaVersioneCertificato(tx, id, {
      versione: prima!.versione,
      modifiche: null,
      operazioneId: null,
    });
    await tx
      .update(adesioni)
      .set({ ...set, versione: sql`${adesioni.versione} + 1` })
      .where(eq(adesioni.id, id));
    await salvaVersioneCertificato(tx, id, {
      versione: prima!.versione + 1,
      modifiche,
      operazioneId: crypto.randomUUID(),
    });
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const [fornitoreUser] = await t.db.select().from(users).where(eq(users.username, 'fornitore'));
  const [pack] = await t.db
    .select({ codice: pacchetti.codice })
    .from(pacchetti)
    .innerJoin(prodotti, eq(prodotti.id, pacchetti.prodottoId))
    .where(eq(prodotti.fornitoreId, fornitoreUser!.fornitoreId!))
    .orderBy(pacchetti.id)
    .limit(1);
  const crea = (numero: string) =>
    creaPolizzaDiProva(t.db, { username: 'agenzia', pacchettoCodice: pack!.codice, assicurati: 2, numero });
  modificata = await crea('VERS-2026-00001');
  annullata = await crea('VERS-2026-00002');
  maiModificata = await crea('VERS-2026-00003');
  annullataSubito = await crea('VERS-2026-00004');
  await cambia(
    modificata.id,
    { inizioViaggio: '2027-08-03', fineViaggio: '2027-08-17', stato: 'modificata' },
    [
      {
        tipoModifica: 'chDate',
        valoreOriginale: '2027-07-01 - 2027-07-15',
        valoreModificato: '2027-08-03 - 2027-08-17',
      },
      { tipoModifica: 'chImportoViaggio', valoreOriginale: '2400.00', valoreModificato: '3150.50' },
    ],
  );
  await cambia(
    annullata.id,
    { inizioViaggio: '2027-09-01', fineViaggio: '2027-09-10', stato: 'modificata' },
    [
      {
        tipoModifica: 'chDate',
        valoreOriginale: '2027-07-01 - 2027-07-15',
        valoreModificato: '2027-09-01 - 2027-09-10',
      },
    ],
  );
  // As the cancellation does it: stato, date and one more version, no certificate version stored.
  for (const id of [annullata.id, annullataSubito.id])
    await t.db
      .update(adesioni)
      .set({
        stato: 'annullata',
        annullataIl: new Date('2026-12-02T23:30:00Z'),
        versione: sql`${adesioni.versione} + 1`,
      })
      .where(eq(adesioni.id, id));
  for (const u of ['agenzia', 'agenzia.rete', 'admin']) tokens[u] = await login(t.app, u);
});
afterAll(() => t?.close());

describe('certificate versions (issue 26)', () => {
  it('the latest by default: Appendice di variazione n. 1 with the new dates and what changed, same number', async () => {
    const res = await get(url(modificata.itemGuid), 'agenzia');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="adesione.pdf"');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.info.Title).toBe('Certificato di assicurazione - Appendice di variazione n. 1');
    const all = await testo(res.rawPayload);
    for (const s of [
      'Appendice di variazione n. 1',
      'Polizza n. VERS-2026-00001',
      'Dal 03/08/2027 al 17/08/2027',
      'Variazioni',
      'Date di viaggio: da 01/07/2027 - 15/07/2027 a 03/08/2027 - 17/08/2027',
      'Importo del viaggio: da 2.400,00',
      'a 3.150,50',
    ])
      expect(all).toContain(s);
    expect(all).not.toContain('Dal 01/07/2027 al 15/07/2027');
    expect(all).not.toContain('ANNULLATA');
  });

  it('the original stays downloadable with the old dates and no appendix', async () => {
    const res = await get(url(modificata.itemGuid, '?versione=1'), 'agenzia');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="adesione-versione-1.pdf"');
    expect((await readPdf(res.rawPayload)).info.Title).toBe('Certificato di assicurazione');
    const all = await testo(res.rawPayload);
    expect(all).toContain('Polizza n. VERS-2026-00001');
    expect(all).toContain('Dal 01/07/2027 al 15/07/2027');
    expect(all).not.toContain('Appendice di variazione');
    expect(all).not.toContain('03/08/2027');
    // Asking for the current version by number is the same as asking for none.
    const v2 = await get(url(modificata.itemGuid, '?versione=2'), 'agenzia');
    expect(await testo(v2.rawPayload)).toContain('Appendice di variazione n. 1');
  });

  it('a policy never changed prints as before (version 1 from the live policy)', async () => {
    const all = await testo((await get(url(maiModificata.itemGuid, '?versione=1'), 'agenzia')).rawPayload);
    expect(all).toContain('Dal 01/07/2027 al 15/07/2027');
    expect(all).not.toContain('Appendice');
    expect((await get(url(maiModificata.itemGuid, '?versione=2'), 'agenzia')).statusCode).toBe(404);
  });

  it('a cancelled policy is marked on every version, also the ones made before the cancellation', async () => {
    for (const q of ['', '?versione=1', '?versione=2', '?versione=3']) {
      const res = await get(url(annullata.itemGuid, q), 'agenzia');
      expect(res.statusCode).toBe(200);
      const pdf = await readPdf(res.rawPayload);
      const all = pdf.pages.flat().join('\n');
      // Rome's day: 23:30 UTC on 2 December is 3 December in Italy.
      expect(all).toContain('POLIZZA ANNULLATA il 03/12/2026');
      // In every page's footer too.
      for (const page of pdf.pages) expect(page.join('\n')).toContain('POLIZZA ANNULLATA il 03/12/2026');
    }
    expect(await testo((await get(url(annullata.itemGuid, '?versione=1'), 'agenzia')).rawPayload)).toContain(
      'Dal 01/07/2027 al 15/07/2027',
    );
  });

  it('the version a cancellation added is an appendix saying so, with the dates as they were', async () => {
    const ultima = await testo((await get(url(annullata.itemGuid), 'agenzia')).rawPayload);
    for (const s of [
      'POLIZZA ANNULLATA il 03/12/2026',
      'Appendice di variazione n. 2',
      'alla polizza n. VERS-2026-00002 dal 03/12/2026',
      'Variazioni Annullamento della polizza',
      'Dal 01/09/2027 al 10/09/2027',
    ])
      expect(ultima).toContain(s);
    const subito = await testo((await get(url(annullataSubito.itemGuid), 'agenzia')).rawPayload);
    expect(subito).toContain('Appendice di variazione n. 1');
    expect(subito).toContain('Dal 01/07/2027 al 15/07/2027');
    const originale = await testo(
      (await get(url(annullataSubito.itemGuid, '?versione=1'), 'agenzia')).rawPayload,
    );
    expect(originale).toContain('POLIZZA ANNULLATA il 03/12/2026');
    expect(originale).not.toContain('Appendice');
    const detail = await get(`/api/my${t.config.brand.slug}/adesioni/${annullataSubito.itemGuid}`, 'agenzia');
    expect(detail.json().data.versioniCertificato).toEqual([
      { versione: 1, data: '2026-11-25T10:00:00.000Z', titolo: 'Certificato originale' },
      { versione: 2, data: '2026-12-02T23:30:00.000Z', titolo: 'Appendice di variazione n. 1' },
    ]);
  });

  it.each([
    ['?versione=3', 404, 'La versione richiesta del certificato non esiste'],
    ['?versione=99', 404, 'La versione richiesta del certificato non esiste'],
    ['?versione=0', 400, null],
    ['?versione=-1', 400, null],
    ['?versione=uno', 400, null],
    ['?versione=1.5', 400, null],
    ['?versione=99999999999', 400, null],
  ])('versione out of range %s: %i with an Italian message', async (q, status, text) => {
    const res = await get(url(modificata.itemGuid, q), 'agenzia');
    expect(res.statusCode).toBe(status);
    if (text) expect(res.json().text).toBe(text);
    else expect(res.json().messages[0].text).toBe('Valore non valido per il campo versione');
  });

  it("another distributor's policy is 404 whatever version is asked", async () => {
    for (const q of ['', '?versione=1', '?versione=2', '?versione=3']) {
      const res = await get(url(modificata.itemGuid, q), 'agenzia.rete');
      expect(res.statusCode).toBe(404);
      expect(res.json().text).toBe('Il file da scaricare non è stato trovato');
    }
  });

  it('the signed link takes a version too', async () => {
    const token = tokenCertificato(modificata.itemGuid, segretoLink(t.config));
    const ultimo = await get(`/api/adesioni/file?token=${token}`);
    expect(await testo(ultimo.rawPayload)).toContain('Appendice di variazione n. 1');
    const originale = await get(`/api/adesioni/file?token=${token}&versione=1`);
    expect(originale.statusCode).toBe(200);
    expect(await testo(originale.rawPayload)).toContain('Dal 01/07/2027 al 15/07/2027');
    const oltre = await get(`/api/adesioni/file?token=${token}&versione=5`);
    expect(oltre.statusCode).toBe(404);
    expect(oltre.json().text).toBe('La versione richiesta del certificato non esiste');
  });

  it('certificatoPdf is null for a version the policy does not have', async () => {
    expect(await certificatoPdf(t.db, modificata.itemGuid, t.config.brand, 3)).toBeNull();
    expect(await certificatoPdf(t.db, modificata.itemGuid, t.config.brand, 0)).toBeNull();
    expect((await certificatoPdf(t.db, modificata.itemGuid, t.config.brand))?.versione).toBe(2);
  });

  it('the policy card lists the versions', async () => {
    const detail = (guid: string, who = 'agenzia') =>
      get(`/api/my${t.config.brand.slug}/adesioni/${guid}`, who);
    const res = await detail(modificata.itemGuid);
    expect(res.statusCode).toBe(200);
    const versioni = res.json().data.versioniCertificato as Array<{
      versione: number;
      data: string;
      titolo: string;
    }>;
    expect(versioni.map((v) => [v.versione, v.titolo])).toEqual([
      [1, 'Certificato originale'],
      [2, 'Appendice di variazione n. 1'],
    ]);
    expect(versioni[0]!.data).toBe('2026-11-25T10:00:00.000Z');
    expect(Number.isNaN(Date.parse(versioni[1]!.data))).toBe(false);
    expect((await detail(maiModificata.itemGuid)).json().data.versioniCertificato).toEqual([
      { versione: 1, data: '2026-11-25T10:00:00.000Z', titolo: 'Certificato originale' },
    ]);
    expect((await detail(modificata.itemGuid, 'agenzia.rete')).statusCode).toBe(404);
  });
});
