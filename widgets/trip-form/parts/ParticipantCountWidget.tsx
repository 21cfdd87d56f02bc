import type { WidgetProps } from '@rjsf/utils';
import Form from 'react-bootstrap/Form';

/**
 * The number of participants: whole numbers, and below 1 counts as 1 (spec 2 §5), shown as 1 at
 * once so the field, the participant rows and the price agree. The value goes to RJSF as a number:
 * its NumberField would otherwise keep showing a typed '0' it reads as "1 with trailing zeros".
 */
export function ParticipantCountWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, required, disabled, readonly, rawErrors = [] } = props;
  return (
    <Form.Control
      id={id}
      name={id}
      type="number"
      min={1}
      step={1}
      inputMode="numeric"
      autoComplete="off"
      value={value === undefined || value === null ? '' : String(value)}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      isInvalid={rawErrors.length > 0}
      onChange={(e) => {
        const digits = e.target.value.replace(/[^\d-]/g, '');
        if (digits === '' || digits === '-') return onChange(undefined);
        onChange(Math.max(1, Math.trunc(Number(digits)) || 1));
      }}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
