// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildWorkbook } from './buildWorkbook';
import type { WorkbookInput } from './exportTypes';

const input: WorkbookInput = {
  sheetName: 'Foglio 1',
  labels: { yes: 'Sì', no: 'No' },
  columns: [
    { field: 'numeroPratica', title: 'Riferimento pratica', exportWidth: 18, type: 'text' },
    { field: 'dataAcquisto', title: 'Data acquisto', exportWidth: 14, type: 'date' },
    { field: 'totalePremio', title: 'Premio totale', exportWidth: 12, type: 'numeric' },
    { field: 'pagata', title: 'Pagata', type: 'boolean' },
    { field: 'riferimento', title: 'Riferimento', type: 'text' },
  ],
  groups: [{ field: 'prodotto', title: 'Prodotto' }],
  rows: [
    {
      numeroPratica: 'PR-2026-001200',
      dataAcquisto: '2026-03-05T09:30:00',
      totalePremio: 123.45,
      pagata: true,
      riferimento: '=1+1',
      prodotto: 'Annullamento Plus',
    },
    {
      numeroPratica: 'PR-2026-001201',
      dataAcquisto: '2026-03-06',
      totalePremio: '88.1',
      pagata: false,
      riferimento: '@SUM(A1)',
      prodotto: 'Annullamento Plus',
    },
    {
      numeroPratica: 'PR-2026-001202',
      dataAcquisto: null,
      totalePremio: 10,
      pagata: null,
      riferimento: '-3',
      prodotto: 'Viaggio Sicuro',
    },
  ],
};

async function roundTrip(source: WorkbookInput) {
  const buffer = await buildWorkbook(ExcelJS.Workbook, source).xlsx.writeBuffer();
  const back = new ExcelJS.Workbook();
  await back.xlsx.load(buffer as ArrayBuffer);
  return back;
}

describe('buildWorkbook (spec 1 §9)', () => {
  it('writes sheet "Foglio 1" with a #7A7A7A header, #d9d9d9 group rows and the export widths', async () => {
    const wb = await roundTrip(input);
    const sheet = wb.getWorksheet('Foglio 1')!;
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Foglio 1']);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Riferimento pratica',
      'Data acquisto',
      'Premio totale',
      'Pagata',
      'Riferimento',
    ]);
    expect(sheet.getCell('A1').fill).toMatchObject({
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FF7A7A7A' },
    });
    expect(sheet.getColumn(1).width).toBe(18);
    expect(sheet.getCell('A2').value).toBe('Prodotto: Annullamento Plus');
    expect(sheet.getCell('A2').fill).toMatchObject({ fgColor: { argb: 'FFD9D9D9' } });
    expect(sheet.getCell('A5').value).toBe('Prodotto: Viaggio Sicuro');
    expect(sheet.rowCount).toBe(6);
  });

  it('writes real dates and numbers, Sì/No, and formula-like text as text', async () => {
    const sheet = (await roundTrip(input)).getWorksheet('Foglio 1')!;
    const date = sheet.getCell('B3');
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect((date.value as Date).toISOString()).toBe('2026-03-05T09:30:00.000Z');
    expect(date.numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('C3').value).toBe(123.45);
    expect(sheet.getCell('C4').value).toBe(88.1);
    expect(sheet.getCell('C3').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('D3').value).toBe('Sì');
    expect(sheet.getCell('D4').value).toBe('No');
    for (const [ref, text] of [
      ['E3', '=1+1'],
      ['E4', '@SUM(A1)'],
      ['E6', '-3'],
    ] as const) {
      expect(sheet.getCell(ref).type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getCell(ref).value).toBe(text);
      expect(sheet.getCell(ref).numFmt).toBe('@');
    }
    expect(sheet.getCell('B6').value).toBeNull();
  });

  it('starts a new sheet past the row limit', async () => {
    const wb = await roundTrip({ ...input, groups: [], maxRowsPerSheet: 3 });
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Foglio 1', 'Foglio 2']);
    expect(wb.getWorksheet('Foglio 2')!.getCell('A2').value).toBe('PR-2026-001202');
  });
});
