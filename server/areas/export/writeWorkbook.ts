import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { createSheetPlan, SHEET_STYLE, type SheetColumn, type SheetStep } from '../../../engine/core/sheet';
import type { ListFieldType } from '../../lists';

/** One exported column, as the grid sends it (only columns flagged `export`). */
export type ExportColumn = SheetColumn;

export interface WorkbookPlan {
  columns: ExportColumn[];
  /** The list's type of every exported and grouping field: values are written as real dates and numbers. */
  fieldTypes: ReadonlyMap<string, ListFieldType>;
  /** Grouping fields, outermost first; the rows arrive sorted by them. */
  groups: Array<{ field: string; title: string }>;
  /** Rows per sheet including the header; Excel's limit unless a test asks fewer. */
  rowsPerSheet?: number;
}

export const EXCEL_MAX_ROWS = SHEET_STYLE.maxRows;
const LABELS = { yes: 'Sì', no: 'No', empty: '—' };
const argb = (rgb: string) => `FF${rgb}`;

type Row = Record<string, unknown>;

/** Rows written between two turns of the event loop. */
const YIELD_EVERY = 250;

/**
 * The grid's cell type the sheet plan writes a column with, from the list's own type of the field:
 * only a date or number field gives a real date or number cell (the column type then picks date or
 * date-time, decimals or integer); any other field stays text, whatever the column says.
 */
function sheetType(columnType: string | undefined, fieldType: ListFieldType | undefined): string | undefined {
  if (fieldType === 'date') return columnType === 'datetime' ? 'datetime' : 'date';
  if (fieldType === 'number') return columnType === 'numeric-int' ? 'numeric-int' : 'numeric';
  if (fieldType === 'boolean') return 'boolean';
  return undefined;
}

/**
 * Streams rows into an .xlsx on `out` with exceljs' WorkbookWriter (spec 1 §9), following the
 * engine's sheet plan (engine/core/sheet, the same plan the grid's worker writes): sheets "Foglio 1",
 * "Foglio 2"… past Excel's row limit, header filled #7A7A7A, a #d9d9d9 row each time a group value
 * changes, dates and numbers as real cells, text that looks like a formula kept as text. Waits for
 * `out` to drain between batches, so memory stays flat.
 */
export async function writeWorkbook(
  out: Writable,
  plan: WorkbookPlan,
  batches: AsyncIterable<Row[]>,
): Promise<number> {
  // Loaded with the first export, not with the server: it was a sixth of the start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheetPlan = createSheetPlan({
    columns: plan.columns.map((c) => ({ ...c, type: sheetType(c.type, plan.fieldTypes.get(c.field)) })),
    groups: plan.groups.map((g) => ({ ...g, type: sheetType(undefined, plan.fieldTypes.get(g.field)) })),
    sheetName: 'Foglio 1',
    labels: LABELS,
    ...(plan.rowsPerSheet ? { rowsPerSheet: plan.rowsPerSheet } : {}),
  });
  let sheet: ExcelJS.Worksheet | null = null;
  let written = 0;

  const write = (steps: SheetStep[]) => {
    for (const step of steps) {
      if (step.kind === 'sheet') {
        sheet?.commit();
        sheet = workbook.addWorksheet(step.name, { views: [{ state: 'frozen', ySplit: 1 }] });
        sheet.columns = step.columns.map((c) => ({ key: c.key, width: c.width }));
        const header = sheet.addRow(step.columns.map((c) => c.title));
        header.eachCell((cell) => {
          cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(SHEET_STYLE.headerFill) } };
          cell.font = { bold: true, color: { argb: argb(SHEET_STYLE.headerFont) } };
        });
        header.commit();
      } else if (step.kind === 'group') {
        const row = sheet!.addRow([step.text]);
        for (let i = 1; i <= plan.columns.length; i++) {
          const cell = row.getCell(i);
          cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(SHEET_STYLE.groupFill) } };
          cell.font = { bold: true };
        }
        row.commit();
      } else {
        const row = sheet!.addRow(step.cells.map((c) => c.value));
        step.cells.forEach((c, i) => {
          if (c.numFmt) row.getCell(i + 1).numFmt = c.numFmt;
        });
        row.commit();
        written += 1;
      }
    }
  };

  for await (const batch of batches) {
    for (let i = 0; i < batch.length; i++) {
      write(sheetPlan.stepsFor(batch[i]!));
      // A batch is ~80 ms of writing: other requests get their turn every few hundred rows.
      if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  write(sheetPlan.finish());
  (sheet as ExcelJS.Worksheet | null)?.commit();
  await workbook.commit();
  return written;
}
