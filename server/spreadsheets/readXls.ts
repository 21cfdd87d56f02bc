import type * as XLSX from '@e965/xlsx';
import { onFirstUse } from '../onFirstUse';
import { checkDimension } from './dimension';
import { hasContent, RowCollector } from './rowCollector';
import { SheetRefused, type Cell, type ReadOptions, type SheetContent } from './types';

const xlsx = onFirstUse<typeof XLSX>('@e965/xlsx');

/**
 * The first sheet of a legacy .xls (BIFF in a compound file; also how an encrypted .xlsx arrives),
 * read by SheetJS. The format bounds it (65,536 × 256 cells, and the upload is at most a few MB):
 * SheetJS keeps no row past `maxSheetRows`, and the declared dimension is checked before any row
 * is looked at.
 */
export function readXls(bytes: Uint8Array, { limits, select }: ReadOptions): SheetContent {
  let book: XLSX.WorkBook;
  try {
    book = xlsx().read(bytes, {
      type: 'array',
      dense: true,
      cellDates: false,
      cellHTML: false,
      cellText: false,
      cellStyles: false,
      sheets: 0,
      sheetRows: limits.maxSheetRows + 1,
    });
  } catch (error) {
    const kind = /password/i.test(String((error as Error).message)) ? 'protected' : 'unreadable';
    throw new SheetRefused({ kind });
  }
  const rows = new RowCollector(limits);
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  const ref = sheet?.['!fullref'] ?? sheet?.['!ref'];
  if (!sheet || !ref) return rows.finish(select);
  checkDimension(ref, limits);
  const range = xlsx().utils.decode_range(sheet['!ref'] ?? ref);
  const grid = xlsx().utils.sheet_to_json<Cell[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
  });
  grid.forEach((cells, i) => {
    // sheet_to_json starts at the range's first column: put each cell back at its own.
    const placed = range.s.c > 0 ? [...(new Array(range.s.c).fill(null) as Cell[]), ...cells] : cells;
    if (placed.slice(limits.maxColumns).some(hasContent))
      throw new SheetRefused({ kind: 'tooWide', columns: placed.length });
    rows.add(range.s.r + i + 1, placed.slice(0, limits.maxColumns));
  });
  return rows.finish(select);
}
