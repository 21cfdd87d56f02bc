import { useT } from '../../../engine/react/runtime/EngineContext';
import type { GridCellProps } from './GridCellProps';
import { formatDateCell, isTruthy } from './format';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function ColorCell({ value }: GridCellProps) {
  if (typeof value !== 'string' || !HEX.test(value)) return null;
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <span
        aria-hidden="true"
        className="d-inline-block border rounded"
        style={{ width: 18, height: 18, background: value }}
      />
      <span>{value.toUpperCase()}</span>
    </span>
  );
}

/** A truthy value, or a date, means done; a date is shown as the dot's title. */
function StatusDot({ on, color, label, when }: { on: boolean; color: string; label: string; when: string }) {
  return (
    <span className="d-inline-flex align-items-center gap-1" title={when || label}>
      <span
        aria-hidden="true"
        className="d-inline-block rounded-circle"
        style={{ width: 12, height: 12, background: on ? color : '#adb5bd' }}
      />
      <span className="visually-hidden">{label}</span>
      {when && <span className="small text-muted">{when}</span>}
    </span>
  );
}

const doneWhen = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
    ? formatDateCell(value, undefined, false)
    : '';

/** An account statement sent to the distributor (green) or not yet (grey). */
export function StatusDotSentCell({ value }: GridCellProps) {
  const t = useT();
  const on = isTruthy(value) || doneWhen(value) !== '';
  const label = on ? t('griglia.statoInviato') : t('griglia.statoNonInviato');
  return <StatusDot on={on} color="#198754" label={label} when={doneWhen(value)} />;
}

/** A payment reminder sent for a statement (orange) or none (grey). */
export function StatusDotReminderCell({ value }: GridCellProps) {
  const t = useT();
  const on = isTruthy(value) || doneWhen(value) !== '';
  const label = on ? t('griglia.sollecitoInviato') : t('griglia.nessunSollecito');
  return <StatusDot on={on} color="#fd7e14" label={label} when={doneWhen(value)} />;
}
