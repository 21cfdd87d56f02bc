import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useEffectEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

const amount = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** "1.234,5" → 1234.5; null for text that is not an amount. Rounded to the cent. */
export function parseEuro(text: string): number | null {
  const cleaned = text.replace(/[€\s]/g, '').replace(/\./g, '').replace(',', '.');
  if (!/^-?\d+(\.\d*)?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100) / 100;
}

export const formatAmount = (value: number): string => amount.format(value);

/**
 * An amount in euro: typed the Italian way (comma for decimals), shown with two decimals and
 * grouped thousands once the field is left, kept in the form as a number rounded to the cent.
 */
export function CurrencyWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, required, disabled, readonly, rawErrors = [] } = props;
  const [text, setText] = useState(() => (typeof value === 'number' ? formatAmount(value) : ''));

  // Only an outside change of the value rewrites the text; typing is left alone.
  const riscrivi = useEffectEvent((nuovo: unknown) => {
    if (typeof nuovo === 'number' && parseEuro(text) !== nuovo) setText(formatAmount(nuovo));
    if (nuovo === undefined && parseEuro(text) !== null) setText('');
  });
  useEffect(() => riscrivi(value), [value]);

  return (
    <InputGroup hasValidation>
      <Form.Control
        id={id}
        name={id}
        value={text}
        inputMode="decimal"
        autoComplete="off"
        className="text-end"
        required={required}
        disabled={disabled}
        readOnly={readonly}
        isInvalid={rawErrors.length > 0}
        onChange={(e) => {
          setText(e.target.value);
          onChange(parseEuro(e.target.value) ?? undefined);
        }}
        onBlur={(e) => {
          const parsed = parseEuro(e.target.value);
          if (parsed !== null) setText(formatAmount(parsed));
          onBlur(id, parsed ?? undefined);
        }}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <InputGroup.Text>€</InputGroup.Text>
    </InputGroup>
  );
}
