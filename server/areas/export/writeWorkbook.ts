import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ListFieldType } from '../../lists';

/** One exported column, as the grid sends it (only columns flagged `export`). */
export interface ExportColumn {
  field: string;
  title: string;
  /** Excel column width in characters. */
  exportWidth?: number;
  /** The grid's cell type (date, datetime, numeric, numeric-int, boolean, …): picks the number format. */
  type?: string;
}

export interface WorkbookPlan {
  columns: ExportColumn[];
  /** The list's type of every exported and grouping field: values are written as real dates and numbers. */
  fieldTypes: ReadonlyMap<string, ListFieldType>;
  /** Grouping fields, outermost first; the rows arrive sorted by them. */
  groups: Array<{ field: string; title: string }>;
  /** Rows per sheet including the header; Excel's limit unless a test asks fewer. */
  rowsPerSheet?: number;
}

export const EXCEL_MAX_ROWS = 1_048_576;
const HEADER_FILL = 'FF7A7A7A';
const GROUP_FILL = 'FFD9D9D9';
const DEFAULT_WIDTH = 20;

type Value = string | number | boolean | null;
type Row = Record<string, unknown>;

/**
 * Streams rows into an .xlsx on `out` with exceljs' WorkbookWriter (spec 1 §9): sheets "Foglio 1",
 * "Foglio 2"… past Excel's row limit, header filled #7A7A7A, a #d9d9d9 row each time a group value
 * changes, dates and numbers as real cells. Text stays text: a value starting with = + - @ is a
 * string cell, never a formula. Waits for `out` to drain between batches, so memory stays flat.
 */
export async function writeWorkbook(
  out: Writable,
  plan: WorkbookPlan,
  batches: AsyncIterable<Row[]>,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const limit = plan.rowsPerSheet ?? EXCEL_MAX_ROWS;
  let sheet: ExcelJS.Worksheet | null = null;
  let sheetRows = 0;
  let sheetCount = 0;
  let written = 0;
  let previous: Value[] | null = null;

  const newSheet = () => {
    sheet?.commit();
    sheetCount += 1;
    sheet = workbook.addWorksheet(`Foglio ${sheetCount}`, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = plan.columns.map((c) => ({ key: c.field, width: widthOf(c) }));
    const header = sheet.addRow(plan.columns.map((c) => c.title));
    header.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
      cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    });
    header.commit();
    sheetRows = 1;
  };
  const addRow = (values: unknown[], fill?: string) => {
    if (sheet === null || sheetRows >= limit) newSheet();
    const row = sheet!.addRow(values);
    sheetRows += 1;
    if (fill) {
      for (let i = 1; i <= plan.columns.length; i++) {
        const cell = row.getCell(i);
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: fill } };
        cell.font = { bold: true };
      }
    }
    return row;
  };

  for await (const batch of batches) {
    for (const item of batch) {
      const groupValues = plan.groups.map((g) => item[g.field] as Value);
      const changedAt = previous === null ? 0 : groupValues.findIndex((v, i) => v !== previous![i]);
      if (plan.groups.length > 0 && changedAt !== -1) {
        for (let level = changedAt; level < plan.groups.length; level++) {
          const g = plan.groups[level]!;
          const label = `${'  '.repeat(level)}${g.title}: ${groupLabel(groupValues[level] ?? null, plan.fieldTypes.get(g.field))}`;
          addRow([label], GROUP_FILL).commit();
        }
      }
      previous = groupValues;
      const row = addRow(plan.columns.map((c) => cellValue(item[c.field], plan.fieldTypes.get(c.field))));
      plan.columns.forEach((c, i) => {
        const format = numberFormat(c, plan.fieldTypes.get(c.field));
        if (format) row.getCell(i + 1).numFmt = format;
      });
      row.commit();
      written += 1;
    }
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  if (sheet === null) newSheet();
  (sheet as ExcelJS.Worksheet | null)?.commit();
  await workbook.commit();
  return written;
}

function widthOf(c: ExportColumn): number {
  const w = c.exportWidth;
  return typeof w === 'number' && Number.isFinite(w) && w > 0 ? Math.min(w, 255) : DEFAULT_WIDTH;
}

/** A list date ("2026-03-05T14:30:00", Italian time) as the same wall-clock time in Excel. */
function toDate(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

function cellValue(value: unknown, type: ListFieldType | undefined): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (type === 'date' && typeof value === 'string') return toDate(value) ?? value;
  if (type === 'number' && typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (typeof value === 'number') return value;
  // Strings go in as string cells; exceljs writes a formula only from { formula }, so "=1+1" stays text.
  return String(value);
}

function numberFormat(c: ExportColumn, type: ListFieldType | undefined): string | undefined {
  if (type === 'date') return c.type === 'datetime' ? 'dd/mm/yyyy hh:mm' : 'dd/mm/yyyy';
  if (type === 'number') return c.type === 'numeric-int' ? '0' : '#,##0.00';
  return undefined;
}

function groupLabel(value: Value, type: ListFieldType | undefined): string {
  if (value === null || value === '') return '(vuoto)';
  if (type === 'date' && typeof value === 'string') {
    const [date] = value.split('T');
    const [y, m, d] = (date ?? '').split('-');
    return `${d}/${m}/${y}`;
  }
  if (typeof value === 'boolean') return value ? 'Sì' : 'No';
  if (typeof value === 'number') return value.toLocaleString('it-IT');
  return value;
}
