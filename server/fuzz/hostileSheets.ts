import { deflateRawSync } from 'node:zlib';
import { zipOf, type ZipEntry } from './zipOf';

/*
 * Spreadsheets that once froze the server (issue 23): a few hundred KB that expand to ~90 MB of
 * sheet XML, zips whose parts lie about their size or share their bytes, sheets whose declared
 * dimension lies. Built here, byte by byte, so that the upload tests and the OpenAPI fuzz keep them.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Excel's column letters of a 0-based index: 0 → A, 26 → AA. */
export function columnLetters(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

export interface SheetShape {
  rows: number;
  columns: number;
  /** The `<dimension ref>` written, or none; by default the real one. */
  dimension?: string | null;
  /** The XML of one cell (1-based row, 0-based column). */
  cell?: (row: number, column: number) => string;
}

/** The XML of a worksheet of `rows` × `columns` cells (as a Buffer: it may be ~90 MB). */
export function sheetXml(shape: SheetShape): Buffer {
  const cell = shape.cell ?? ((r: number, c: number) => `<c r="${columnLetters(c)}${r}"><v>${r + c}</v></c>`);
  const dimension =
    shape.dimension === undefined ? `A1:${columnLetters(shape.columns - 1)}${shape.rows}` : shape.dimension;
  const parts: Buffer[] = [
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}" xmlns:r="${OFFICE}">` +
        (dimension === null ? '' : `<dimension ref="${dimension}"/>`) +
        '<sheetData>',
    ),
  ];
  for (let r = 1; r <= shape.rows; r++) {
    let row = `<row r="${r}">`;
    for (let c = 0; c < shape.columns; c++) row += cell(r, c);
    parts.push(Buffer.from(`${row}</row>`));
  }
  parts.push(Buffer.from('</sheetData></worksheet>'));
  return Buffer.concat(parts);
}

/**
 * The parts every workbook needs around its one sheet (xl/worksheets/sheet1.xml), and the relation
 * to its shared strings when `extra` has them (xl/sharedStrings.xml).
 */
export function workbookParts(sheet: Uint8Array, extra: ZipEntry[] = []): ZipEntry[] {
  const text = (name: string, xml: string): ZipEntry => ({ name, data: Buffer.from(xml) });
  const strings = extra.some((e) => e.name === 'xl/sharedStrings.xml')
    ? `<Relationship Id="rId2" Type="${OFFICE}/sharedStrings" Target="sharedStrings.xml"/>`
    : '';
  return [
    text(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    ),
    text(
      '_rels/.rels',
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    text(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><sheets><sheet name="Foglio1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/>${strings}</Relationships>`,
    ),
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
    ...extra,
  ];
}

/** A whole .xlsx around one sheet's XML. */
export const xlsxOfSheet = (sheet: Uint8Array | string, extra: ZipEntry[] = []): Buffer =>
  zipOf(workbookParts(typeof sheet === 'string' ? Buffer.from(sheet) : sheet, extra));

const HEADER = ['Cognome', 'Nome', 'Codice Fiscale', 'Data di nascita', 'Email'];

/** A participants header row then `cell` everywhere else: hostile sheets still look like the template. */
const withHeader =
  (cell: (r: number, c: number) => string) =>
  (r: number, c: number): string =>
    r === 1 && c < HEADER.length
      ? `<c r="${columnLetters(c)}1" t="inlineStr"><is><t>${HEADER[c]}</t></is></c>`
      : cell(r, c);

/** 1,000 × 1,000 small text cells, the issue's first sheet: ~250 KB that expand to ~80 MB. */
export const millionCells = (dimension?: string | null): Buffer =>
  xlsxOfSheet(
    sheetXml({
      rows: 1000,
      columns: 1000,
      dimension,
      cell: withHeader(
        () => '<c s="1" t="inlineStr"><is><t xml:space="preserve">Partecipante di prova</t></is></c>',
      ),
    }),
  );

/** 9,900 rows × 600 cells without addresses, the issue's second sheet: ~90 MB of `<c><v>1</v></c>`. */
export const rows9900x600 = (dimension?: string | null): Buffer =>
  xlsxOfSheet(sheetXml({ rows: 9900, columns: 600, dimension, cell: withHeader(() => '<c><v>1</v></c>') }));

/**
 * Sheets within every stated size (~18 MB of XML, a dimension of A1:E10) that only reading reveals:
 * 2,000 rows × 600 cells, and 200,000 rows of five.
 */
export const lyingWide = (): Buffer =>
  xlsxOfSheet(
    sheetXml({ rows: 2000, columns: 600, dimension: 'A1:E10', cell: withHeader(() => '<c><v>1</v></c>') }),
  );
export const lyingLong = (): Buffer =>
  xlsxOfSheet(
    sheetXml({
      rows: 200_000,
      columns: 5,
      dimension: 'A1:E10',
      cell: withHeader((r, c) => (c < 2 ? '<c t="inlineStr"><is><t>Rossi</t></is></c>' : '<c/>')),
    }),
  );

/** The sheet's part claims 1 KB in the zip's directories and inflates to ~90 MB. */
export function lyingPartSize(): Buffer {
  const parts = workbookParts(
    sheetXml({ rows: 9900, columns: 600, dimension: 'A1:E2', cell: () => '<c><v>1</v></c>' }),
  );
  return zipOf(parts.map((p) => (p.name.endsWith('sheet1.xml') ? { ...p, claimedSize: 1024 } : p)));
}

/**
 * One ~10 MB part of blank rows named 200 times by the central directory (David Fifield's
 * overlapping-files bomb): 2 GB claimed, 50 KB sent.
 */
export function overlappingEntries(): Buffer {
  const sheet = Buffer.from(
    `<worksheet xmlns="${MAIN}"><sheetData>${'<row/>'.repeat(1_700_000)}</sheetData></worksheet>`,
  );
  const aliases = Array.from({ length: 200 }, (_, i) => `xl/worksheets/copy${i}.xml`);
  return zipOf(
    workbookParts(Buffer.alloc(0)).map((p) =>
      p.name.endsWith('sheet1.xml') ? { ...p, data: sheet, aliases } : p,
    ),
  );
}

/** A workbook whose sheet is itself a zip of zips (a nested bomb: never to be opened). */
export function nestedZip(): Buffer {
  let inner = zipOf([{ name: 'zero.bin', data: Buffer.alloc(5_000_000) }]);
  for (let level = 0; level < 3; level++)
    inner = zipOf(
      Array.from({ length: 10 }, (_, i) => ({ name: `${level}-${i}.zip`, data: inner, method: 0 })),
    );
  return xlsxOfSheet(inner);
}

/** Shared strings of ~90 MB behind a sheet of two rows that looks harmless. */
export function sharedStringsBomb(): Buffer {
  const strings = Buffer.concat([
    Buffer.from(`<sst xmlns="${MAIN}">`),
    Buffer.from('<si><t>x</t></si>'.repeat(5_000_000)),
    Buffer.from('</sst>'),
  ]);
  const sheet = sheetXml({
    rows: 2,
    columns: 2,
    cell: (r, c) => `<c r="${columnLetters(c)}${r}" t="s"><v>${r === 1 ? c : 4_999_999}</v></c>`,
  });
  return xlsxOfSheet(sheet, [{ name: 'xl/sharedStrings.xml', data: strings }]);
}

/** One cell of ~60 MB of text (no `<` for the scanner to stop at). */
export function hugeCell(): Buffer {
  const text = Buffer.alloc(60_000_000, 'a');
  const sheet = Buffer.concat([
    Buffer.from(
      `<worksheet xmlns="${MAIN}"><dimension ref="A1:B2"/><sheetData><row r="1"><c t="inlineStr"><is><t>Cognome</t></is></c><c t="inlineStr"><is><t>Nome</t></is></c></row><row r="2"><c t="inlineStr"><is><t>`,
    ),
    text,
    Buffer.from('</t></is></c></row></sheetData></worksheet>'),
  ]);
  return xlsxOfSheet(sheet);
}

/** A million blank `<row>` elements, then one cell at the last column Excel allows (XFD). */
export function blankRowsThenFarColumn(): Buffer {
  const sheet = Buffer.concat([
    Buffer.from(
      `<worksheet xmlns="${MAIN}"><dimension ref="A1:B2"/><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Cognome</t></is></c><c r="B1" t="inlineStr"><is><t>Nome</t></is></c></row>`,
    ),
    Buffer.from(Array.from({ length: 1_000_000 }, (_, i) => `<row r="${i + 2}"/>`).join('')),
    Buffer.from('<row r="1000002"><c r="XFD1000002"><v>1</v></c></row></sheetData></worksheet>'),
  ]);
  return xlsxOfSheet(sheet);
}

/** A document type with nested entities (billion laughs): OOXML allows no DTD at all. */
export function entityExpansion(): Buffer {
  const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join(
    '',
  );
  return xlsxOfSheet(
    `<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY l0 "ha">${levels}]>` +
      `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c t="inlineStr"><is><t>Cognome</t></is></c><c t="inlineStr"><is><t>Nome</t></is></c></row>` +
      `<row r="2"><c t="inlineStr"><is><t>&l9;</t></is></c><c t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>`,
  );
}

/** Raw deflate of `size` zero bytes: the building block of a bomb, ~1 KB per MB. */
export const deflatedZeros = (size: number): Buffer => deflateRawSync(Buffer.alloc(size), { level: 9 });

export interface HostileSheet {
  name: string;
  filename: string;
  /** Built on first use (some take a second) and kept. */
  bytes: () => Buffer;
}

const once = (build: () => Buffer) => {
  let bytes: Buffer | undefined;
  return () => (bytes ??= build());
};

/** Every hostile spreadsheet, each of which the participants' upload must refuse at once with a 400. */
export const HOSTILE_SHEETS: readonly HostileSheet[] = [
  { name: '1,000,000 cells', filename: 'milione.xlsx', bytes: once(() => millionCells()) },
  { name: '9,900 rows × 600 cells', filename: 'larga.xlsx', bytes: once(() => rows9900x600()) },
  {
    name: '1,000,000 cells, dimension A1:E10',
    filename: 'bugiarda.xlsx',
    bytes: once(() => millionCells('A1:E10')),
  },
  {
    name: '9,900 × 600, no dimension',
    filename: 'senzadimensione.xlsx',
    bytes: once(() => rows9900x600(null)),
  },
  {
    name: 'two rows declaring 600 columns',
    filename: 'dichiaralarga.xlsx',
    bytes: once(() => xlsxOfSheet(sheetXml({ rows: 2, columns: 5, dimension: 'A1:WB9900' }))),
  },
  {
    name: 'two rows declaring 1,048,576 rows',
    filename: 'dichiaralunga.xlsx',
    bytes: once(() => xlsxOfSheet(sheetXml({ rows: 2, columns: 5, dimension: 'A1:E1048576' }))),
  },
  {
    name: '2,000 × 600 within the sizes, dimension A1:E10',
    filename: 'bugiardalarga.xlsx',
    bytes: once(lyingWide),
  },
  {
    name: '200,000 rows within the sizes, dimension A1:E10',
    filename: 'bugiardalunga.xlsx',
    bytes: once(lyingLong),
  },
  { name: 'part claiming 1 KB', filename: 'bomba.xlsx', bytes: once(lyingPartSize) },
  { name: 'overlapping entries', filename: 'sovrapposta.xlsx', bytes: once(overlappingEntries) },
  { name: 'nested zips', filename: 'annidata.xlsx', bytes: once(nestedZip) },
  { name: 'shared strings bomb', filename: 'stringhe.xlsx', bytes: once(sharedStringsBomb) },
  { name: 'one 60 MB cell', filename: 'cella.xlsx', bytes: once(hugeCell) },
  { name: 'blank rows then column XFD', filename: 'vuote.xlsx', bytes: once(blankRowsThenFarColumn) },
  { name: 'entity expansion', filename: 'entita.xlsx', bytes: once(entityExpansion) },
];
