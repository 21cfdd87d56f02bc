import { useCallback, useMemo, useState } from 'react';
import { useSourceMutation, useSourcePath } from '../../../engine/react/data';
import { useEngine, useT, useToast } from '../../../engine/react/runtime/EngineContext';
import type { GridCommands } from '../cells/GridCellProps';
import { rowIdOf, valueAt } from '../model/columns';
import { editedRow, uploadsOf, type EditField } from '../model/editForm';
import { rowActions, type RowActionGrid } from '../rowActions';
import type { RowActionQuestion } from './RowActionDialog';
import type { GridProps, GridRow, RowCall } from '../types';
import { useFileUploads } from './useFileUploads';

const rowPath = (path: string | undefined, id: string) => `${path ?? ''}/${encodeURIComponent(id)}`;

/**
 * Row delete (`DELETE {path}/{id}` after a yes/no, then the `cancellazioneriuscita` toast) and the
 * set-row call (`PUT {path}/{id}` with the edited row; the spec does not show its shape), plus the
 * custom buttons of rowActions.ts. Both writes invalidate the grid's list source, so it reloads.
 */
export function useRowCommands(
  props: GridProps,
  editFields: EditField[],
  runCall: (call: RowCall, title: string, row: GridRow) => void,
) {
  const engine = useEngine();
  const toast = useToast();
  const t = useT();
  const deletePath = useSourcePath(props.deletable?.path);
  const editPath = useSourcePath(props.editable?.path);
  const invalidates = props.source ? [props.source.path] : [];
  const remove = useSourceMutation<{ id: string }>({
    method: 'delete',
    path: ({ id }) => rowPath(props.deletable?.path, id),
    invalidates,
  });
  const put = useSourceMutation<{ id: string; row: GridRow }>({
    method: 'put',
    path: ({ id }) => rowPath(props.editable?.path, id),
    body: ({ row }) => row,
    invalidates,
  });
  const post = useSourceMutation<{ path: string; body: unknown }>({
    method: 'post',
    path: ({ path }) => path,
    body: ({ body }) => body ?? {},
    invalidates,
  });
  const upload = useFileUploads(invalidates);
  const [asking, setAsking] = useState<{
    question: RowActionQuestion;
    resolve: (answer: string | null) => void;
  } | null>(null);
  const postRow = post.mutateAsync;
  const grid = useMemo<RowActionGrid>(
    () => ({
      ask: (question) => new Promise((resolve) => setAsking({ question, resolve })),
      post: async (path, body) => {
        try {
          return (await postRow({ path, body })) ?? null;
        } catch {
          // The main client has shown the error catalogue's toasts.
          return undefined;
        }
      },
    }),
    [postRow],
  );
  const [deleting, setDeleting] = useState<GridRow | null>(null);
  const [editing, setEditing] = useState<GridRow | null>(null);
  const idOf = (row: GridRow) => rowIdOf(row, props.idField);

  // mutateAsync is stable, so the row commands below keep their identity while the grid's paths do.
  const putRow = put.mutateAsync;
  const idField = props.idField;
  const save = useCallback(
    async (row: GridRow, body: GridRow): Promise<boolean> => {
      const id = rowIdOf(row, idField);
      if (!editPath || id === null) return false;
      try {
        await putRow({ id, row: body });
        toast({ variant: 'success', title: t('msg.salvato'), body: '' });
        return true;
      } catch {
        // The main client has shown the error catalogue's toasts; the form stays open.
        return false;
      }
    },
    [editPath, idField, putRow, toast, t],
  );

  const confirmDelete = async () => {
    const id = deleting ? idOf(deleting) : null;
    if (!deletePath || id === null) return setDeleting(null);
    try {
      await remove.mutateAsync({ id });
      toast({ variant: 'success', title: t('cancellazioneriuscita'), body: '' });
    } catch {
      // Reported by the main client's error catalogue.
    } finally {
      setDeleting(null);
    }
  };

  const user = engine.session.user?.attributes ?? null;
  // The declarative actions of the custom buttons, by name (contract item 1).
  const calls = useMemo(() => {
    const byName = new Map<string, { call: RowCall; title: string }>();
    for (const column of props.columns)
      for (const b of column.customButtons ?? [])
        if (b.call) byName.set(b.name, { call: b.call, title: b.title ?? b.name });
    return byName;
  }, [props.columns]);
  const commands = useMemo<GridCommands>(() => {
    const edit = editPath && editFields.length > 0 ? (row: GridRow) => setEditing(row) : undefined;
    const removable = removableRow(props.deletable?.hideWhen, user);
    const remove = deletePath
      ? (row: GridRow) => {
          if (removable(row)) setDeleting(row);
        }
      : undefined;
    return {
      edit,
      remove,
      removable,
      setValue: editPath
        ? async (row, field, value) => {
            await save(row, { ...row, [field]: value });
          }
        : undefined,
      run: (name, row) => {
        if ((name === 'edit' || name === 'modifica') && edit) return edit(row);
        if ((name === 'delete' || name === 'elimina') && remove) return remove(row);
        const declared = calls.get(name);
        if (declared) return runCall(declared.call, engine.t(declared.title), row);
        const action = rowActions[name];
        if (action) return void action(row, engine, grid);
        toast({
          variant: 'warning',
          title: t('msg.erroreGenerico'),
          body: t('msg.nonImplementato'),
        });
      },
    };
  }, [
    editPath,
    deletePath,
    editFields,
    engine,
    grid,
    user,
    props.deletable?.hideWhen,
    save,
    toast,
    t,
    calls,
    runCall,
  ]);

  return {
    commands,
    deleting,
    editing,
    busy: remove.isPending,
    confirmDelete,
    cancelDelete: () => setDeleting(null),
    /** The question a row action asks (RowActionDialog), and its answer. */
    question: asking?.question ?? null,
    answer: (answer: string | null) => {
      asking?.resolve(answer);
      setAsking(null);
    },
    closeEdit: () => setEditing(null),
    /** Saves the edited row, then sends the files its `file` inputs hold (paths filled from the row). */
    saveEdit: async (values: Record<string, unknown>) => {
      if (!editing) return false;
      const saved = await save(editing, editedRow(editing, editFields, values));
      const files = saved ? uploadsOf(editFields, values, editing) : [];
      if (files.length > 0) await upload(files, t('generico.modifica'));
      return saved;
    },
  };
}

/**
 * The grid's row condition on delete (`deletable.hideWhen`): no delete on the row whose `rowField`
 * equals the signed-in user's `equalsUser` property (one's own user, which the server refuses too).
 */
export function removableRow(
  hideWhen: { rowField: string; equalsUser: string } | undefined,
  user: Record<string, unknown> | null,
): (row: GridRow) => boolean {
  const mine = hideWhen ? user?.[hideWhen.equalsUser] : undefined;
  if (!hideWhen || mine === undefined || mine === null) return () => true;
  return (row) => String(valueAt(row, hideWhen.rowField)) !== String(mine);
}
