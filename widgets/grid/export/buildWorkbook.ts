import type { Workbook, Worksheet } from 'exceljs';
import { createSheetPlan, SHEET_STYLE, type SheetStep } from '../../../engine/core/sheet';
import type { WorkbookInput } from './exportTypes';
import { valueAt } from '../model/columns';
import type { GridRow } from '../types';

type WorkbookClass = new () => Workbook;

const solid = (argb: string) => ({
  type: 'pattern' as const,
  pattern: 'solid' as const,
  fgColor: { argb: `FF${argb}` },
});

/**
 * The client-mode Excel file (spec 1 §9), built in the export worker from the engine's sheet plan
 * (engine/core/sheet, the same plan the server's export writes): this only turns its steps into
 * exceljs cells. Pure: the caller passes exceljs' Workbook (the worker imports exceljs lazily, tests
 * import it directly).
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
  const plan = createSheetPlan(
    {
      columns: input.columns,
      groups: input.groups,
      sheetName: input.sheetName,
      labels: { empty: '—', ...input.labels },
      ...(input.maxRowsPerSheet ? { rowsPerSheet: input.maxRowsPerSheet } : {}),
    },
    (row, field) => valueAt(row as GridRow, field),
  );
  let sheet: Worksheet | null = null;
  const write = (steps: SheetStep[]) => {
    for (const step of steps) {
      if (step.kind === 'sheet') sheet = addSheet(workbook, step);
      else if (step.kind === 'group') {
        const row = sheet!.addRow([step.text]);
        row.font = { bold: true };
        for (let c = 1; c <= input.columns.length; c++) row.getCell(c).fill = solid(SHEET_STYLE.groupFill);
      } else {
        const row = sheet!.addRow(step.cells.map((c) => c.value));
        step.cells.forEach((c, i) => {
          if (c.numFmt) row.getCell(i + 1).numFmt = c.numFmt;
        });
      }
    }
  };

  input.rows.forEach((row, index) => {
    write(plan.stepsFor(row));
    if (onProgress && (index + 1) % 1000 === 0) onProgress(index + 1, input.rows.length);
  });
  write(plan.finish());
  onProgress?.(input.rows.length, input.rows.length);
  return workbook;
}

function addSheet(workbook: Workbook, step: Extract<SheetStep, { kind: 'sheet' }>): Worksheet {
  const sheet = workbook.addWorksheet(step.name);
  sheet.columns = step.columns.map((c) => ({
    key: c.key,
    width: c.width,
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  const header = sheet.addRow(step.columns.map((c) => c.title));
  header.font = { bold: true, color: { argb: `FF${SHEET_STYLE.headerFont}` } };
  header.eachCell((cell) => {
    cell.fill = solid(SHEET_STYLE.headerFill);
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return sheet;
}
