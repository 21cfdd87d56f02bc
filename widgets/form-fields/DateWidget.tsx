import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import { formatDate, MAX_DATE, parseDate, toApiDate } from '../../engine/core/format';
import { useT } from '../../engine/react/runtime/EngineContext';
import { MonthCalendar } from './parts/MonthCalendar';
import { Icon } from '../icons/icons';

/**
 * Why a date is outside its bounds, or null: `messaggioMin`/`messaggioMax` of the uiSchema's options
 * (the screen's own texts), else a generic one naming the bound.
 */
export function fuoriLimiti(
  value: unknown,
  options: { min?: unknown; max?: unknown; messaggioMin?: unknown; messaggioMax?: unknown },
): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const day = value.slice(0, 10);
  const max = typeof options.max === 'string' ? options.max : MAX_DATE;
  const min = typeof options.min === 'string' ? options.min : undefined;
  if (min && day < min)
    return typeof options.messaggioMin === 'string'
      ? options.messaggioMin
      : `La data non può essere precedente al ${formatDate(min)}`;
  if (day > max)
    return typeof options.messaggioMax === 'string'
      ? options.messaggioMax
      : `La data non può essere successiva al ${formatDate(max)}`;
  return null;
}

/**
 * A date typed or picked as DD/MM/YYYY (weeks from Monday, nothing after 31/12/2099) and kept in the
 * form as YYYY-MM-DD, the form the API expects (spec 1 §5). Text that is not a date stays in the
 * input and leaves the value empty, so a required date reports itself. A date outside `min`/`max` is
 * kept as typed and marked invalid with its message (issue 24: never silently changed to another
 * day); the form's submit refuses it. The calendar button is left out of the Tab order, so Tab goes
 * field to field (issue 24); Alt+ArrowDown in the input opens the calendar on its chosen day, as a
 * native date picker does, and the input's description says so.
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
  const t = useT();
  const [open, setOpen] = useState(false);
  const [fromKeyboard, setFromKeyboard] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const problema = fuoriLimiti(value, options as Record<string, unknown>);
  const invalid = rawErrors.length > 0 || problema !== null;

  // Only an outside change of the value rewrites the text; typing is left alone.
  const riscrivi = useEffectEvent((nuovo: unknown) => {
    if (typeof nuovo === 'string' && toApiDate(parseDate(text)) !== nuovo) setText(formatDate(nuovo));
    if (nuovo === undefined && parseDate(text) !== null) setText('');
  });
  useEffect(() => riscrivi(value), [value]);

  // Opened from the keyboard, the calendar takes the focus on its chosen (else first usable) day.
  useEffect(() => {
    if (!open || !fromKeyboard) return;
    const frame = requestAnimationFrame(() => {
      const popover = document.getElementById(`${id}-calendario`);
      const day =
        popover?.querySelector<HTMLButtonElement>('[aria-selected="true"]:not(:disabled)') ??
        popover?.querySelector<HTMLButtonElement>('[aria-selected]:not(:disabled)');
      day?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open, fromKeyboard, id]);

  const commit = (typed: string) => {
    const parsed = parseDate(typed);
    if (!parsed) {
      onChange(undefined);
      return;
    }
    setText(formatDate(parsed));
    onChange(toApiDate(parsed) ?? undefined);
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
        isInvalid={invalid}
        aria-invalid={invalid || undefined}
        ref={input}
        aria-describedby={problema ? `${id}-tasti ${id}-limite` : `${id}-tasti`}
        onKeyDown={(e) => {
          if (e.altKey && e.key === 'ArrowDown' && !disabled && !readonly) {
            e.preventDefault();
            setFromKeyboard(true);
            setOpen(true);
          }
        }}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parseDate(e.target.value);
          onChange(parsed ? (toApiDate(parsed) ?? undefined) : undefined);
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
        tabIndex={-1}
        disabled={disabled || readonly}
        onClick={() => {
          setFromKeyboard(false);
          setOpen(!open);
        }}
      >
        <Icon name="calendar" />
      </Button>
      <Overlay
        target={target.current}
        show={open}
        placement="bottom-end"
        rootClose
        onHide={() => {
          setOpen(false);
          if (fromKeyboard) input.current?.focus();
        }}
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
              if (fromKeyboard) input.current?.focus();
            }}
          />
        </Popover>
      </Overlay>
      <span id={`${id}-tasti`} className="visually-hidden">
        {t('form.calendarioTastiera', 'Alt+Freccia giù apre il calendario')}
      </span>
      {problema ? (
        <Form.Control.Feedback type="invalid" id={`${id}-limite`}>
          {problema}
        </Form.Control.Feedback>
      ) : null}
    </InputGroup>
  );
}
