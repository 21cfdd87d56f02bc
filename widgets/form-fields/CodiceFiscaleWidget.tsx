import type { WidgetProps } from '@rjsf/utils';
import Form from 'react-bootstrap/Form';

/**
 * A codice fiscale: upper case as it is typed, no spaces, at most 16 characters. Its shape is the
 * schema's pattern (16 characters for a person, 11 digits for a company); the server checks the
 * control character.
 */
export function CodiceFiscaleWidget(props: WidgetProps) {
  const {
    id,
    value,
    onChange,
    onBlur,
    onFocus,
    required,
    disabled,
    readonly,
    rawErrors = [],
    placeholder,
  } = props;
  return (
    <Form.Control
      id={id}
      name={id}
      value={typeof value === 'string' ? value : ''}
      maxLength={16}
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      className="text-uppercase font-monospace"
      required={required}
      disabled={disabled}
      readOnly={readonly}
      isInvalid={rawErrors.length > 0}
      onChange={(e) => {
        const cleaned = e.target.value.toUpperCase().replace(/[^A-Z0-9]/g, '');
        onChange(cleaned === '' ? undefined : cleaned);
      }}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
