import { describe, expect, it } from 'vitest';
import { csvDi, INTESTAZIONE, righeDiProva, xlsDi, xlsxDi, type CellaProva } from './fileDiProva';
import { TESTO } from './messaggi';
import { parsePartecipanti, type RigaImportata } from './parsePartecipanti';

const righe: CellaProva[][] = [
  INTESTAZIONE,
  ['Rossi', 'Mario', 'rssmra80b01h501t', '01/02/1980', 'mario.rossi@esempio.it'],
  [null, null, null, null, null],
  ["D'Alò", 'Niccolò', '', '5/3/1975', ''],
  ['Senzanome', '', '', '', ''],
  ['Bianchi', 'Anna', ' BNC NNA 90C41 F205X ', '1990-03-01', ''],
];
const attese: RigaImportata[] = [
  {
    cognome: 'Rossi',
    nome: 'Mario',
    codiceFiscale: 'RSSMRA80B01H501T',
    dataNascita: '1980-02-01',
    Email: 'mario.rossi@esempio.it',
  },
  { cognome: "D'Alò", nome: 'Niccolò', codiceFiscale: '', dataNascita: '1975-03-05', Email: '' },
  {
    cognome: 'Bianchi',
    nome: 'Anna',
    codiceFiscale: 'BNCNNA90C41F205X',
    dataNascita: '1990-03-01',
    Email: '',
  },
];

const rows = async (bytes: Uint8Array, name: string) => {
  const r = await parsePartecipanti(bytes, name);
  if (!r.ok) throw new Error(r.message);
  return r.rows;
};
const message = async (bytes: Uint8Array, name: string) => {
  const r = await parsePartecipanti(bytes, name);
  if (r.ok) throw new Error('accepted');
  return r.message;
};

describe('parsePartecipanti', () => {
  for (const [sep, enc] of [
    [';', 'win1252'],
    [';', 'utf8'],
    [';', 'utf8bom'],
    [',', 'utf8'],
    [',', 'utf8bom'],
    [',', 'win1252'],
    ['\t', 'utf8'],
  ] as const) {
    it(`reads a CSV separated by ${JSON.stringify(sep)} in ${enc}, blank and nameless rows skipped`, async () => {
      expect(await rows(csvDi(righe, sep, enc), 'partecipanti.csv')).toEqual(attese);
    });
  }

  it('reads a real .xlsx with Excel date cells (serial numbers) and text dates', async () => {
    const file = await xlsxDi([
      ...righe,
      ['Verdi', 'Luca', null, new Date(Date.UTC(1969, 6, 20)), null],
      ['Neri', 'Sara', null, new Date(Date.UTC(1900, 2, 1)), null],
    ]);
    const read = await rows(file, 'Partecipanti.XLSX');
    expect(read.slice(0, 3)).toEqual(attese);
    expect(read.slice(3).map((r) => r.dataNascita)).toEqual(['1969-07-20', '1900-03-01']);
  });

  it('reads a legacy .xls (BIFF8) with SheetJS, date cells included', async () => {
    const file = xlsDi([...righe, ['Verdi', 'Luca', null, new Date(Date.UTC(1969, 6, 20)), null]]);
    const read = await rows(file, 'partecipanti.xls');
    expect(read.slice(0, 3)).toEqual(attese);
    expect(read[3]!.dataNascita).toBe('1969-07-20');
  });

  it('finds the columns in any order, case and common synonym', async () => {
    const file = csvDi(
      [
        ['E-MAIL', 'data nascita', 'CF', 'NOME', 'cognome'],
        ['a@b.it', '31/12/2000', 'x', 'Maria', 'Rosa'],
      ],
      ',',
    );
    expect(await rows(file, 'p.csv')).toEqual([
      { cognome: 'Rosa', nome: 'Maria', codiceFiscale: 'X', dataNascita: '2000-12-31', Email: 'a@b.it' },
    ]);
  });

  it('keeps quoted separators and quotes inside a CSV cell', async () => {
    const file = csvDi([INTESTAZIONE, ['De Santis; jr', 'Anna "Nina"', '', '', '']], ';');
    expect((await rows(file, 'p.csv'))[0]).toMatchObject({ cognome: 'De Santis; jr', nome: 'Anna "Nina"' });
  });

  it('refuses a file without participants with the spec’s message', async () => {
    expect(await message(new Uint8Array(), 'vuoto.csv')).toBe(TESTO.nessunPartecipante);
    expect(await message(csvDi([INTESTAZIONE]), 'solo.csv')).toBe(TESTO.nessunPartecipante);
    expect(await message(csvDi([INTESTAZIONE, ['Rossi', '', '', '', '']]), 'p.csv')).toBe(
      'Verificare il file caricato: non risultano partecipanti presenti al suo interno',
    );
    expect(await message(await xlsxDi([]), 'vuoto.xlsx')).toBe(TESTO.nessunPartecipante);
  });

  it('refuses other extensions, binary content, missing columns and wrong dates in Italian', async () => {
    expect(await message(csvDi(righe), 'partecipanti.txt')).toBe(TESTO.estensione);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await message(png, 'foto.csv')).toBe(TESTO.illeggibile);
    expect(await message(Buffer.from('PK\u0003\u0004rotto'), 'rotto.xlsx')).toBe(TESTO.illeggibile);
    expect(
      await message(
        csvDi([
          ['Persona', 'Telefono'],
          ['Rossi', '123'],
        ]),
        'p.csv',
      ),
    ).toBe(TESTO.colonne);
    expect(await message(csvDi([INTESTAZIONE, ['Rossi', 'Mario', '', '31/02/1980', '']]), 'p.csv')).toBe(
      'Riga 2: data di nascita non riconosciuta «31/02/1980» (usare il formato GG/MM/AAAA)',
    );
    expect(await message(csvDi([INTESTAZIONE, ['R'.repeat(201), 'Mario', '', '', '']]), 'p.csv')).toBe(
      'Riga 2: il valore della colonna Cognome è troppo lungo',
    );
  });

  it('lists at most five wrong rows', async () => {
    const bad = Array.from({ length: 8 }, (_, i) => [`C${i}`, `N${i}`, '', 'ieri', '']);
    const text = await message(csvDi([INTESTAZIONE, ...bad]), 'p.csv');
    expect(text.split('; ')).toHaveLength(6);
    expect(text).toMatch(/e altre 3 righe da correggere$/);
  });

  it('reads 10,000 rows in every format and refuses 10,001', async () => {
    const many = righeDiProva(10_000);
    const expected = many.length;
    expect(await rows(csvDi([INTESTAZIONE, ...many], ';', 'win1252'), 'p.csv')).toHaveLength(expected);
    const xlsx = await rows(await xlsxDi([INTESTAZIONE, ...many]), 'p.xlsx');
    expect(xlsx).toHaveLength(expected);
    expect(xlsx[9_999]).toMatchObject({ cognome: "D'Alò9999", nome: 'Niccolò9999' });
    expect(await rows(xlsDi([INTESTAZIONE, ...many]), 'p.xls')).toHaveLength(expected);
    const tooMany = csvDi([INTESTAZIONE, ...righeDiProva(10_001)]);
    expect(await message(tooMany, 'p.csv')).toBe(
      'Il file contiene più di 10.000 righe di partecipanti: dividerlo in più file',
    );
  }, 60_000);
});
