import type { WidgetProps } from '@rjsf/utils';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

/** Keys that would start a decimal part: the trip amount is whole euro (spec 2 §5). */
const DECIMAL_KEYS = ['.', ',', 'Decimal'];

/** A whole amount in euro; the decimal point key is refused. */
export function IntegerAmountWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, required, disabled, readonly, label } = props;
  return (
    <InputGroup>
      <Form.Control
        id={id}
        name={id}
        inputMode="numeric"
        autoComplete="off"
        className="text-end"
        aria-label={label}
        value={value === undefined || value === null ? '' : String(value)}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        onKeyDown={(e) => {
          if (DECIMAL_KEYS.includes(e.key)) e.preventDefault();
        }}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '');
          onChange(digits === '' ? undefined : Number(digits));
        }}
        onBlur={(e) => onBlur(id, e.target.value)}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <InputGroup.Text>€</InputGroup.Text>
    </InputGroup>
  );
}
