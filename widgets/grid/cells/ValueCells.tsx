import { useT } from '../../../engine/react/runtime/EngineContext';
import type { GridCellProps } from './GridCellProps';
import { formatDateCell, formatNumber, secondsToTime } from './format';

const plain = (v: unknown) => (v === null || v === undefined || typeof v === 'object' ? '' : String(v));

export function TextCell({ value, column }: GridCellProps) {
  const t = useT();
  const text = plain(value);
  const label = column.valueLabels?.[text];
  return <>{label ? t(label) : text}</>;
}

export function DateCell({ value, column }: GridCellProps) {
  return <>{formatDateCell(value, column.format, false)}</>;
}

export function DateTimeCell({ value, column }: GridCellProps) {
  return <>{formatDateCell(value, column.format, true)}</>;
}

export function NumericCell({ value, column }: GridCellProps) {
  return <span className="d-block text-end">{formatNumber(value, column.format, false)}</span>;
}

export function NumericIntCell({ value, column }: GridCellProps) {
  return <span className="d-block text-end">{formatNumber(value, column.format, true)}</span>;
}

export function SecondsToTimeCell({ value }: GridCellProps) {
  return <span className="d-block text-end">{secondsToTime(value)}</span>;
}
