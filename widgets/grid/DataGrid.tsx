import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { PAGE_SIZE_ALL, type ListQuery } from '../../engine/core/query';
import { useListQuery, useSourcePath } from '../../engine/react/data';
import { canAccess } from '../../engine/core/access';
import { useSession, useT } from '../../engine/react/runtime/EngineContext';
import { useGridExport } from './export/useGridExport';
import { processClientRows } from './model/clientRows';
import { isCommandColumn } from './model/columns';
import { editFieldsOf } from './model/editForm';
import { pageCountOf } from './model/pager';
import { buildFilter, initialFilterStates } from './model/filterHeader';
import { gridReducer, initialGridState, type GridState } from './model/gridState';
import { effectiveSort } from './model/sortCycle';
import { DeleteConfirm } from './parts/DeleteConfirm';
import { EditRowDialog } from './parts/EditRowDialog';
import { FormDialog } from './parts/FormDialog';
import { RevealDialog } from './parts/RevealDialog';
import { useGridCalls } from './parts/useGridCalls';
import { RowActionDialog } from './parts/RowActionDialog';
import { GridTable } from './parts/GridTable';
import { GroupPanel } from './parts/GroupPanel';
import { ExportProgress, TruncatedNotice } from './parts/Notices';
import { Pager } from './parts/Pager';
import { Toolbar } from './parts/Toolbar';
import { useGridTable, shownColumns } from './parts/useGridTable';
import { useIsMobile } from '../../engine/react/layout/useIsMobile';
import { useRowCommands } from './parts/useRowCommands';
import { useRowDetail } from './parts/useRowDetail';
import type { Screen } from '../../engine/core/screens';
import type { GridProps, GridRow } from './types';

const NO_ROWS: GridRow[] = [];

/**
 * The data grid of spec 1 §4–§5, configured only by its JSON props: server mode asks the list
 * call for every change (list grammar), client mode loads once (or takes `rows`) and does the same
 * work here with the same semantics.
 */
export interface DataGridProps extends GridProps {
  /** Starting sort, filters, groups or page (stories and screens' own wrappers; not a JSON prop). */
  initialState?: Partial<GridState>;
  /** Row ids selected at first. */
  initialSelection?: string[];
  /** The screen the grid is on; a row detail widget is rendered as one of its nodes. */
  screen?: Screen;
}

/** Where a grid outside a screen (a story) renders its row detail from. */
const NO_SCREEN: Screen = { name: 'griglia', path: '' };

export function DataGrid(props: DataGridProps) {
  const t = useT();
  const mobile = useIsMobile();
  const mode = props.mode ?? (props.rows ? 'client' : 'server');
  const [state, dispatch] = useReducer(gridReducer, undefined, () => {
    const initial = initialGridState(props.pageSize);
    const filters = initialFilterStates(props.columns, props.initialFilters);
    return { ...initial, ...(filters ? { filters } : {}), ...props.initialState };
  });
  const [rowSelection, setRowSelection] = useState<RowSelectionState>(() =>
    Object.fromEntries((props.initialSelection ?? []).map((id) => [id, true as const])),
  );

  const user = useSession().user;
  // A column with a guard shows only to the users it admits (the back office's distributor column).
  const columns = useMemo(
    () => props.columns.filter((c) => !c.guard || canAccess({ user, guard: c.guard }).allowed),
    [props.columns, user],
  );
  const filter = useMemo(() => buildFilter(columns, state.filters), [columns, state.filters]);
  const sort = useMemo(() => effectiveSort(state.sort, state.groupBy), [state.sort, state.groupBy]);
  const listQuery = useMemo<ListQuery>(
    () => ({
      filter,
      sort,
      page: state.page,
      pageSize: state.pageSize,
      fullTextSearch: state.fullTextSearch || null,
    }),
    [filter, sort, state.page, state.pageSize, state.fullTextSearch],
  );

  const server = useListQuery<GridRow>(props.source, listQuery, { enabled: mode === 'server' });
  const loaded = useListQuery<GridRow>(props.source, null, { enabled: mode === 'client' && !props.rows });
  const allClientRows = props.rows ?? loaded.page?.items ?? NO_ROWS;
  const client = useMemo(
    () =>
      mode === 'client'
        ? processClientRows(allClientRows, columns, {
            filter,
            sort,
            fullTextSearch: state.fullTextSearch,
            page: state.page,
            pageSize: state.pageSize,
          })
        : null,
    [mode, allClientRows, columns, filter, sort, state.fullTextSearch, state.page, state.pageSize],
  );
  const pageRows = client ? client.page : (server.page?.items ?? NO_ROWS);
  const total = client ? client.total : (server.page?.total ?? 0);
  const truncated = mode === 'server' && server.page?.truncated === true;
  const estimated = mode === 'server' && server.page?.estimated === true;
  // A total that shrank (rows gone, or an estimate the server made exact near the end) can leave the
  // page past the last one: the grid goes to the last page instead of showing an empty one.
  const lastPage = pageCountOf(total, state.pageSize);
  const pastTheEnd = mode === 'server' && !!server.page && !server.loading && state.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) dispatch({ type: 'page', page: lastPage });
  }, [pastTheEnd, lastPage]);
  const loading = mode === 'server' ? server.loading : !props.rows && loaded.loading;

  const editFields = useMemo(() => editFieldsOf(columns), [columns]);
  const calls = useGridCalls(props, editFields);
  const rowCommands = useRowCommands(props, editFields, calls.runCall);
  const shown = useMemo(
    () =>
      shownColumns(columns, {
        selectable: props.selectable === true,
        rowCommands: !!(props.deletable || (props.editable && editFields.length > 0)),
        rowDetail: props.rowDetail !== undefined,
      }),
    [columns, props.selectable, props.deletable, props.editable, editFields.length, props.rowDetail],
  );
  const detail = useRowDetail(props.rowDetail, props.screen ?? NO_SCREEN);
  const byField = useMemo(() => new Map(shown.map((c) => [c.field, c])), [shown]);
  const groupable = useCallback(
    (c: { field: string; groupable?: boolean; type?: string }) =>
      !c.field.startsWith('__') &&
      !isCommandColumn(c as GridProps['columns'][number]) &&
      (c.groupable ?? props.groupable === true),
    [props.groupable],
  );
  const table = useGridTable({
    columns: shown,
    rows: pageRows,
    groupBy: state.groupBy,
    idField: props.idField,
    rowSelection,
    onRowSelectionChange: setRowSelection,
  });

  const path = useSourcePath(props.source?.path);
  const exporter = useGridExport({
    mode,
    columns,
    path,
    filter,
    sort,
    fullTextSearch: state.fullTextSearch,
    groupBy: state.groupBy,
    rows: () => client?.all ?? NO_ROWS,
    total,
    fileName: props.export?.fileName,
  });

  const label = t(props.title ?? 'griglia.elenco');
  const anyGroupable = columns.some((c) => groupable(c));

  return (
    <section className="grid-widget" aria-label={label}>
      <Toolbar
        search={props.fullTextSearch === true}
        searchText={state.fullTextSearch}
        onSearch={(text) => dispatch({ type: 'search', text })}
        exportable={props.export !== undefined}
        exporting={exporter.progress !== null}
        onExport={exporter.start}
        onClear={() => {
          dispatch({ type: 'clear' });
          setRowSelection({});
        }}
        selectedCount={Object.keys(rowSelection).length}
        onCreate={calls.canCreate ? calls.openCreate : undefined}
        createLabel={props.create?.button}
      />
      {anyGroupable && !mobile && (
        <GroupPanel
          groupBy={state.groupBy}
          columns={byField}
          canGroup={(f) => {
            const c = byField.get(f);
            return c ? groupable(c) : false;
          }}
          dispatch={dispatch}
        />
      )}
      {exporter.progress && (
        <ExportProgress
          percent={exporter.progress.percent}
          detail={exporter.progress.detail}
          onCancel={exporter.cancel}
        />
      )}
      {truncated && (
        <TruncatedNotice
          shown={pageRows.length}
          total={total}
          onExport={props.export ? exporter.start : undefined}
        />
      )}
      <GridTable
        table={table}
        columns={byField}
        label={label}
        sort={state.sort}
        filters={state.filters}
        groupBy={state.groupBy}
        groupable={groupable}
        pageRows={mode === 'client' ? allClientRows : pageRows}
        commands={rowCommands.commands}
        loading={loading}
        pageSize={state.pageSize}
        dispatch={dispatch}
        detail={detail}
      />
      <Pager
        page={state.page}
        pageSize={state.pageSize}
        total={total}
        estimated={estimated}
        mobile={mobile}
        onPage={(page) => dispatch({ type: 'page', page })}
        onPageSize={(pageSize) => dispatch({ type: 'pageSize', pageSize: pageSize || PAGE_SIZE_ALL })}
      />
      <DeleteConfirm
        show={rowCommands.deleting !== null}
        busy={rowCommands.busy}
        onYes={() => void rowCommands.confirmDelete()}
        onNo={rowCommands.cancelDelete}
      />
      <RowActionDialog question={rowCommands.question} onAnswer={rowCommands.answer} />
      <FormDialog spec={calls.dialog} onSubmit={calls.submit} onClose={calls.close} />
      <RevealDialog spec={calls.revealed} onClose={calls.closeRevealed} />
      <EditRowDialog
        row={rowCommands.editing}
        fields={editFields}
        onSave={rowCommands.saveEdit}
        onClose={rowCommands.closeEdit}
      />
    </section>
  );
}
