import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

/**
 * Participant files as agencies produce them, for tests and the benchmark: real .xlsx written by
 * exceljs, legacy .xls (BIFF8) written by SheetJS, CSV in the encodings and separators Italian
 * offices use. A row is a list of cells; a Date cell becomes a real Excel date (a serial number).
 */
export type CellaProva = string | number | Date | null;

export async function xlsxDi(rows: CellaProva[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Partecipanti');
  for (const r of rows) {
    const row = ws.addRow(r.map((c) => c ?? undefined));
    r.forEach((c, i) => {
      if (c instanceof Date) row.getCell(i + 1).numFmt = 'dd/mm/yyyy';
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Days since 1899-12-30 of a UTC date: what Excel stores for a date cell. */
const serialOf = (d: Date) => Math.round((d.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000);

export function xlsDi(rows: CellaProva[][]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((r) => r.map((c) => (c instanceof Date ? serialOf(c) : c))));
  rows.forEach((r, y) =>
    r.forEach((c, x) => {
      const cell = sheet[XLSX.utils.encode_cell({ r: y, c: x })] as XLSX.CellObject | undefined;
      if (c instanceof Date && cell) cell.z = 'dd/mm/yyyy';
    }),
  );
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Partecipanti');
  return XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

export type Codifica = 'utf8' | 'utf8bom' | 'win1252';

/** A CSV with `separator`, quoting cells that need it, lines ended by CRLF as Excel writes them. */
export function csvDi(rows: CellaProva[][], separator = ';', codifica: Codifica = 'utf8'): Buffer {
  const quote = (v: string) =>
    /["\r\n]/.test(v) || v.includes(separator) ? `"${v.replace(/"/g, '""')}"` : v;
  const text = rows
    .map((r) =>
      r
        .map((c) => (c instanceof Date ? c.toISOString().slice(0, 10) : c === null ? '' : String(c)))
        .map(quote)
        .join(separator),
    )
    .join('\r\n');
  if (codifica === 'win1252') return iconv.encode(text, 'win1252');
  const utf8 = Buffer.from(text, 'utf8');
  return codifica === 'utf8bom' ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]) : utf8;
}

export const INTESTAZIONE = ['Cognome', 'Nome', 'Codice Fiscale', 'Data di nascita', 'Email'];

/** `n` distinct participants with accented names, in the template's columns (birth date as DD/MM/YYYY). */
export function righeDiProva(n: number): string[][] {
  const rows: string[][] = [];
  for (let i = 0; i < n; i++) {
    const day = (i % 28) + 1;
    const month = (i % 12) + 1;
    const year = 1950 + (i % 60);
    rows.push([
      `D'Alò${i}`,
      `Niccolò${i}`,
      '',
      `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`,
      `p${i}@esempio.it`,
    ]);
  }
  return rows;
}
