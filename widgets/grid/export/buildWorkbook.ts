import type { Workbook, Worksheet } from 'exceljs';
import {
  DEFAULT_EXPORT_WIDTH,
  EXCEL_MAX_ROWS,
  GROUP_FILL,
  HEADER_FILL,
  type WorkbookInput,
} from './exportTypes';
import { excelValue, looksLikeFormula, numFmtOf } from './exportValue';
import { valueAt } from '../model/columns';

type WorkbookClass = new () => Workbook;

const solid = (argb: string) => ({
  type: 'pattern' as const,
  pattern: 'solid' as const,
  fgColor: { argb: `FF${argb}` },
});

function groupText(value: unknown, type: string | undefined, labels: WorkbookInput['labels']): string {
  if (value === null || value === undefined || value === '') return '—';
  if (type === 'boolean' || type === 'booleanSwitch') return value === true ? labels.yes : labels.no;
  if ((type === 'date' || type === 'datetime') && typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  return String(value);
}

/**
 * The client-mode Excel file (spec 1 §9), built in the export worker: one sheet "Foglio 1" (then
 * "Foglio 2"… past Excel's row limit) with a #7A7A7A header, a #d9d9d9 row before each group,
 * real dates and numbers, and text that looks like a formula kept as text. Pure: the caller
 * passes exceljs' Workbook (the worker imports exceljs lazily, tests import it directly).
 *
 * @example const wb = buildWorkbook(ExcelJS.Workbook, input); await wb.xlsx.writeBuffer();
 */
export function buildWorkbook(
  WorkbookCtor: WorkbookClass,
  input: WorkbookInput,
  onProgress?: (done: number, total: number) => void,
): Workbook {
  const workbook = new WorkbookCtor();
  workbook.creator = 'Overins';
  const maxRows = (input.maxRowsPerSheet ?? EXCEL_MAX_ROWS) - 1;
  const { columns, groups, labels } = input;
  let sheet: Worksheet = addSheet(workbook, input, 1);
  let sheetCount = 1;
  let used = 0;
  const previous: unknown[] = groups.map(() => Symbol('none'));

  const addRow = (values: unknown[]) => {
    if (used >= maxRows) {
      sheetCount += 1;
      sheet = addSheet(workbook, input, sheetCount);
      used = 0;
    }
    used += 1;
    return sheet.addRow(values);
  };

  input.rows.forEach((row, index) => {
    const changedAt = groups.findIndex((g, level) => valueAt(row, g.field) !== previous[level]);
    if (changedAt >= 0) {
      for (let level = changedAt; level < groups.length; level++) {
        const g = groups[level]!;
        const value = valueAt(row, g.field);
        previous[level] = value;
        const text = `${'  '.repeat(level)}${g.title}: ${groupText(value, g.type, labels)}`;
        const groupRow = addRow([text]);
        groupRow.font = { bold: true };
        for (let c = 1; c <= columns.length; c++) groupRow.getCell(c).fill = solid(GROUP_FILL);
      }
    }
    const values = columns.map((c) => excelValue(row, c.field, c.type, labels));
    const excelRow = addRow(values);
    values.forEach((v, i) => {
      if (typeof v === 'string' && looksLikeFormula(v)) excelRow.getCell(i + 1).numFmt = '@';
    });
    if (onProgress && (index + 1) % 1000 === 0) onProgress(index + 1, input.rows.length);
  });
  onProgress?.(input.rows.length, input.rows.length);
  return workbook;
}

function addSheet(workbook: Workbook, input: WorkbookInput, n: number): Worksheet {
  // "Foglio 1" goes on as "Foglio 2"; a name without a number gets one.
  const base = input.sheetName.replace(/\s*\d+$/, '');
  const name = n === 1 ? input.sheetName : `${base} ${n}`;
  const sheet = workbook.addWorksheet(name);
  sheet.columns = input.columns.map((c) => ({
    key: c.field,
    width: c.exportWidth ?? DEFAULT_EXPORT_WIDTH,
    ...(numFmtOf(c.type) ? { style: { numFmt: numFmtOf(c.type) } } : {}),
  }));
  const header = sheet.addRow(input.columns.map((c) => c.title));
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.eachCell((cell) => {
    cell.fill = solid(HEADER_FILL);
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return sheet;
}
