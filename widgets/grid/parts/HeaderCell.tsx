import type { DragEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { filterHeaderOf, sortFieldOf } from '../model/columns';
import type { FilterHeaderState } from '../model/filterHeader';
import { ariaSortOf } from '../model/sortCycle';
import type { SortField } from '../../../engine/core/query';
import type { GridColumn, GridRow } from '../types';
import { ColumnMenu } from './ColumnMenu';
import { FilterForm } from './FilterForm';
import type { GridDispatch } from './gridDispatch';

export interface HeaderCellProps {
  column: GridColumn;
  sort: SortField[];
  filter: FilterHeaderState | undefined;
  groupable: boolean;
  grouped: boolean;
  rows: readonly GridRow[];
  dispatch: GridDispatch;
}

const SORT_MARK = { ascending: ' ▲', descending: ' ▼', none: '' } as const;

/** The inside of a column header: the sorting title and the column menu (sort, group, filter). */
export function HeaderCell({ column, sort, filter, groupable, grouped, rows, dispatch }: HeaderCellProps) {
  const t = useT();
  const title = column.field.startsWith('__') && !column.title ? '' : t(column.title ?? column.field);
  const sortField = sortFieldOf(column);
  const aria = ariaSortOf(sort, sortField);
  const filterType = filterHeaderOf(column);
  const hasMenu = sortField !== null || filterType !== null || groupable;
  const onDragStart = (e: DragEvent) => {
    e.dataTransfer.setData('text/x-grid-field', column.field);
    e.dataTransfer.effectAllowed = 'copy';
  };
  return (
    <div
      className="d-flex align-items-center justify-content-between gap-1"
      draggable={groupable}
      onDragStart={onDragStart}
    >
      {sortField !== null ? (
        <button
          type="button"
          className="btn btn-link p-0 text-reset text-decoration-none fw-semibold text-start grid-header-title"
          tabIndex={-1}
          data-grid-activate
          onClick={() => dispatch({ type: 'sort', field: sortField })}
        >
          {title}
          {aria && <span aria-hidden="true">{SORT_MARK[aria]}</span>}
        </button>
      ) : (
        <span className="fw-semibold grid-header-title">{title}</span>
      )}
      {hasMenu && (
        <ColumnMenu label={title} active={filter !== undefined}>
          {(close) => (
            <div className="d-grid gap-2">
              {sortField !== null && (
                <div className="d-grid gap-1">
                  <Button
                    size="sm"
                    variant="light"
                    className="text-start"
                    onClick={() => {
                      dispatch({ type: 'setSort', field: sortField, direction: 'asc' });
                      close();
                    }}
                  >
                    ▲ {t('griglia.ordinaCrescente')}
                  </Button>
                  <Button
                    size="sm"
                    variant="light"
                    className="text-start"
                    onClick={() => {
                      dispatch({ type: 'setSort', field: sortField, direction: 'desc' });
                      close();
                    }}
                  >
                    ▼ {t('griglia.ordinaDecrescente')}
                  </Button>
                </div>
              )}
              {groupable && (
                <Button
                  size="sm"
                  variant="light"
                  className="text-start"
                  onClick={() => {
                    dispatch({ type: grouped ? 'ungroup' : 'group', field: column.field });
                    close();
                  }}
                >
                  {grouped ? t('griglia.rimuoviRaggruppamento') : t('griglia.raggruppaPer')}
                </Button>
              )}
              {filterType !== null && (
                <FilterForm
                  column={column}
                  active={filter}
                  rows={rows}
                  onApply={(state) => {
                    dispatch({ type: 'applyFilter', field: column.field, state });
                    close();
                  }}
                  onRemove={() => {
                    dispatch({ type: 'removeFilter', field: column.field });
                    close();
                  }}
                />
              )}
            </div>
          )}
        </ColumnMenu>
      )}
    </div>
  );
}
