import { describe, expect, it } from 'vitest';
import { xlsxDi } from '../areas/carrello/partecipanti/fileDiProva';
import { lyingLong, lyingPartSize, lyingWide, sheetXml, xlsxOfSheet } from '../fuzz/hostileSheets';
import { zipOf } from '../fuzz/zipOf';
import { readSheet } from './readSheet';
import type { ReadOptions, SheetLimits } from './types';

const limits: SheetLimits = {
  maxRows: 10,
  maxColumns: 50,
  maxSheetRows: 20,
  maxUncompressedBytes: 32 * 1024 * 1024,
  maxParts: 100,
};
const read = async (bytes: Uint8Array, options: Partial<ReadOptions> = {}) => {
  const r = await readSheet(bytes, { limits, ...options });
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.refusal)}`);
  return r.sheet;
};
const refusal = async (bytes: Uint8Array, l: SheetLimits = limits) => {
  const r = await readSheet(bytes, { limits: l });
  return r.ok ? 'read' : r.refusal;
};
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

describe('readXlsx', () => {
  it('reads what exceljs writes: shared strings, numbers, dates as serials', async () => {
    const sheet = await read(
      await xlsxDi([
        ['Cognome', 'Nome', 'Nato'],
        ['Rossi', 'Mario', new Date(Date.UTC(1980, 1, 1))],
        [null, null, null],
        ['Bianchi', 'Anna', 42],
      ]),
    );
    expect(sheet.headerRow).toBe(1);
    expect(sheet.header).toEqual(['Cognome', 'Nome', 'Nato']);
    expect(sheet.rows).toEqual([
      { row: 2, cells: ['Rossi', 'Mario', 29252] },
      { row: 4, cells: ['Bianchi', 'Anna', 42] },
    ]);
  });

  it('reads every cell type, prefixed elements, cells and rows without addresses, rich and phonetic text', async () => {
    const sheet =
      `<x:worksheet xmlns:x="${MAIN}"><x:sheetData>` +
      '<x:row><x:c t="s"><x:v>1</x:v></x:c><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>99</x:v></x:c></x:row>' +
      '<x:row r="3"><x:c r="B3" t="inlineStr"><x:is><x:r><x:t>Ros</x:t></x:r><x:r><x:t>si</x:t></x:r>' +
      '<x:rPh><x:t>ロッシ</x:t></x:rPh></x:is></x:c><x:c t="b"><x:v>1</x:v></x:c><x:c t="e"><x:v>#N/A</x:v></x:c>' +
      '<x:c t="str"><x:f>A1&amp;"x"</x:f><x:v>a_x000D_b</x:v></x:c><x:c t="d"><x:v>1980-02-01</x:v></x:c>' +
      '<x:c r="H3"><x:v>1.5</x:v></x:c><x:c r="I3" s="2"/></x:row></x:sheetData></x:worksheet>';
    const strings = `<sst xmlns="${MAIN}"><si><t>Nome</t></si><si><r><t>Cog</t></r><r><t>nome</t></r></si></sst>`;
    const read1 = await read(
      xlsxOfSheet(sheet, [{ name: 'xl/sharedStrings.xml', data: Buffer.from(strings) }]),
    );
    expect(read1.header).toEqual(['Cognome', 'Nome', null]);
    expect(read1.rows).toEqual([
      { row: 3, cells: [null, 'Rossi', true, '#N/A', 'a\rb', '1980-02-01', null, 1.5] },
    ]);
  });

  it('finds the first sheet through the package’s relations, Strict OOXML included', async () => {
    const strict = 'http://purl.oclc.org/ooxml/officeDocument/relationships';
    const bytes = zipOf([
      {
        name: '_rels/.rels',
        data: Buffer.from(
          `<Relationships xmlns="r"><Relationship Id="a" Type="${strict}/officeDocument" Target="/book/main.xml"/></Relationships>`,
        ),
      },
      {
        name: 'book/main.xml',
        data: Buffer.from(
          `<workbook xmlns:r="${strict}"><sheets><sheet name="Due" sheetId="2" r:id="s2"/><sheet name="Uno" sheetId="1" r:id="s1"/></sheets></workbook>`,
        ),
      },
      {
        name: 'book/_rels/main.xml.rels',
        data: Buffer.from(
          `<Relationships><Relationship Id="s1" Type="${strict}/worksheet" Target="fogli/uno.xml"/>` +
            `<Relationship Id="s2" Type="${strict}/worksheet" Target="../fogli/due.xml"/></Relationships>`,
        ),
      },
      { name: 'book/fogli/uno.xml', data: sheetXml({ rows: 1, columns: 1 }) },
      { name: 'fogli/due.xml', data: sheetXml({ rows: 2, columns: 2 }) },
    ]);
    expect((await read(bytes)).rows).toEqual([{ row: 2, cells: [2, 3] }]);
  });

  it('keeps only the selected columns, found by any of their names in the header', async () => {
    const sheet = await read(
      await xlsxDi([
        ['Note', 'NOME', 'Cognome ', 'E-mail'],
        ['x', 'Mario', 'Rossi', 'm@r.it'],
      ]),
      {
        select: { columns: { cognome: ['cognome'], nome: ['Nome'], cf: ['CF'], email: ['email', 'e-mail'] } },
      },
    );
    expect(sheet.columns).toEqual({ nome: 1, cognome: 2, email: 3 });
    expect(sheet.rows).toEqual([{ row: 2, cells: ['Rossi', 'Mario', null, 'm@r.it'] }]);
  });

  it('refuses by the declared dimension before reading a row', async () => {
    expect(await refusal(xlsxOfSheet(sheetXml({ rows: 2, columns: 2, dimension: 'A1:AY2' })))).toEqual({
      kind: 'tooWide',
      columns: 51,
    });
    expect(await refusal(xlsxOfSheet(sheetXml({ rows: 2, columns: 2, dimension: 'A1:B21' })))).toEqual({
      kind: 'tooLong',
      rows: 21,
    });
  });

  it('stops reading at the first value past the columns, the rows or the sheet’s last row, whatever the dimension says', async () => {
    const wide = sheetXml({ rows: 3, columns: 51, dimension: 'A1:B2' });
    expect(await refusal(xlsxOfSheet(wide))).toEqual({ kind: 'tooWide', columns: 51 });
    // A blank cell (formatting only) past the last column costs nothing and is let be.
    const styled = sheetXml({
      rows: 2,
      columns: 60,
      dimension: null,
      cell: (r, c) => (c < 2 ? `<c><v>${r}</v></c>` : '<c s="1"/>'),
    });
    expect((await read(xlsxOfSheet(styled))).rows).toEqual([{ row: 2, cells: [2, 2] }]);
    expect(await refusal(xlsxOfSheet(sheetXml({ rows: 12, columns: 2, dimension: 'A1:B2' })))).toEqual({
      kind: 'tooManyRows',
    });
    expect((await read(xlsxOfSheet(sheetXml({ rows: 11, columns: 2 })))).rows).toHaveLength(10);
    const far = `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c><v>1</v></c></row><row r="21"><c><v>1</v></c></row></sheetData></worksheet>`;
    expect(await refusal(xlsxOfSheet(far))).toEqual({ kind: 'tooLong', rows: 21 });
  });

  it('refuses the hostile sheets that only reading reveals, and a part inflating past its stated size', async () => {
    const participants = { ...limits, maxRows: 10_000, maxSheetRows: 20_000 };
    expect(await refusal(lyingWide(), participants)).toEqual({ kind: 'tooWide', columns: 51 });
    expect(await refusal(lyingLong(), participants)).toEqual({ kind: 'tooManyRows' });
    expect(
      await refusal(lyingPartSize(), { ...participants, maxUncompressedBytes: 100 * 1024 * 1024 }),
    ).toEqual({
      kind: 'tooLarge',
    });
  });

  it('refuses sheets that are not worksheets, rows out of order and cells outside rows', async () => {
    for (const sheet of [
      'not xml at all',
      `<worksheet xmlns="${MAIN}"><sheetData><row r="2"/><row r="1"/></sheetData></worksheet>`,
      `<worksheet xmlns="${MAIN}"><sheetData><c><v>1</v></c></sheetData></worksheet>`,
      `<worksheet xmlns="${MAIN}"><sheetData><row><c r="1A"><v>1</v></c></row></sheetData></worksheet>`,
    ])
      expect(await refusal(xlsxOfSheet(sheet)), sheet).toEqual({ kind: 'unreadable' });
  });
});
