import { renderFunctionOf } from '../renderFunctions';
import type { GridCellProps } from './GridCellProps';

/** A cell drawn by the render function the column's `format` names (see renderFunctions.ts). */
export function RenderFunctionCell({ value, row, column }: GridCellProps) {
  const render = renderFunctionOf(column.format);
  if (render) return <>{render(value, row, column)}</>;
  return <>{value === null || value === undefined || typeof value === 'object' ? '' : String(value)}</>;
}
