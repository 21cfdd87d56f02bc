import { canAccess } from '../../../engine/core/access';
import { useEngine, useT } from '../../../engine/react/runtime/EngineContext';
import type { IconName } from '../../icons/icons';
import { callApplies } from '../model/rowCall';
import type { GridColumn, GridRow } from '../types';
import type { GridCommands } from './GridCellProps';

export interface CellButton {
  name: string;
  label: string;
  /** An SVG icon of widgets/icons, when the button's name or icon has one; else the label shows. */
  icon: IconName | null;
}

const ICONS: Record<string, IconName> = {
  edit: 'pencil',
  modifica: 'pencil',
  delete: 'trash',
  elimina: 'trash',
  download: 'download',
  pdf: 'download',
  view: 'eye',
  dettaglio: 'eye',
  email: 'envelope',
  mail: 'envelope',
};

const BUILT_IN: Record<string, { key: string; fallback: string }> = {
  edit: { key: 'generico.modifica', fallback: 'Modifica' },
  delete: { key: 'generico.elimina', fallback: 'Elimina' },
};

/**
 * The buttons of an actions cell the user may use: the column's customButtons whose permission
 * the user holds (`{product}` is the brand), or, without customButtons, edit and delete when the
 * grid offers them; delete only on the rows the grid lets delete.
 */
export function useCustomButtons(column: GridColumn, commands: GridCommands, row: GridRow): CellButton[] {
  const { session, brand, t: translate } = useEngine();
  const t = useT();
  const given = column.customButtons ?? [
    ...(commands.edit ? [{ name: 'edit' }] : []),
    ...(commands.remove ? [{ name: 'delete' }] : []),
  ];
  const offersDelete = !commands.removable || commands.removable(row);
  return given
    .filter((b) => offersDelete || (b.name !== 'delete' && b.name !== 'elimina'))
    .filter((b) => !('call' in b) || callApplies(b.call, row))
    .filter(
      (b) =>
        !('permission' in b) ||
        !b.permission ||
        canAccess({
          user: session.user,
          guard: { permissions: [b.permission.replaceAll('{product}', brand.slug.toUpperCase())] },
        }).allowed,
    )
    .map((b) => {
      const builtIn = BUILT_IN[b.name];
      const title = 'title' in b && b.title ? translate(b.title) : builtIn ? t(builtIn.key) : b.name;
      const icon = ('icon' in b && b.icon ? ICONS[b.icon] : ICONS[b.name]) ?? null;
      return { name: b.name, label: title, icon };
    });
}
