import type { Row } from '@tanstack/react-table';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { formatDateCell, formatNumber, isTruthy } from '../cells/format';
import type { GridColumn, GridRow } from '../types';
import type { GridFeatures } from './useGridTable';

function leafCount(row: Row<GridFeatures, GridRow>): number {
  return row.subRows.reduce((n, sub) => n + (sub.subRows.length > 0 ? leafCount(sub) : 1), 0);
}

/** The value a group row shows, formatted like the column's cells. */
export function groupValueText(
  column: GridColumn | undefined,
  value: unknown,
  t: (k: string) => string,
): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (column?.type) {
    case 'date':
      return formatDateCell(value, column.format, false);
    case 'datetime':
      return formatDateCell(value, column.format, true);
    case 'numeric':
      return formatNumber(value, column.format, false);
    case 'numeric-int':
      return formatNumber(value, column.format, true);
    case 'boolean':
    case 'booleanSwitch':
      return isTruthy(value) ? t('griglia.vero') : t('griglia.falso');
    default:
      return String(value);
  }
}

/** A group's header row: the grouped column and value, how many rows, and its expand/collapse toggle. */
export function GroupRow({
  row,
  column,
  r,
  colCount,
  tabIndex,
}: {
  row: Row<GridFeatures, GridRow>;
  column: GridColumn | undefined;
  r: number;
  colCount: number;
  tabIndex: number;
}) {
  const t = useT();
  const expanded = row.getIsExpanded();
  const title = column ? t(column.title ?? column.field) : '';
  const text = `${title}: ${groupValueText(column, row.groupingValue, t)}`;
  return (
    <tr
      role="row"
      aria-rowindex={r + 1}
      aria-expanded={expanded}
      aria-level={row.depth + 1}
      style={{ background: '#d9d9d9' }}
    >
      <td
        role="gridcell"
        colSpan={colCount}
        data-r={r}
        data-c={0}
        tabIndex={tabIndex}
        style={{ paddingLeft: `${row.depth * 1.25 + 0.25}rem`, background: 'transparent' }}
      >
        <button
          type="button"
          className="btn btn-sm btn-link text-reset text-decoration-none p-0 fw-semibold"
          // The group's title stays in view while a wide table scrolls sideways.
          style={{ position: 'sticky', left: `${row.depth * 1.25 + 0.25}rem` }}
          tabIndex={-1}
          aria-expanded={expanded}
          onClick={() => row.toggleExpanded()}
        >
          <span aria-hidden="true">{expanded ? '▾' : '▸'} </span>
          {text}
          <span className="fw-normal text-muted"> ({leafCount(row)})</span>
        </button>
      </td>
    </tr>
  );
}
