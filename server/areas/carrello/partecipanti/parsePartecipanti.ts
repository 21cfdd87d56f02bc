import type * as XLSX from '@e965/xlsx';
import type * as CsvSync from 'csv-parse/sync';
import type Iconv from 'iconv-lite';
import { onFirstUse } from '../../../onFirstUse';
import { hasUnsafeText } from '../../../plugins/safeText';
import { dataDaSeriale, leggiData } from './dataNascita';
import { MAX_RIGHE, TESTO } from './messaggi';
import { zipIntegro } from './zipIntegro';

const xlsx = onFirstUse<typeof XLSX>('@e965/xlsx');
const csv = onFirstUse<typeof CsvSync>('csv-parse/sync');
const iconv = onFirstUse<typeof Iconv>('iconv-lite');

/** An imported participant as spec 2 §3 names it (camelCase, `Email` capitalised). */
export interface RigaImportata {
  cognome: string;
  nome: string;
  codiceFiscale: string;
  dataNascita: string;
  Email: string;
}

export type EsitoLettura = { ok: true; rows: RigaImportata[] } | { ok: false; message: string };

type Cella = string | number | boolean | Date | null | undefined;
type Colonna = keyof RigaImportata;

const ESTENSIONI = ['.xls', '.xlsx', '.csv'];
const MAX_TESTO = 200;
const ERRORI_MOSTRATI = 5;

/** Header names as agencies write them, compared without case, accents, spaces or punctuation. */
const SINONIMI: Record<Colonna, string[]> = {
  cognome: ['cognome', 'cognomi', 'surname', 'lastname', 'familyname'],
  nome: ['nome', 'nomi', 'name', 'firstname', 'givenname'],
  codiceFiscale: ['codicefiscale', 'cf', 'codfiscale', 'codfisc', 'codicefisc', 'taxcode', 'fiscalcode'],
  dataNascita: [
    'datadinascita',
    'datanascita',
    'nascita',
    'datanasc',
    'dtnascita',
    'nato',
    'natoil',
    'birthdate',
    'dateofbirth',
  ],
  Email: ['email', 'mail', 'indirizzoemail', 'emailaddress', 'posta', 'postaelettronica'],
};
const ETICHETTA: Record<Colonna, string> = {
  cognome: 'Cognome',
  nome: 'Nome',
  codiceFiscale: 'Codice Fiscale',
  dataNascita: 'Data di nascita',
  Email: 'Email',
};
const COLONNA_DI = new Map<string, Colonna>(
  (Object.entries(SINONIMI) as Array<[Colonna, string[]]>).flatMap(([c, names]) =>
    names.map((n) => [n, c] as const),
  ),
);

const normalizza = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const testo = (c: Cella): string => {
  if (c === null || c === undefined) return '';
  if (c instanceof Date) return c.toISOString().slice(0, 10);
  return String(c).replace(/\s+/g, ' ').trim();
};
const vuota = (riga: Cella[]) => riga.every((c) => testo(c) === '');

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/**
 * Text of a CSV as Italian offices save it: UTF-8 with or without BOM, UTF-16 with BOM (Excel's
 * "Unicode text"), otherwise Windows-1252 (Excel's "CSV (delimitato da ;)" on Italian Windows). Bytes
 * that are valid UTF-8 are read as UTF-8: cp1252 accented letters are almost never valid UTF-8.
 */
function decodifica(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  // A NUL byte means a binary file (an image or archive renamed .csv), not text.
  if (bytes.subarray(0, 8192).includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv().decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'win1252');
  }
}

/** The separator of the header line: the most frequent of `;`, `,` and tab outside quotes. */
function separatore(text: string): string {
  const line = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  const [best, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  return count > 0 ? best : ';';
}

function grigliaCsv(bytes: Uint8Array): Cella[][] | string {
  const text = decodifica(bytes);
  if (text === null) return TESTO.illeggibile;
  try {
    return csv().parse(text, {
      delimiter: separatore(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return TESTO.rigaCsv(typeof line === 'number' ? line : 1);
  }
}

/** The first sheet of an .xlsx (zip) or legacy .xls (BIFF in a compound file), read by SheetJS. */
function grigliaExcel(bytes: Uint8Array): Cella[][] | string {
  let book: XLSX.WorkBook;
  try {
    book = xlsx().read(bytes, {
      type: 'array',
      dense: true,
      cellDates: false,
      cellHTML: false,
      cellText: false,
    });
  } catch (error) {
    return /password/i.test(String((error as Error).message)) ? TESTO.excelProtetto : TESTO.illeggibile;
  }
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet) return [];
  return xlsx().utils.sheet_to_json<Cella[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function griglia(bytes: Uint8Array): Cella[][] | string {
  // The content decides how the file is read; a .csv saved as Excel (or the reverse) still works.
  if (startsWith(bytes, ZIP)) return zipIntegro(bytes) ? grigliaExcel(bytes) : TESTO.illeggibile;
  if (startsWith(bytes, CFB)) return grigliaExcel(bytes);
  return grigliaCsv(bytes);
}

function dataDi(c: Cella): string | null {
  if (typeof c === 'number') return dataDaSeriale(c);
  const t = testo(c);
  if (t === '') return '';
  if (/^\d{1,6}(\.\d+)?$/.test(t)) return dataDaSeriale(Number(t));
  return leggiData(t);
}

/**
 * Reads a participant file (spec 2 §2 "Participants", §5): .xls, .xlsx or .csv, header row with
 * Cognome and Nome (any case, order and common synonym), blank rows skipped, rows kept only with both
 * surname and name. Birth dates come out as YYYY-MM-DD. Pure: bytes in, rows or one Italian message out.
 */
export function parsePartecipanti(bytes: Uint8Array, filename: string): EsitoLettura {
  const lower = filename.toLowerCase();
  if (!ESTENSIONI.some((e) => lower.endsWith(e))) return { ok: false, message: TESTO.estensione };
  if (bytes.length === 0) return { ok: false, message: TESTO.nessunPartecipante };
  const grid = griglia(bytes);
  if (typeof grid === 'string') return { ok: false, message: grid };

  const headerAt = grid.findIndex((r) => !vuota(r));
  if (headerAt < 0) return { ok: false, message: TESTO.nessunPartecipante };
  const colonne = new Map<Colonna, number>();
  grid[headerAt]!.forEach((cell, i) => {
    const c = COLONNA_DI.get(normalizza(testo(cell)));
    if (c && !colonne.has(c)) colonne.set(c, i);
  });
  if (!colonne.has('cognome') || !colonne.has('nome')) return { ok: false, message: TESTO.colonne };

  const rows: RigaImportata[] = [];
  const errori: string[] = [];
  let righeDati = 0;
  for (let i = headerAt + 1; i < grid.length; i++) {
    const riga = grid[i]!;
    if (vuota(riga)) continue;
    if (++righeDati > MAX_RIGHE) return { ok: false, message: TESTO.troppeRighe };
    const cella = (c: Colonna) => {
      const at = colonne.get(c);
      return at === undefined ? undefined : riga[at];
    };
    const numero = i + 1;
    const out: RigaImportata = {
      cognome: testo(cella('cognome')),
      nome: testo(cella('nome')),
      codiceFiscale: testo(cella('codiceFiscale')).replace(/\s/g, '').toUpperCase(),
      dataNascita: '',
      Email: testo(cella('Email')),
    };
    if (out.cognome === '' || out.nome === '') continue;
    const data = dataDi(cella('dataNascita'));
    if (data === null) errori.push(TESTO.data(numero, testo(cella('dataNascita'))));
    else out.dataNascita = data;
    for (const c of ['cognome', 'nome', 'codiceFiscale', 'Email'] as const) {
      if (out[c].length > MAX_TESTO) errori.push(TESTO.lungo(numero, ETICHETTA[c]));
      else if (hasUnsafeText(out[c])) errori.push(TESTO.caratteri(numero));
    }
    rows.push(out);
  }
  if (errori.length > 0) {
    const shown = errori.slice(0, ERRORI_MOSTRATI);
    if (errori.length > ERRORI_MOSTRATI) shown.push(TESTO.altreRighe(errori.length - ERRORI_MOSTRATI));
    return { ok: false, message: shown.join('; ') };
  }
  if (rows.length === 0) return { ok: false, message: TESTO.nessunPartecipante };
  return { ok: true, rows };
}
