import { describe, expect, it } from 'vitest';
import { xlsDi } from '../areas/carrello/partecipanti/fileDiProva';
import { readSheet } from './readSheet';
import type { SheetLimits } from './types';

const limits: SheetLimits = {
  maxRows: 10,
  maxColumns: 50,
  maxSheetRows: 20,
  maxUncompressedBytes: 1,
  maxParts: 1,
};
const result = async (bytes: Uint8Array) => {
  const r = await readSheet(bytes, { limits });
  return r.ok ? r.sheet : r.refusal;
};

describe('readXls', () => {
  it('reads a legacy .xls’s first sheet with each cell at its own column and row', async () => {
    expect(
      await result(
        xlsDi([
          [null, null, null],
          [null, 'Cognome', 'Nome'],
          [null, 'Rossi', 42],
        ]),
      ),
    ).toEqual({
      headerRow: 2,
      header: [null, 'Cognome', 'Nome'],
      columns: {},
      rows: [{ row: 3, cells: [null, 'Rossi', 42] }],
    });
  });

  it('refuses by the declared dimension, and past the rows with content', async () => {
    expect(await result(xlsDi([Array.from({ length: 51 }, (_, i) => `c${i}`)]))).toEqual({
      kind: 'tooWide',
      columns: 51,
    });
    expect(await result(xlsDi(Array.from({ length: 21 }, () => ['x'])))).toEqual({
      kind: 'tooLong',
      rows: 21,
    });
    expect(await result(xlsDi(Array.from({ length: 12 }, () => ['x'])))).toEqual({ kind: 'tooManyRows' });
  });

  it('answers unreadable for a compound file that holds no workbook', async () => {
    const cfb = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600, 0xff)]);
    expect(await result(cfb)).toEqual({ kind: 'unreadable' });
  });
});
