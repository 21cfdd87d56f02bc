import { useMemo, useState } from 'react';
import { useApi, useEngine, useT, useToast } from '../../../engine/react/runtime/EngineContext';
import type { GridCommands } from '../cells/GridCellProps';
import { rowIdOf } from '../model/columns';
import { editedRow, type EditField } from '../model/editForm';
import { rowActions } from '../rowActions';
import type { GridProps, GridRow } from '../types';
import { useResolvedPath } from './useListSource';

/**
 * Row delete (`DELETE {path}/{id}` after a yes/no, then the `cancellazioneriuscita` toast) and the
 * set-row call (`PUT {path}/{id}` with the edited row; the spec does not show its shape), plus the
 * custom buttons of rowActions.ts. `onChanged` reloads the list.
 */
export function useRowCommands(props: GridProps, editFields: EditField[], onChanged: () => void) {
  const engine = useEngine();
  const { main } = useApi();
  const toast = useToast();
  const t = useT();
  const deletePath = useResolvedPath(props.deletable?.path);
  const editPath = useResolvedPath(props.editable?.path);
  const [deleting, setDeleting] = useState<GridRow | null>(null);
  const [editing, setEditing] = useState<GridRow | null>(null);
  const [busy, setBusy] = useState(false);
  const idOf = (row: GridRow) => rowIdOf(row, props.idField);

  const save = async (row: GridRow, body: GridRow): Promise<boolean> => {
    const id = idOf(row);
    if (!editPath || id === null) return false;
    try {
      await main.put(`${editPath}/${encodeURIComponent(id)}`, { json: body });
      toast({ variant: 'success', title: t('msg.salvato', 'Salvato'), body: '' });
      onChanged();
      return true;
    } catch {
      // The main client has shown the error catalogue's toasts; the form stays open.
      return false;
    }
  };

  const confirmDelete = async () => {
    const id = deleting ? idOf(deleting) : null;
    if (!deletePath || id === null) return setDeleting(null);
    setBusy(true);
    try {
      await main.delete(`${deletePath}/${encodeURIComponent(id)}`);
      toast({ variant: 'success', title: t('cancellazioneriuscita', 'Cancellazione riuscita'), body: '' });
      onChanged();
    } catch {
      // Reported by the main client's error catalogue.
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const commands = useMemo<GridCommands>(() => {
    const edit = editPath && editFields.length > 0 ? (row: GridRow) => setEditing(row) : undefined;
    const remove = deletePath ? (row: GridRow) => setDeleting(row) : undefined;
    return {
      edit,
      remove,
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
          title: t('msg.erroreGenerico', 'Errore'),
          body: t('msg.nonImplementato', 'Funzione non ancora disponibile'),
        });
      },
    };
    // save closes over editPath, main and onChanged, which the deps cover.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editPath, deletePath, editFields, engine, main, onChanged]);

  return {
    commands,
    deleting,
    editing,
    busy,
    confirmDelete,
    cancelDelete: () => setDeleting(null),
    closeEdit: () => setEditing(null),
    saveEdit: (values: Record<string, unknown>) =>
      editing ? save(editing, editedRow(editing, editFields, values)) : Promise.resolve(false),
  };
}
