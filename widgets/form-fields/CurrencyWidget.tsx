import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useEffectEvent, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { formatNumber, numberSymbols, parseNumber } from '../../engine/core/format';

/** Typed text → the amount rounded to the cent, read the culture's way; null for text that is not one. */
export function parseAmount(text: string): number | null {
  const value = parseNumber(text);
  return value === null ? null : Math.round(value * 100) / 100;
}

export const formatAmount = (value: number): string =>
  formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });

/**
 * An amount in the culture's currency: typed with the culture's separators (a comma for decimals in
 * the portal), shown with two decimals and grouped thousands once the field is left, kept in the
 * form as a number rounded to the cent.
 */
export function CurrencyWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, required, disabled, readonly, rawErrors = [] } = props;
  const [text, setText] = useState(() => (typeof value === 'number' ? formatAmount(value) : ''));

  // Only an outside change of the value rewrites the text; typing is left alone.
  const riscrivi = useEffectEvent((nuovo: unknown) => {
    if (typeof nuovo === 'number' && parseAmount(text) !== nuovo) setText(formatAmount(nuovo));
    if (nuovo === undefined && parseAmount(text) !== null) setText('');
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
          onChange(parseAmount(e.target.value) ?? undefined);
        }}
        onBlur={(e) => {
          const parsed = parseAmount(e.target.value);
          if (parsed !== null) setText(formatAmount(parsed));
          onBlur(id, parsed ?? undefined);
        }}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <InputGroup.Text>{numberSymbols().currency}</InputGroup.Text>
    </InputGroup>
  );
}
