import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useT } from '../../../engine/react/runtime/EngineContext';
import type { GridCellProps } from './GridCellProps';
import { isTruthy } from './format';

export function BooleanCell({ value }: GridCellProps) {
  const t = useT();
  if (value === null || value === undefined || value === '') return null;
  return isTruthy(value) ? <>{t('griglia.vero')}</> : <>{t('griglia.falso')}</>;
}

/** A switch; in an editable grid it writes the new value through the set-row call. */
export function BooleanSwitchCell({ value, row, column, rowId, commands }: GridCellProps) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const checked = isTruthy(value);
  const canWrite = commands.setValue !== undefined && rowId !== null && !column.editDisabled;
  return (
    <Form.Check
      type="switch"
      id={`switch-${column.field}-${rowId ?? 'x'}`}
      aria-label={`${t(column.title ?? column.field)}: ${checked ? t('griglia.vero') : t('griglia.falso')}`}
      checked={checked}
      disabled={!canWrite || pending}
      onChange={(e) => {
        if (!commands.setValue) return;
        setPending(true);
        void commands.setValue(row, column.field, e.target.checked).finally(() => setPending(false));
      }}
    />
  );
}
