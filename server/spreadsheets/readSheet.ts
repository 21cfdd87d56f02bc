import { readCsv } from './readCsv';
import { readXls } from './readXls';
import { readXlsx } from './readXlsx';
import { SheetRefused, type ReadOptions, type SheetResult } from './types';
import { XmlMalformed } from './xmlScanner';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The format by content, whatever the name says: a .csv saved as Excel (or the reverse) still works. */
export function formatOf(bytes: Uint8Array): 'xlsx' | 'xls' | 'csv' {
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (startsWith(bytes, CFB)) return 'xls';
  return 'csv';
}

/**
 * The first sheet of an .xlsx, a legacy .xls or a CSV, within `options.limits`. It runs in a worker
 * (`readSpreadsheet` in pool.ts is what callers use): whatever the bytes, it answers a result, never
 * throws — a file a reader chokes on is `unreadable`.
 */
export async function readSheet(bytes: Uint8Array, options: ReadOptions): Promise<SheetResult> {
  try {
    const format = formatOf(bytes);
    const sheet =
      format === 'xlsx'
        ? await readXlsx(bytes, options)
        : format === 'xls'
          ? readXls(bytes, options)
          : readCsv(bytes, options);
    return { ok: true, sheet };
  } catch (error) {
    if (error instanceof SheetRefused) return { ok: false, refusal: error.refusal };
    if (!(error instanceof XmlMalformed)) console.error('spreadsheet reader failed', error);
    return { ok: false, refusal: { kind: 'unreadable' } };
  }
}
