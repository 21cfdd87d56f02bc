/** The participants template (spec 2 §7 "Static downloads"): the columns the upload reads, one example row. */
export const COLONNE_MODELLO = ['Cognome', 'Nome', 'Codice Fiscale', 'Data di nascita', 'Email'];
const ESEMPIO = ['Rossi', 'Mario', 'RSSMRA80B01H501T', '01/02/1980', 'mario.rossi@esempio.it'];

export const FORMATI_MODELLO = {
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: 'modello_partecipanti.xlsx',
  },
  csv: { contentType: 'text/csv; charset=utf-8', filename: 'modello_partecipanti.csv' },
} as const;
export type FormatoModello = keyof typeof FORMATI_MODELLO;

/**
 * The .xlsx: text columns (so Excel keeps a tax code's letters and a date as typed), the header bold
 * and frozen. The .csv: semicolons and a UTF-8 BOM, which Italian Excel opens in columns with accents.
 */
async function genera(formato: FormatoModello): Promise<Buffer> {
  if (formato === 'csv')
    return Buffer.from(
      `\ufeff${[COLONNE_MODELLO, ESEMPIO].map((r) => r.join(';')).join('\r\n')}\r\n`,
      'utf8',
    );
  // exceljs takes a noticeable part of a second to load: imported when a template is first asked for.
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Partecipanti', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = COLONNE_MODELLO.map((header) => ({ header, width: 22, style: { numFmt: '@' } }));
  ws.getRow(1).font = { bold: true };
  ws.addRow(ESEMPIO);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const cache = new Map<FormatoModello, Promise<Buffer>>();

/** The template's bytes, built once per process: it never changes. */
export function modelloPartecipanti(formato: FormatoModello): Promise<Buffer> {
  let bytes = cache.get(formato);
  if (!bytes) {
    bytes = genera(formato);
    cache.set(formato, bytes);
  }
  return bytes;
}
