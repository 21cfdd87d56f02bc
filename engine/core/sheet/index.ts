export { createSheetPlan, type SheetPlan } from './sheetPlan';
export {
  cellValue,
  columnWidth,
  groupText,
  looksLikeFormula,
  numberFormat,
  SHEET_STYLE,
  sheetNameAt,
  toSheetDate,
} from './sheetRules';
export type * from './sheetTypes';
