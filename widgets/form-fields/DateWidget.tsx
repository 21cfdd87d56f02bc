import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import { clampDate, formatDate, MAX_DATE, parseItDate, toApiDate } from '../../engine/core/format';
import { MonthCalendar } from './parts/MonthCalendar';
import { Icon } from '../icons/icons';

/**
 * A date typed or picked as DD/MM/YYYY (weeks from Monday, nothing after 31/12/2099) and kept in the
 * form as YYYY-MM-DD, the form the API expects (spec 1 §5). Text that is not a date stays in the
 * input and leaves the value empty, so a required date reports itself.
 */
export function DateWidget(props: WidgetProps) {
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
    options,
  } = props;
  const max = typeof options.max === 'string' ? options.max : MAX_DATE;
  const min = typeof options.min === 'string' ? options.min : undefined;
  const [text, setText] = useState(() => formatDate(value as string | undefined));
  const [open, setOpen] = useState(false);
  const target = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (typeof value === 'string' && toApiDate(parseItDate(text)) !== value) setText(formatDate(value));
    if (value === undefined && parseItDate(text) !== null) setText('');
    // Only an outside change of the value rewrites the text; typing is left alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const commit = (typed: string) => {
    const parsed = parseItDate(typed);
    if (!parsed) {
      onChange(undefined);
      return;
    }
    const date = clampDate(parsed, { min, max });
    setText(formatDate(date));
    onChange(toApiDate(date) ?? undefined);
  };

  return (
    <InputGroup hasValidation>
      <Form.Control
        id={id}
        name={id}
        value={text}
        placeholder="GG/MM/AAAA"
        inputMode="numeric"
        autoComplete="off"
        required={required}
        disabled={disabled}
        readOnly={readonly}
        isInvalid={rawErrors.length > 0}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parseItDate(e.target.value);
          onChange(parsed ? (toApiDate(clampDate(parsed, { min, max })) ?? undefined) : undefined);
        }}
        onBlur={(e) => {
          commit(e.target.value);
          onBlur(id, e.target.value);
        }}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <Button
        ref={target}
        variant="outline-secondary"
        aria-label="Apri il calendario"
        disabled={disabled || readonly}
        onClick={() => setOpen(!open)}
      >
        <Icon name="calendar" />
      </Button>
      <Overlay
        target={target.current}
        show={open}
        placement="bottom-end"
        rootClose
        onHide={() => setOpen(false)}
      >
        <Popover id={`${id}-calendario`}>
          <MonthCalendar
            value={typeof value === 'string' ? value : null}
            min={min}
            max={max}
            onPick={(day) => {
              setOpen(false);
              setText(day.format('DD/MM/YYYY'));
              onChange(day.format('YYYY-MM-DD'));
            }}
          />
        </Popover>
      </Overlay>
    </InputGroup>
  );
}
