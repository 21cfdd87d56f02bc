import { useCallback, useMemo, useState } from 'react';
import { useSourceMutation, useSourcePath } from '../../../engine/react/data';
import { useEngine, useT, useToast } from '../../../engine/react/runtime/EngineContext';
import type { GridCommands } from '../cells/GridCellProps';
import { rowIdOf, valueAt } from '../model/columns';
import { editedRow, type EditField } from '../model/editForm';
import { rowActions } from '../rowActions';
import type { GridProps, GridRow } from '../types';

const rowPath = (path: string | undefined, id: string) => `${path ?? ''}/${encodeURIComponent(id)}`;

/**
 * Row delete (`DELETE {path}/{id}` after a yes/no, then the `cancellazioneriuscita` toast) and the
 * set-row call (`PUT {path}/{id}` with the edited row; the spec does not show its shape), plus the
 * custom buttons of rowActions.ts. Both writes invalidate the grid's list source, so it reloads.
 */
export function useRowCommands(props: GridProps, editFields: EditField[]) {
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
        const action = rowActions[name];
        if (action) return void action(row, engine);
        toast({
          variant: 'warning',
          title: t('msg.erroreGenerico'),
          body: t('msg.nonImplementato'),
        });
      },
    };
  }, [editPath, deletePath, editFields, engine, user, props.deletable?.hideWhen, save, toast, t]);

  return {
    commands,
    deleting,
    editing,
    busy: remove.isPending,
    confirmDelete,
    cancelDelete: () => setDeleting(null),
    closeEdit: () => setEditing(null),
    saveEdit: (values: Record<string, unknown>) =>
      editing ? save(editing, editedRow(editing, editFields, values)) : Promise.resolve(false),
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
