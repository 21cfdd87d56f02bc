import * as XLSX from '@e965/xlsx';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adesioni,
  carrelloItems,
  distributori,
  pratiche,
  praticheImportate,
  users,
} from '../../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { multipartBody, type Part } from '../../registrazione/testParts';
import { tra } from '../testUtils';
import { elaboraImportazione, IMPORTAZIONE_PRATICHE, type EsitoControllo } from './elabora';
import { leggiPratiche } from './pratiche';
import { rigaDueViaggiatori } from './testPratiche';

let t: TestApp;
let agenzia: Record<string, string>;
let tour: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  agenzia = bearer(await login(t.app, 'agenzia'));
  tour = bearer(await login(t.app, 'tour'));
  admin = bearer(await login(t.app, 'admin'));
}, 60_000);
afterAll(() => t?.close());

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function modello(headers: Record<string, string>, a: number, b = 0) {
  return t.app.inject({
    method: 'GET',
    url: `/api/amministrazione/settingspratichemultiple/filemodel/${a}/${b}`,
    headers,
  });
}

/** The template downloaded, its example rows replaced by `righe`, saved again as .xls. */
async function compilato(headers: Record<string, string>, a: 1 | 2, righe: unknown[][]): Promise<Buffer> {
  const res = await modello(headers, a);
  expect(res.statusCode).toBe(200);
  const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
  const foglio = wb.Sheets[wb.SheetNames[0]!]!;
  const header = (XLSX.utils.sheet_to_json(foglio, { header: 1 }) as unknown[][])[0]!;
  wb.Sheets[wb.SheetNames[0]!] = XLSX.utils.aoa_to_sheet([header, ...righe]);
  return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xls' }) as Buffer);
}

function carica(headers: Record<string, string>, parts: Part[]) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/carrello/caricapratiche',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}
const file = (content: Buffer, modelId = '1', filename = 'pratiche.xls'): Part[] => [
  { name: 'modelId', content: modelId },
  { name: 'filePratiche', filename, content },
];

async function importa(headers: Record<string, string>, content: Buffer, modelId = '1') {
  const res = await carica(headers, file(content, modelId));
  expect(res.statusCode, res.body).toBe(202);
  const { data } = res.json() as { data: { importazioneID: number; stato: string; elaborate: number } };
  expect(data.stato).toBe('inCoda');
  expect(data.elaborate).toBe(0);
  await t.app.coda.svuotata(IMPORTAZIONE_PRATICHE);
  const stato = await t.app.inject({
    method: 'GET',
    url: `/api/carrello/caricapratiche/${data.importazioneID}`,
    headers,
  });
  expect(stato.statusCode).toBe(200);
  const body = stato.json() as {
    data: { stato: string; esitoControllo: EsitoControllo; importazioneID: number };
  };
  expect(body.data.stato).toBe('completata');
  return body.data;
}

const inizio = ddmmyyyy(tra(30));
const fine = ddmmyyyy(tra(37));
/** Model 1 rows of practice `rif`: `n` travellers. */
const righe1 = (
  rif: string,
  n: number,
  pacchetto = 'ANN-SP',
  extra: Partial<Record<'inizio' | 'nascita', string>> = {},
) =>
  Array.from({ length: n }, (_, i) => [
    rif,
    pacchetto,
    extra.inizio ?? inizio,
    fine,
    'FR',
    'IT',
    900,
    `Contraente ${rif}`,
    '',
    `Cognome${i}`,
    `Nome${rif.replace(/\W/g, '')}`,
    '',
    extra.nascita ?? '01/02/1980',
    '',
  ]);

async function userId(username: string) {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return u!.id;
}

describe('multi-policy import (issue 29)', () => {
  it('lists the two templates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/carrello/modelli', headers: agenzia });
    expect(res.json()).toEqual({
      data: [
        { text: 'Modello nominativi divisi per riga', value: 1 },
        { text: 'Modello nominativi su unica riga', value: 2 },
      ],
    });
  });

  it('downloads each template as a real .xls that the reader reads back', async () => {
    for (const a of [1, 2] as const) {
      const res = await modello(agenzia, a);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".*\.xls"$/);
      // BIFF8 in a compound file, as Excel and LibreOffice open it.
      expect(res.rawPayload.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
      const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
      expect(wb.SheetNames).toEqual(['Pratiche', 'Istruzioni', 'Pacchetti', 'Destinazioni']);
      const codici = (XLSX.utils.sheet_to_json(wb.Sheets.Pacchetti!, { header: 1 }) as string[][])
        .slice(1)
        .map((r) => r[0]);
      expect(codici).toContain('ANN-SP');
      const letto = await leggiPratiche(res.rawPayload, 'modello.xls', a);
      expect(letto.ok).toBe(true);
      if (!letto.ok) return;
      expect(letto.pratiche).toHaveLength(1);
      expect(letto.pratiche[0]).toMatchObject({
        rigaExcel: 2,
        riferimentoPratica: 'PR-0001',
        inizioViaggio: '2027-03-01',
        fineViaggio: '2027-03-08',
        importoViaggio: 900,
        contraente: 'Mario Rossi',
        viaggiatori: [
          { cognome: 'Rossi', nome: 'Mario', codiceFiscale: 'RSSMRA80B01H501T', dataNascita: '1980-02-01' },
          { cognome: 'Bianchi', nome: 'Anna', dataNascita: '1982-06-15' },
        ],
        errori: [],
      });
    }
  });

  it('scopes the template: own distributor or 0; another only for back office', async () => {
    const [tourUser] = await t.db
      .select({ d: users.distributoreId })
      .from(users)
      .where(eq(users.username, 'tour'));
    expect((await modello(agenzia, 1, tourUser!.d!)).statusCode).toBe(403);
    expect((await modello(admin, 1, tourUser!.d!)).statusCode).toBe(200);
    expect((await modello(admin, 1, 999_999)).statusCode).toBe(404);
    expect((await modello(agenzia, 3)).statusCode).toBe(400);
  });

  it('refuses bad uploads with an Italian message and writes nothing', async () => {
    const xls = await compilato(agenzia, 1, righe1('X-1', 1));
    const testo = async (parts: Part[]) => {
      const res = await carica(agenzia, parts);
      expect(res.statusCode).toBe(400);
      return (res.json() as { messages: Array<{ text: string }> }).messages[0]!.text;
    };
    expect(await testo([{ name: 'filePratiche', filename: 'p.xls', content: xls }])).toBe(
      'Selezionare il modello del file da importare',
    );
    expect(await testo(file(xls, '1', 'p.csv'))).toBe(
      'Il file delle pratiche deve essere in formato .xls o .xlsx',
    );
    expect(await testo(file(Buffer.from('not a spreadsheet at all'), '1', 'p.xlsx'))).toMatch(
      /non è leggibile|non risultano/,
    );
    expect(await testo(file(await compilato(agenzia, 1, []), '1'))).toBe(
      'Verificare il file caricato: non risultano pratiche presenti al suo interno',
    );
    // A model 1 file sent as model 2: not the chosen model.
    expect(await testo(file(xls, '2'))).toMatch(
      /^Il file non corrisponde al modello scelto: mancano le colonne/,
    );
    // A zip bomb–like .xlsx: refused by the reader, cleanly.
    expect(
      await testo(file(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2000, 0)]), '1', 'p.xlsx')),
    ).toMatch(/non è leggibile/);
    const cartella = await t.db
      .select()
      .from(carrelloItems)
      .where(eq(carrelloItems.userId, await userId('agenzia')));
    expect(cartella).toHaveLength(0);
  });

  it('agenzia fills the cart; errored practices are reported by Excel row; the same file again adds nothing', async () => {
    const righe = [
      ...righe1('AG-1', 2),
      ...righe1('AG-2', 3),
      ...righe1('AG-3', 1, 'NON-ESISTE'),
      ...righe1('AG-4', 1, 'ANN-SP', { nascita: '31/02/1980' }),
      ...righe1('AG-5', 1),
    ];
    const xls = await compilato(agenzia, 1, righe);
    const primo = await importa(agenzia, xls);
    expect(primo.esitoControllo).toMatchObject({
      tipoEsecuzione: 1,
      totalePratiche: 5,
      praticheAggiunte: 3,
      praticheGiaPresenti: 0,
    });
    expect(
      primo.esitoControllo.praticheConErrori.map((e) => [e.rigaExcel, e.riferimentoPratica, e.contraente]),
    ).toEqual([
      [7, 'AG-3', 'Contraente AG-3'],
      [8, 'AG-4', 'Contraente AG-4'],
    ]);
    expect(primo.esitoControllo.praticheConErrori[0]!.errore).toBe(
      'Il pacchetto NON-ESISTE non esiste o non è vendibile dal distributore',
    );
    const id = await userId('agenzia');
    const inCarrello = await t.db.select().from(carrelloItems).where(eq(carrelloItems.userId, id));
    expect(inCarrello.map((i) => [i.dati.riferimentoPratica, i.dati.partecipanti?.length])).toEqual([
      ['AG-1', 2],
      ['AG-2', 3],
      ['AG-5', 1],
    ]);
    // Priced by the cart's own code.
    expect(Number(inCarrello[0]!.totali.totaleViaggio)).toBeGreaterThan(0);

    const secondo = await importa(agenzia, xls);
    expect(secondo.esitoControllo).toMatchObject({ praticheAggiunte: 0, praticheGiaPresenti: 3 });
    expect(await t.db.select().from(carrelloItems).where(eq(carrelloItems.userId, id))).toHaveLength(3);
  });

  it('tour issues the policies directly (model 2), once', async () => {
    const riga = (rif: string, n: number) => [
      rif,
      'ANN-SP',
      inizio,
      fine,
      'FR',
      'IT',
      900,
      `Contraente ${rif}`,
      '',
      ...Array.from({ length: n }, (_, i) => [
        `Viaggio${i}`,
        `Turista${rif.replace(/\W/g, '')}`,
        '',
        '10/10/1975',
        '',
      ]).flat(),
    ];
    const xls = await compilato(tour, 2, [
      riga('TO-1', 2),
      riga('TO-2', 4),
      [...riga('TO-3', 1).slice(0, 9), 'Solo', ''],
    ]);
    const primo = await importa(tour, xls, '2');
    expect(primo.esitoControllo).toMatchObject({ tipoEsecuzione: 2, totalePratiche: 3, praticheAggiunte: 2 });
    expect(primo.esitoControllo.praticheConErrori).toEqual([
      {
        rigaExcel: 4,
        riferimentoPratica: 'TO-3',
        contraente: 'Contraente TO-3',
        errore: 'Cognome e nome obbligatori per il viaggiatore Solo; Data di nascita di Solo mancante',
      },
    ]);
    // The tour operator pays at purchase: one card payment for the purchase of the import's policies.
    expect(primo.esitoControllo.urlPagamento).toHaveLength(1);
    const emesse = await t.db
      .select()
      .from(adesioni)
      .where(eq(adesioni.userId, await userId('tour')));
    expect(emesse.length).toBeGreaterThanOrEqual(2);
    const prima = emesse.length;
    const secondo = await importa(tour, xls, '2');
    expect(secondo.esitoControllo).toMatchObject({ praticheAggiunte: 0, praticheGiaPresenti: 2 });
    expect(
      await t.db
        .select()
        .from(adesioni)
        .where(eq(adesioni.userId, await userId('tour'))),
    ).toHaveLength(prima);
    expect((await t.db.select().from(praticheImportate)).map((p) => p.riferimentoPratica).sort()).toContain(
      'TO-2',
    );
  });

  it('reports a practice the purchase refuses (validation, pricing) by its row, and issues the others', async () => {
    const riga = (rif: string, dest: string, fineViaggio = fine) => [
      rif,
      'ANN-SP',
      inizio,
      fineViaggio,
      dest,
      'IT',
      900,
      `C ${rif}`,
      '',
      'Verdi',
      `Nome${rif.replace(/\W/g, '')}`,
      '',
      '10/10/1975',
      '',
    ];
    const xls = await compilato(tour, 2, [
      riga('RV-1', 'FR'),
      riga('RV-2', 'ZZ'),
      riga('RV-3', 'FR', '31/12/2100'),
    ]);
    const e = (await importa(tour, xls, '2')).esitoControllo;
    expect(e).toMatchObject({
      tipoEsecuzione: 2,
      totalePratiche: 3,
      praticheAggiunte: 1,
      praticheGiaPresenti: 0,
    });
    expect(e.praticheConErrori.map((x) => [x.rigaExcel, x.riferimentoPratica])).toEqual([
      [3, 'RV-2'],
      [4, 'RV-3'],
    ]);
    // The purchase's own messages (validaItem), not the import's.
    expect(e.praticheConErrori[1]!.errore).toContain(
      'Le date del viaggio non possono superare il 31/12/2099',
    );
    expect(e.praticheConErrori[0]!.errore.length).toBeGreaterThan(0);
    // Refused practices are not recorded: fixed, the same reference goes in.
    const corretto = await compilato(tour, 2, [riga('RV-2', 'FR')]);
    expect((await importa(tour, corretto, '2')).esitoControllo).toMatchObject({ praticheAggiunte: 1 });
  });

  it('asks each package’s further data in a column named after it, and takes a choice by code or description', async () => {
    const res = await modello(agenzia, 1);
    const wb = XLSX.read(res.rawPayload, { type: 'buffer' });
    const righe = (sheet: string) => XLSX.utils.sheet_to_json(wb.Sheets[sheet]!, { header: 1 }) as string[][];
    const header = righe('Pratiche')[0]!;
    // After the travellers' columns, so a sheet filled from an older template keeps its positions.
    expect(header.slice(0, 14)).toEqual([
      'Riferimento Pratica',
      'Codice Pacchetto',
      'Data Inizio Viaggio',
      'Data Fine Viaggio',
      'Destinazione',
      'Area di Partenza',
      'Importo Viaggio a Persona',
      'Contraente',
      'Note',
      'Cognome',
      'Nome',
      'Codice Fiscale',
      'Data di nascita',
      'Email',
    ]);
    expect(header).toContain('Tipo di sistemazione');
    const pacchetti = righe('Pacchetti');
    expect(pacchetti[0]).toEqual(['Codice Pacchetto', 'Pacchetto', 'Prodotto', 'Ulteriori dati']);
    const annPlus = pacchetti.find((r) => r[0] === 'ANN-PLUS');
    expect(annPlus?.[3]).toMatch(/^Tipo di sistemazione \(obbligatorio: HOT Hotel, APP Appartamento/);
    // The example row's package asks nothing that must be filled: the template imports as it is.
    const esempio = righe('Pratiche')[1]!;
    expect(pacchetti.find((r) => r[0] === esempio[1])?.[3] ?? '').not.toMatch(/obbligatorio:/);

    const riga = (rif: string, sistemazione: string) => {
      const valori: Record<string, unknown> = {
        'Riferimento Pratica': rif,
        'Codice Pacchetto': 'ANN-PLUS',
        'Data Inizio Viaggio': inizio,
        'Data Fine Viaggio': fine,
        Destinazione: 'FR',
        'Area di Partenza': 'IT',
        'Importo Viaggio a Persona': 900,
        Contraente: `Contraente ${rif}`,
        Cognome: 'Verdi',
        Nome: `Luca${rif.replace(/\W/g, '')}`,
        'Data di nascita': '01/02/1980',
        'Tipo di sistemazione': sistemazione,
      };
      return header.map((h) => valori[h] ?? '');
    };
    wb.Sheets.Pratiche = XLSX.utils.aoa_to_sheet([
      header,
      riga('UD-1', 'Hotel'),
      riga('UD-2', 'app'),
      riga('UD-3', ''),
      riga('UD-4', 'Castello'),
    ]);
    const xls = Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xls' }) as Buffer);
    const { esitoControllo } = await importa(agenzia, xls);
    expect(esitoControllo).toMatchObject({ totalePratiche: 4, praticheAggiunte: 2 });
    expect(esitoControllo.praticheConErrori.map((e) => [e.riferimentoPratica, e.errore])).toEqual([
      ['UD-3', 'Ulteriore dato obbligatorio: Tipo di sistemazione'],
      ['UD-4', "Valore non valido per l'ulteriore dato: Tipo di sistemazione"],
    ]);
    const inCarrello = await t.db
      .select()
      .from(carrelloItems)
      .where(eq(carrelloItems.userId, await userId('agenzia')));
    const sistemazioni = inCarrello
      .filter((i) => i.dati.riferimentoPratica?.startsWith('UD-'))
      .map((i) => [
        i.dati.riferimentoPratica,
        i.dati.ulterioriDati?.find((u) => u.descrizione === 'Tipo di sistemazione')?.valore,
      ]);
    expect(sistemazioni).toEqual([
      ['UD-1', 'HOT'],
      ['UD-2', 'APP'],
    ]);
  });

  it('shows an import only to its uploader (and back office): others get 404', async () => {
    const xls = await compilato(agenzia, 1, righe1('AG-9', 1));
    const res = await carica(agenzia, file(xls));
    const { importazioneID } = (res.json() as { data: { importazioneID: number } }).data;
    await t.app.coda.svuotata(IMPORTAZIONE_PRATICHE);
    const leggi = (h: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/carrello/caricapratiche/${importazioneID}`, headers: h });
    expect((await leggi(tour)).statusCode).toBe(404);
    expect((await leggi(agenzia)).statusCode).toBe(200);
    const perAdmin = await leggi(admin);
    expect(perAdmin.statusCode, perAdmin.body).toBe(200);
  });

  it('20 concurrent uploads of one file issue one set (the unique index, on PGlite and PostgreSQL)', async () => {
    const [dist] = await t.db
      .select({ id: users.distributoreId })
      .from(users)
      .where(eq(users.username, 'tour'));
    // Without the card payment at purchase, so that the imports can also be worked here, outside the app.
    await t.db
      .update(distributori)
      .set({ pagamentoAllAcquisto: false })
      .where(eq(distributori.id, dist!.id!));
    try {
      const righe = Array.from({ length: 8 }, (_, k) => rigaDueViaggiatori(`CC-${k}`, k, inizio, fine));
      const xls = await compilato(tour, 2, righe);
      // A reader busy with the others answers 429 (Retry-After): the client sends the file again.
      const invia = async () => {
        for (;;) {
          const r = await carica(tour, file(xls, '2'));
          if (r.statusCode !== 429) return r;
          await new Promise((ok) => setTimeout(ok, 50 + Math.random() * 200));
        }
      };
      const risposte = await Promise.all(Array.from({ length: 20 }, invia));
      expect(risposte.map((r) => r.statusCode)).toEqual(Array(20).fill(202));
      const ids = risposte.map((r) => (r.json() as { data: { importazioneID: number } }).data.importazioneID);
      // Worked all at once here (on PostgreSQL truly in parallel), besides the app's own worker.
      await Promise.all(ids.map((id) => elaboraImportazione({ db: t.db, config: t.config }, id)));
      await t.app.coda.svuotata(IMPORTAZIONE_PRATICHE);
      const emesse = await t.db
        .select({ rif: pratiche.riferimentoPratica })
        .from(pratiche)
        .where(like(pratiche.riferimentoPratica, 'CC-%'));
      expect(emesse.map((p) => p.rif).sort()).toEqual(righe.map((r) => r[0]).sort());
      const [chiavi] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(praticheImportate)
        .where(like(praticheImportate.riferimentoPratica, 'CC-%'));
      expect(chiavi!.n).toBe(8);
      for (const id of ids) {
        const r = await t.app.inject({
          method: 'GET',
          url: `/api/carrello/caricapratiche/${id}`,
          headers: tour,
        });
        const e = (r.json() as { data: { stato: string; esitoControllo: EsitoControllo } }).data;
        expect(e.stato).toBe('completata');
        expect(e.esitoControllo.praticheAggiunte + e.esitoControllo.praticheGiaPresenti).toBe(8);
        expect(e.esitoControllo.praticheConErrori).toEqual([]);
      }
    } finally {
      await t.db
        .update(distributori)
        .set({ pagamentoAllAcquisto: true })
        .where(eq(distributori.id, dist!.id!));
    }
  }, 120_000);
});
