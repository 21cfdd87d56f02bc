import { Suspense, useContext } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { Screen, WidgetNode } from '../../../engine/core/screens';
import { ScreenRoutingContext } from '../../../engine/react/router/ScreenContext';
import { UnknownWidgetFallback } from '../../../engine/react/router/ScreenRenderer';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { valueAt } from '../model/columns';
import type { GridColumn, GridRow, RowDetailSpec } from '../types';

/** The leading column of a grid with a row detail: one open/close button per row. */
export const DETAIL_COLUMN: GridColumn = {
  field: '__detail',
  // A header cell must name its column (axe empty-table-header); a text, not a label key.
  title: 'Dettaglio',
  sortBy: false,
  groupable: false,
  width: 80,
};

/** Open rows of a grid with `rowDetail`, and how to open or close one. */
export interface RowDetailState {
  spec: RowDetailSpec;
  open: ReadonlySet<string>;
  toggle(rowId: string): void;
  /** The screen the grid is on (the detail widget is rendered as a node of it). */
  screen: Screen;
}

/** The value the detail widget is given (`rowDetail.key` of the row), or null when the row has none. */
export function detailKeyOf(row: GridRow, spec: RowDetailSpec): string | number | null {
  const v = valueAt(row, spec.key);
  return typeof v === 'string' ? (v === '' ? null : v) : typeof v === 'number' ? v : null;
}

/** The row's open/close button; disabled on rows without the key (a group header has none). */
export function DetailToggle({
  rowId,
  row,
  detail,
  controls,
}: {
  rowId: string | null;
  row: GridRow;
  detail: RowDetailState;
  controls: string;
}) {
  const t = useT();
  const open = rowId !== null && detail.open.has(rowId);
  const usable = rowId !== null && detailKeyOf(row, detail.spec) !== null;
  return (
    <Button
      size="sm"
      variant="outline-secondary"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-label={open ? t('griglia.chiudiDettaglio') : t('griglia.apriDettaglio')}
      title={open ? t('griglia.chiudiDettaglio') : t('griglia.apriDettaglio')}
      disabled={!usable}
      onClick={() => rowId !== null && detail.toggle(rowId)}
    >
      <span aria-hidden="true">{open ? '▾' : '▸'}</span>
    </Button>
  );
}

/**
 * The named widget of `rowDetail` for one open row, rendered from the registry as a screen node whose
 * props are the spec's `props` plus `{ [key]: row[key] }`. The widget's chunk loads lazily; a widget
 * the registry lacks (or a grid outside the screen router) shows the engine's own fallback.
 */
export function RowDetailContent({ row, detail }: { row: GridRow; detail: RowDetailState }) {
  const t = useT();
  const routing = useContext(ScreenRoutingContext);
  const { spec, screen } = detail;
  const value = detailKeyOf(row, spec);
  const resolved = routing?.registry.resolve(spec.widget, {
    screen: screen.name,
    pointer: '/body/props/rowDetail',
  });
  const Component = resolved?.ok ? resolved.widget.component : undefined;
  if (!Component || value === null) return <UnknownWidgetFallback name={spec.widget} />;
  const node: WidgetNode = { widget: spec.widget, props: { ...spec.props, [spec.key]: value } };
  return (
    <Suspense
      fallback={<Spinner size="sm" animation="border" role="status" aria-label={t('griglia.caricamento')} />}
    >
      <Component props={node.props as never} screen={screen} node={node} />
    </Suspense>
  );
}
