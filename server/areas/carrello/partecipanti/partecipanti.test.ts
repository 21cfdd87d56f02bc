import path from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../../../adapters/files';
import { files } from '../../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { EXE, JPEG, PDF, PNG, multipartBody, type Part } from '../../registrazione/testParts';
import { csvDi, INTESTAZIONE, righeDiProva, xlsDi, xlsxDi } from './fileDiProva';

let t: TestApp;
let agenzia: Record<string, string>;
let rete: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  agenzia = bearer(await login(t.app, 'agenzia'));
  rete = bearer(await login(t.app, 'agenzia.rete'));
});
afterAll(() => t?.close());

const upload = (url: string, parts: Part[], headers = agenzia) => {
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};
const excel = (content: Buffer, filename: string) =>
  upload('/api/carrello/upload/excelpartecipanti', [{ name: 'filePartecipanti', filename, content }]);
const immagine = (content: Buffer, filename: string, headers = agenzia) =>
  upload(
    '/api/carrello/upload/immaginepartecipanti',
    [{ name: 'imgPartecipanti', filename, content }],
    headers,
  );
const messaggi = (res: { json(): unknown }) =>
  (res.json() as { messages: Array<{ text: string }> }).messages.map((m) => m.text);
const immaginiSalvate = async () =>
  (await t.db.select().from(files).where(eq(files.tipo, 'immaginePartecipanti'))).length;

const semicolon1252 = csvDi(
  [
    INTESTAZIONE,
    ['Rossi', 'Mario', 'RSSMRA80B01H501T', '01/02/1980', 'mario@esempio.it'],
    ['', '', '', '', ''],
    ["D'Alò", 'Niccolò', '', '05/03/1975', ''],
    ['Solo cognome', '', '', '', ''],
  ],
  ';',
  'win1252',
);

describe('POST carrello/upload/excelpartecipanti', () => {
  it('reads a semicolon CSV in Windows-1252 into camelCase rows with ISO dates', async () => {
    const res = await excel(semicolon1252, 'partecipanti.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          cognome: 'Rossi',
          nome: 'Mario',
          codiceFiscale: 'RSSMRA80B01H501T',
          dataNascita: '1980-02-01',
          Email: 'mario@esempio.it',
        },
        { cognome: "D'Alò", nome: 'Niccolò', codiceFiscale: '', dataNascita: '1975-03-05', Email: '' },
      ],
    });
  });

  it('reads .xlsx with Excel dates and legacy .xls', async () => {
    const rows = [INTESTAZIONE, ['Verdi', 'Luca', '', new Date(Date.UTC(1969, 6, 20)), '']];
    for (const [bytes, name] of [
      [await xlsxDi(rows), 'p.xlsx'],
      [xlsDi(rows), 'p.xls'],
    ] as const) {
      const res = await excel(bytes, name);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        data: [{ cognome: 'Verdi', nome: 'Luca', codiceFiscale: '', dataNascita: '1969-07-20', Email: '' }],
      });
    }
  });

  it('reads 10,000 rows', async () => {
    const res = await excel(csvDi([INTESTAZIONE, ...righeDiProva(10_000)], ','), 'tanti.csv');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: unknown[] }).data).toHaveLength(10_000);
  }, 30_000);

  it('answers each bad file with its Italian message', async () => {
    const cases: Array<[Buffer, string, string]> = [
      [
        csvDi([INTESTAZIONE, ['Rossi', '', '', '', '']]),
        'p.csv',
        'Verificare il file caricato: non risultano partecipanti presenti al suo interno',
      ],
      [
        Buffer.alloc(0),
        'vuoto.xlsx',
        'Verificare il file caricato: non risultano partecipanti presenti al suo interno',
      ],
      [semicolon1252, 'p.pdf', 'Il file dei partecipanti deve essere in formato .xls, .xlsx o .csv'],
      [
        PNG,
        'foto.csv',
        'Il file dei partecipanti non è un foglio Excel (.xls, .xlsx) o un file CSV leggibile: salvarlo di nuovo o usare il modello',
      ],
      [
        csvDi([['Persona'], ['Rossi']]),
        'p.csv',
        'Il file deve avere le colonne Cognome e Nome nella prima riga (colonne del modello: Cognome, Nome, Codice Fiscale, Data di nascita, Email)',
      ],
      [
        csvDi([INTESTAZIONE, ['Rossi', 'Mario', '', '1980/13/01', '']]),
        'p.csv',
        'Riga 2: data di nascita non riconosciuta «1980/13/01» (usare il formato GG/MM/AAAA)',
      ],
      [
        csvDi([INTESTAZIONE, ...righeDiProva(10_001)]),
        'p.csv',
        'Il file contiene più di 10.000 righe di partecipanti: dividerlo in più file',
      ],
      [Buffer.alloc(5 * 1024 * 1024 + 1, 0x41), 'grande.csv', 'Il file supera la dimensione massima di 5 MB'],
    ];
    for (const [bytes, name, text] of cases) {
      const res = await excel(bytes, name);
      expect(res.statusCode, name).toBe(400);
      expect(messaggi(res)).toEqual([text]);
    }
  }, 30_000);

  it('refuses a request without the file or not multipart', async () => {
    const other = await upload('/api/carrello/upload/excelpartecipanti', [
      { name: 'altro', filename: 'p.csv', content: semicolon1252 },
    ]);
    expect(other.statusCode).toBe(400);
    expect(messaggi(other)).toEqual(['Allegare il file dei partecipanti nel campo filePartecipanti']);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/carrello/upload/excelpartecipanti',
      headers: agenzia,
      payload: { filePartecipanti: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(messaggi(json)).toEqual(['La richiesta deve essere inviata come multipart/form-data']);
  });

  it('needs a session with the cart permission', async () => {
    const body = multipartBody([{ name: 'filePartecipanti', filename: 'p.csv', content: semicolon1252 }]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/carrello/upload/excelpartecipanti',
      payload: body.payload,
      headers: body.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    const fornitore = bearer(await login(t.app, 'fornitore'));
    const refused = await upload(
      '/api/carrello/upload/excelpartecipanti',
      [{ name: 'filePartecipanti', filename: 'p.csv', content: semicolon1252 }],
      fornitore,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET carrello/modelloPartecipanti', () => {
  it('gives the .xlsx template with its columns and an example row, readable by the upload', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/carrello/modelloPartecipanti',
      headers: agenzia,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="modello_partecipanti.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual(INTESTAZIONE);
    expect(ws.rowCount).toBe(2);
    const back = await excel(res.rawPayload, 'modello_partecipanti.xlsx');
    expect(back.json()).toEqual({
      data: [
        {
          cognome: 'Rossi',
          nome: 'Mario',
          codiceFiscale: 'RSSMRA80B01H501T',
          dataNascita: '1980-02-01',
          Email: 'mario.rossi@esempio.it',
        },
      ],
    });
  });

  it('gives the .csv template with semicolons and a BOM', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/carrello/modelloPartecipanti?formato=csv',
      headers: agenzia,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="modello_partecipanti.csv"');
    expect(res.body).toBe(
      '\ufeffCognome;Nome;Codice Fiscale;Data di nascita;Email\r\nRossi;Mario;RSSMRA80B01H501T;01/02/1980;mario.rossi@esempio.it\r\n',
    );
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/carrello/modelloPartecipanti?formato=pdf',
      headers: agenzia,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('carrello/upload/immaginepartecipanti', () => {
  const store = () => createLocalFileStore(path.join(t.config.dataDir, 'files'));

  it('stores a JPEG, PNG, GIF, BMP or PDF by content for its user, and deletes it', async () => {
    const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
    const BMP = Buffer.concat([Buffer.from('BM'), Buffer.alloc(60, 0)]);
    for (const [bytes, name, mime] of [
      [JPEG, 'gruppo.jpg', 'image/jpeg'],
      [PNG, 'gruppo.png', 'image/png'],
      [GIF, 'gruppo.gif', 'image/gif'],
      [BMP, 'gruppo.bmp', 'image/bmp'],
      [PDF, 'gruppo.pdf', 'application/pdf'],
    ] as const) {
      const res = await immagine(bytes, name);
      expect(res.statusCode, `${name} ${res.body}`).toBe(200);
      const id = (res.json() as { data: string }).data;
      expect(id).toMatch(/^[0-9]+$/);
      const [row] = await t.db
        .select()
        .from(files)
        .where(eq(files.id, Number(id)));
      expect(row).toMatchObject({
        ownerKind: 'user',
        tipo: 'immaginePartecipanti',
        nomeOriginale: name,
        contentType: mime,
      });
      expect(await store().get(row!.storageKey)).toEqual(bytes);

      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/carrello/upload/immaginepartecipanti/${id}`,
        headers: agenzia,
      });
      expect(del.json()).toEqual({ data: true });
      expect(await store().get(row!.storageKey)).toBeNull();
    }
    expect(await immaginiSalvate()).toBe(0);
  });

  it('refuses other content, whatever its name, and stores nothing', async () => {
    for (const [bytes, name] of [
      [EXE, 'gruppo.jpg'],
      [semicolon1252, 'gruppo.pdf'],
      [Buffer.alloc(0), 'vuoto.png'],
    ] as const) {
      const res = await immagine(bytes, name);
      expect(res.statusCode).toBe(400);
      expect(messaggi(res)).toEqual([
        'Il file dei partecipanti deve essere un’immagine (.jpg, .bmp, .png, .gif) o un PDF',
      ]);
    }
    const big = await immagine(Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 'grande.pdf');
    expect(messaggi(big)).toEqual(['Il file supera la dimensione massima di 5 MB']);
    const none = await upload('/api/carrello/upload/immaginepartecipanti', [
      { name: 'filePartecipanti', filename: 'a.pdf', content: PDF },
    ]);
    expect(messaggi(none)).toEqual([
      'Allegare l’immagine o il PDF dei partecipanti nel campo imgPartecipanti',
    ]);
    expect(await immaginiSalvate()).toBe(0);
  });

  it('deletes only the caller’s own file: anyone else’s, or none, is a 404', async () => {
    const id = (await immagine(PNG, 'mio.png')).json().data as string;
    const del = (headers: Record<string, string>, fileId: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/carrello/upload/immaginepartecipanti/${fileId}`, headers });
    const foreign = await del(rete, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ text: 'File non trovato' });
    expect((await del(agenzia, '999999')).statusCode).toBe(404);
    expect((await del(agenzia, 'abc')).statusCode).toBe(400);
    const mine = await t.db
      .select()
      .from(files)
      .where(and(eq(files.id, Number(id)), eq(files.tipo, 'immaginePartecipanti')));
    expect(mine).toHaveLength(1);
    expect((await del(agenzia, id)).json()).toEqual({ data: true });
    expect((await del(agenzia, id)).statusCode).toBe(404);
  });
});
