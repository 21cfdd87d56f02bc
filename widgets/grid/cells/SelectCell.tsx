import { useT } from '../../../engine/react/runtime/EngineContext';
import type { GridCellProps } from './GridCellProps';

/** The row's selection checkbox (ck_select, and the leading column of a selectable grid). */
export function SelectCell({ selected, onToggleSelected, rowId }: GridCellProps) {
  const t = useT();
  return (
    <input
      type="checkbox"
      className="form-check-input"
      aria-label={t('griglia.selezionaRiga')}
      checked={selected}
      disabled={!onToggleSelected || rowId === null}
      onChange={() => onToggleSelected?.()}
    />
  );
}
