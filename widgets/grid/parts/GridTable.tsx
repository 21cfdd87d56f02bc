import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useId, useRef, type CSSProperties, type DragEvent } from 'react';
import { useT } from '../../../engine/react/runtime/EngineContext';
import type { SortField } from '../../../engine/core/query';
import { cellRendererOf } from '../cells/registry';
import type { GridCommands } from '../cells/GridCellProps';
import type { FilterHeaderState } from '../model/filterHeader';
import { ariaSortOf } from '../model/sortCycle';
import { sortFieldOf } from '../model/columns';
import { lockedPlacementsOf, sampleTextOf, type LockedPlacement } from '../model/widths';
import type { GridColumn, GridRow } from '../types';
import type { GridDispatch } from './gridDispatch';
import { GroupRow } from './GroupRow';
import { HeaderCell } from './HeaderCell';
import { LoadingNotice } from './Notices';
import { DETAIL_COLUMN, DetailToggle, RowDetailContent, type RowDetailState } from './RowDetail';
import { useElementWidth } from './useElementWidth';
import { useCellFocus } from './useCellFocus';
import type { GridTable as Table } from './useGridTable';
import '../Grid.css';

/** Past this many rows on screen the body is virtualised; fewer rows render plainly. */
export const VIRTUAL_THRESHOLD = 100;
/** Spec 1 §9: virtual scroll keeps 4 rows beyond the visible ones; scroll sync delay 200 ms. */
export const VIRTUAL_OVERSCAN = 4;
export const SCROLL_SYNC_DELAY = 200;
const ROW_HEIGHT = 41;
/** The height of a virtualised body's scroll box. */
const VIRTUAL_MAX_HEIGHT = '70vh';

/**
 * The body's height while the first rows load: a page of rows (its page size × the row height), or
 * the virtual scroll box for a page larger than the virtual threshold. The rows then take that place,
 * so the pager and what follows stay where they are (issue 13: layout shift).
 */
export function reservedHeightOf(pageSize: number): number | string {
  return pageSize > VIRTUAL_THRESHOLD ? VIRTUAL_MAX_HEIGHT : pageSize * ROW_HEIGHT;
}

/** Class and style of a cell of a locked column (sticky at the left edge), or of any other cell. */
function lockedCell(placement: LockedPlacement | undefined): { className: string; style: CSSProperties } {
  if (!placement) return { className: '', style: {} };
  return {
    className: placement.last ? ' grid-locked grid-locked-last' : ' grid-locked',
    style: { left: placement.left },
  };
}

/**
 * A body cell's text classes: one line cut with an ellipsis, except the free text of a locked column
 * (the row's key: a name, a number), which wraps rather than hide its end.
 */
const bodyTextClass = (column: GridColumn, locked: boolean) =>
  locked && sampleTextOf(column) === null ? 'grid-locked-wrap' : 'text-truncate';

export interface GridTableProps {
  table: Table;
  columns: Map<string, GridColumn>;
  label: string;
  sort: SortField[];
  filters: Record<string, FilterHeaderState>;
  groupBy: string[];
  groupable: (column: GridColumn) => boolean;
  pageRows: readonly GridRow[];
  commands: GridCommands;
  loading: boolean;
  /** Rows a page holds: their height is kept while the first rows load. */
  pageSize: number;
  dispatch: GridDispatch;
  /** Rows that open a detail under them (`rowDetail`). */
  detail?: RowDetailState;
}

export function GridTable(props: GridTableProps) {
  const { table, columns, label, sort, filters, groupBy, groupable, pageRows, commands, loading, dispatch } =
    props;
  const { detail } = props;
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const detailIdBase = useId();
  const anyLocked = [...columns.values()].some((c) => c.locked === true);
  // An open detail spans the whole table but stays as wide as the visible part while it scrolls
  // sideways; locked columns take no more than part of it.
  const visibleWidth = useElementWidth(scrollRef, detail !== undefined || anyLocked);
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const rows = table.getRowModel().rows;
  const virtual = rows.length > VIRTUAL_THRESHOLD;
  const virtualizer = useVirtualizer({
    count: rows.length,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: VIRTUAL_OVERSCAN,
    isScrollingResetDelay: SCROLL_SYNC_DELAY,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const focus = useCellFocus(scrollRef, rows.length, headers.length, (r) => {
    if (virtual && r > 0) virtualizer.scrollToIndex(r - 1);
  });

  const items = virtual ? virtualizer.getVirtualItems() : null;
  const shown = items
    ? items.map((i) => ({ row: rows[i.index], index: i.index }))
    : rows.map((row, index) => ({ row, index }));
  const padTop = items?.[0]?.start ?? 0;
  const padBottom =
    items && items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const colCount = headers.length;
  // Locked columns (`locked: true`) stick at the left edge while the table scrolls sideways.
  const locked = lockedPlacementsOf(
    headers.map((h) => ({ id: h.column.id, size: h.getSize(), locked: columns.get(h.column.id)?.locked })),
    visibleWidth,
  );

  const onDropHeader = (e: DragEvent) => e.preventDefault();
  const scrollStyle: CSSProperties = virtual
    ? { maxHeight: VIRTUAL_MAX_HEIGHT, overflow: 'auto' }
    : { overflowX: 'auto' };
  const reserved = loading && rows.length === 0 ? reservedHeightOf(props.pageSize) : null;

  return (
    // The loading notice lies over the table (outside its scroll box, so it stays in view when the
    // table scrolls sideways) rather than above it: its coming and going moves nothing.
    <div className="position-relative">
      <div ref={scrollRef} style={scrollStyle} className="border rounded position-relative">
        <table
          role="grid"
          aria-label={label}
          aria-rowcount={rows.length + 1}
          aria-colcount={colCount}
          aria-busy={loading}
          className="table table-sm table-hover mb-0"
          style={{ tableLayout: 'fixed', width: table.getTotalSize(), minWidth: '100%' }}
          onKeyDown={focus.onKeyDown}
        >
          <colgroup>
            {headers.map((h) => (
              <col key={h.id} style={{ width: h.getSize() }} />
            ))}
          </colgroup>
          <thead role="rowgroup" className="table-light" style={{ position: 'sticky', top: 0, zIndex: 2 }}>
            <tr role="row" aria-rowindex={1} onDragOver={onDropHeader}>
              {headers.map((h, c) => {
                const column = columns.get(h.column.id);
                if (!column) return null;
                const stick = lockedCell(locked.get(h.column.id));
                return (
                  <th
                    key={h.id}
                    role="columnheader"
                    scope="col"
                    aria-colindex={c + 1}
                    aria-sort={ariaSortOf(sort, sortFieldOf(column))}
                    data-r={0}
                    data-c={c}
                    tabIndex={focus.tabIndexOf(0, c)}
                    // A locked header is sticky, which also anchors its resize handle.
                    className={`align-middle${stick.className || ' position-relative'}`}
                    style={{ width: h.getSize(), ...stick.style }}
                  >
                    <HeaderCell
                      column={column}
                      sort={sort}
                      filter={filters[column.field]}
                      groupable={groupable(column)}
                      grouped={groupBy.includes(column.field)}
                      rows={pageRows}
                      dispatch={dispatch}
                    />
                    {h.column.getCanResize() && (
                      <div
                        aria-hidden="true"
                        onMouseDown={h.getResizeHandler()}
                        onTouchStart={h.getResizeHandler()}
                        onDoubleClick={() => h.column.resetSize()}
                        className="position-absolute top-0 end-0 h-100"
                        style={{ width: 6, cursor: 'col-resize', userSelect: 'none', touchAction: 'none' }}
                      />
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
            {reserved !== null && (
              <tr aria-hidden="true" className="grid-reserved" style={{ height: reserved }} />
            )}
            {rows.length === 0 && !loading && (
              <tr role="row" aria-rowindex={2}>
                <td
                  role="gridcell"
                  colSpan={colCount}
                  data-r={1}
                  data-c={0}
                  tabIndex={focus.tabIndexOf(1, 0)}
                  className="text-center text-muted py-4"
                >
                  {t('griglia.nessunDato')}
                </td>
              </tr>
            )}
            {shown.map(({ row, index }) => {
              if (!row) return null;
              const r = index + 1;
              if (row.getIsGrouped()) {
                return (
                  <GroupRow
                    key={row.id}
                    row={row}
                    column={columns.get(row.groupingColumnId ?? '')}
                    r={r}
                    colCount={colCount}
                    tabIndex={focus.tabIndexOf(r, 0)}
                  />
                );
              }
              const selected = row.getIsSelected();
              const rowId = row.id.startsWith('riga-') ? null : row.id;
              const detailId = `${detailIdBase}-dettaglio-${r}`;
              const detailOpen = detail !== undefined && rowId !== null && detail.open.has(rowId);
              return (
                <Fragment key={row.id}>
                  <tr
                    role="row"
                    aria-rowindex={r + 1}
                    aria-selected={selected || undefined}
                    className={selected ? 'table-active' : undefined}
                  >
                    {row.getAllCells().map((cell, c) => {
                      const column = columns.get(cell.column.id);
                      if (!column) return null;
                      const Renderer = cellRendererOf(column.type);
                      const placeholder = cell.getIsPlaceholder();
                      const stick = lockedCell(locked.get(cell.column.id));
                      return (
                        <td
                          key={cell.id}
                          role="gridcell"
                          aria-colindex={c + 1}
                          data-r={r}
                          data-c={c}
                          tabIndex={focus.tabIndexOf(r, c)}
                          className={`${bodyTextClass(column, stick.className !== '')} align-middle${stick.className}`}
                          style={{
                            paddingLeft: c === 0 && row.depth > 0 ? `${row.depth * 1.25}rem` : undefined,
                            ...stick.style,
                          }}
                        >
                          {!placeholder && detail && column.field === DETAIL_COLUMN.field ? (
                            <DetailToggle
                              rowId={rowId}
                              row={row.original}
                              detail={detail}
                              controls={detailId}
                            />
                          ) : (
                            !placeholder && (
                              <Renderer
                                value={cell.getValue()}
                                row={row.original}
                                column={column}
                                rowId={rowId}
                                selected={selected}
                                onToggleSelected={() => row.toggleSelected()}
                                commands={commands}
                              />
                            )
                          )}
                        </td>
                      );
                    })}
                  </tr>
                  {detailOpen && (
                    <tr role="row" id={detailId} className="grid-row-detail">
                      <td role="gridcell" colSpan={colCount} className="bg-body-tertiary p-2">
                        <div
                          style={{
                            position: 'sticky',
                            left: '0.5rem',
                            maxWidth: visibleWidth ? visibleWidth - 16 : undefined,
                          }}
                        >
                          <RowDetailContent row={row.original} detail={detail} />
                        </div>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
            {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
          </tbody>
        </table>
      </div>
      {loading && <LoadingNotice />}
    </div>
  );
}
