import {
  cellValue,
  columnWidth,
  groupText,
  looksLikeFormula,
  numberFormat,
  SHEET_STYLE,
  sheetNameAt,
} from './sheetRules';
import type { PlannedColumn, SheetCell, SheetPlanInput, SheetStep } from './sheetTypes';

export interface SheetPlan {
  /** The steps that write one row: a new sheet when the current one is full, group rows, the row. */
  stepsFor(row: Record<string, unknown>): SheetStep[];
  /** The steps left at the end: the first sheet, header only, when no row came. */
  finish(): SheetStep[];
}

const readField = (row: Record<string, unknown>, field: string): unknown => row[field];

/**
 * The one plan of an Excel export (spec 1 §9), shared by the grid's worker (all rows in memory) and
 * the server (rows streamed in batches), so both write the same file: sheets named on from the
 * first past the row limit, each with its header; a group row each time a group value changes, from
 * that level inward; real dates and numbers with their formats; yes/no for booleans; formula-looking
 * text kept as text. Pure and stateful per export: the writers only turn the steps into cells.
 *
 * @example const plan = createSheetPlan(input); for (const row of rows) write(plan.stepsFor(row));
 */
export function createSheetPlan(
  input: SheetPlanInput,
  read: (row: Record<string, unknown>, field: string) => unknown = readField,
): SheetPlan {
  const { columns, groups, labels } = input;
  const limit = input.rowsPerSheet ?? SHEET_STYLE.maxRows;
  const planned: PlannedColumn[] = columns.map((c) => {
    const numFmt = numberFormat(c.type);
    return { key: c.field, title: c.title, width: columnWidth(c), ...(numFmt ? { numFmt } : {}) };
  });
  let sheets = 0;
  let used = 0; // rows of the current sheet, header included
  let previous: unknown[] | null = null;

  const take = (steps: SheetStep[]) => {
    if (sheets === 0 || used >= limit) {
      sheets += 1;
      used = 1;
      steps.push({ kind: 'sheet', name: sheetNameAt(input.sheetName, sheets), columns: planned });
    }
    used += 1;
  };

  return {
    stepsFor(row) {
      const steps: SheetStep[] = [];
      const values = groups.map((g) => read(row, g.field));
      const changedAt = previous === null ? 0 : values.findIndex((v, i) => v !== previous![i]);
      if (groups.length > 0 && changedAt !== -1) {
        for (let level = changedAt; level < groups.length; level++) {
          const g = groups[level]!;
          take(steps);
          steps.push({
            kind: 'group',
            level,
            text: `${'  '.repeat(level)}${g.title}: ${groupText(values[level], g.type, labels)}`,
          });
        }
      }
      previous = values;
      const cells: SheetCell[] = columns.map((c, i) => {
        const raw = read(row, c.field);
        const shown = c.values && raw !== null && raw !== undefined ? c.values[String(raw)] : undefined;
        const value = cellValue(shown ?? raw, c.type, labels);
        const numFmt = typeof value === 'string' && looksLikeFormula(value) ? '@' : planned[i]!.numFmt;
        return numFmt ? { value, numFmt } : { value };
      });
      take(steps);
      steps.push({ kind: 'row', cells });
      return steps;
    },
    finish() {
      if (sheets > 0) return [];
      sheets = 1;
      used = 1;
      return [{ kind: 'sheet', name: sheetNameAt(input.sheetName, 1), columns: planned }];
    },
  };
}
