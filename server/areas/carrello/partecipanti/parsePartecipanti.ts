import { readSpreadsheet, type SheetPool } from '../../../spreadsheets/pool';
import type { Cell, SheetLimits, SheetRefusal } from '../../../spreadsheets/types';
import { hasUnsafeText } from '../../../plugins/safeText';
import { dataDaSeriale, leggiData } from './dataNascita';
import { MAX_COLONNE, MAX_ESPANSO_MB, MAX_RIGHE, MAX_RIGHE_FOGLIO, TESTO } from './messaggi';

/** An imported participant as spec 2 §3 names it (camelCase, `Email` capitalised). */
export interface RigaImportata {
  cognome: string;
  nome: string;
  codiceFiscale: string;
  dataNascita: string;
  Email: string;
}

export type EsitoLettura =
  | { ok: true; rows: RigaImportata[] }
  /** `occupato`: no reader was free (a 429, to try again), not a fault of the file. */
  | { ok: false; message: string; occupato?: true };

type Colonna = keyof RigaImportata;

/** What a participants' file may hold and expand to (messaggi.ts words each limit). */
export const LIMITI_FOGLIO: SheetLimits = {
  maxRows: MAX_RIGHE,
  maxColumns: MAX_COLONNE,
  maxSheetRows: MAX_RIGHE_FOGLIO,
  maxUncompressedBytes: MAX_ESPANSO_MB * 1024 * 1024,
  maxParts: 1000,
};

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

const testo = (c: Cell | undefined): string => {
  if (c === null || c === undefined) return '';
  return String(c).replace(/\s+/g, ' ').trim();
};
function messaggio(refusal: SheetRefusal): string {
  switch (refusal.kind) {
    case 'unreadable':
      return TESTO.illeggibile;
    case 'protected':
      return TESTO.excelProtetto;
    case 'tooLarge':
      return TESTO.espanso;
    case 'tooWide':
      return TESTO.troppeColonne;
    case 'tooLong':
      return TESTO.foglioLungo;
    case 'tooManyRows':
      return TESTO.troppeRighe;
    case 'csvQuote':
      return TESTO.rigaCsv(refusal.line);
    case 'tooCostly':
      return TESTO.troppoOneroso;
    case 'busy':
      return TESTO.occupato;
  }
}

function dataDi(c: Cell | undefined): string | null {
  if (typeof c === 'number') return dataDaSeriale(c);
  const t = testo(c);
  if (t === '') return '';
  if (/^\d{1,6}(\.\d+)?$/.test(t)) return dataDaSeriale(Number(t));
  return leggiData(t);
}

/**
 * Reads a participant file (spec 2 §2 "Participants", §5): .xls, .xlsx or .csv, header row with
 * Cognome and Nome (any case, order and common synonym), blank rows skipped, rows kept only with both
 * surname and name. Birth dates come out as YYYY-MM-DD. The sheet is read in a worker thread within
 * `LIMITI_FOGLIO` (server/spreadsheets): bytes in, rows or one Italian message out.
 */
export async function parsePartecipanti(
  bytes: Uint8Array,
  filename: string,
  pool?: SheetPool,
): Promise<EsitoLettura> {
  const lower = filename.toLowerCase();
  if (!ESTENSIONI.some((e) => lower.endsWith(e))) return { ok: false, message: TESTO.estensione };
  if (bytes.length === 0) return { ok: false, message: TESTO.nessunPartecipante };
  const read = await readSpreadsheet(bytes, { limits: LIMITI_FOGLIO, select: { columns: SINONIMI } }, pool);
  if (!read.ok) {
    const message = messaggio(read.refusal);
    return read.refusal.kind === 'busy' ? { ok: false, message, occupato: true } : { ok: false, message };
  }
  const { headerRow, columns, rows: righe } = read.sheet;
  if (headerRow === 0) return { ok: false, message: TESTO.nessunPartecipante };
  if (columns.cognome === undefined || columns.nome === undefined)
    return { ok: false, message: TESTO.colonne };

  const ordine = Object.keys(SINONIMI) as Colonna[];
  const rows: RigaImportata[] = [];
  const errori: string[] = [];
  for (const { row: numero, cells } of righe) {
    const cella = (c: Colonna) => cells[ordine.indexOf(c)];
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
