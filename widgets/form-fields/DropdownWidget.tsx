import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useEffectEvent, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { useT } from '../../engine/react/runtime/EngineContext';
import { formFieldsOf } from './formFieldsContext';
import { useDropdownOptions } from './useDropdownOptions';

const FIELD_REF = /^\{([A-Za-z_][\w]*)\}$/;

/**
 * A list fed by a `dropdown/*` call: `ui:options` give `source` (the API path) and `params` (query
 * parameters; `"{provincia}"` takes the value of the form's `provincia` field, and the list waits
 * until it has one). With `free: true` the field is a text input that suggests the list's items
 * (a datalist) as the user types, for lists too long to scroll (the comuni of a province); the
 * server still decides whether the text is acceptable. `defaultChoice` (an item's value or text,
 * from the screen's configuration) is chosen once the list arrives if the field is still empty, so
 * the user need not pick what nearly every sale picks (issue 24: the agencies' country).
 */
export function DropdownWidget(props: WidgetProps) {
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
    registry,
  } = props;
  const t = useT();
  const { formData } = formFieldsOf(registry);

  const params: Record<string, string> = {};
  let waiting = false;
  for (const [name, raw] of Object.entries((options.params ?? {}) as Record<string, string>)) {
    const ref = FIELD_REF.exec(raw);
    const resolved = ref ? formData[ref[1]!] : raw;
    if (resolved === undefined || resolved === null || resolved === '') waiting = true;
    else params[name] = String(resolved);
  }
  const source = typeof options.source === 'string' ? options.source : null;
  const { options: items, loading } = useDropdownOptions(waiting ? null : source, params);
  const free = options.free === true;
  // `ui:emptyValue` (e.g. "") is what an unchosen field sends; absent, the field is left out.
  const empty = options.emptyValue as string | undefined;

  const defaultChoice = typeof options.defaultChoice === 'string' ? options.defaultChoice : null;
  const defaulted = useRef(false);
  // Only the list's arrival matters: a later empty choice is the user's own.
  const scegliDefault = useEffectEvent((scelta: string, lista: typeof items) => {
    if (value !== undefined && value !== null && value !== '') return;
    const item = lista.find((i) => String(i.value) === scelta || i.text === scelta);
    if (item) onChange(item.value);
  });
  useEffect(() => {
    if (defaulted.current || defaultChoice === null || items.length === 0) return;
    defaulted.current = true;
    scegliDefault(defaultChoice, items);
  }, [items, defaultChoice]);

  // A new parent value (another province) makes the old choice meaningless.
  const paramsKey = JSON.stringify(params);
  const previous = useRef(paramsKey);
  const azzera = useEffectEvent(() => {
    if (value !== undefined && value !== empty) onChange(empty);
  });
  useEffect(() => {
    if (previous.current !== paramsKey) azzera();
    previous.current = paramsKey;
  }, [paramsKey]);

  const common = {
    id,
    name: id,
    required,
    disabled: disabled || (waiting && !free),
    isInvalid: rawErrors.length > 0,
    onBlur: (e: { target: { value: string } }) => onBlur(id, e.target.value),
    onFocus: (e: { target: { value: string } }) => onFocus(id, e.target.value),
  };

  if (free) {
    return (
      <>
        <Form.Control
          {...common}
          list={`${id}-elenco`}
          autoComplete="off"
          readOnly={readonly}
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? empty : e.target.value)}
        />
        <datalist id={`${id}-elenco`}>
          {items.map((item) => (
            <option key={String(item.value)} value={String(item.value)}>
              {item.text}
            </option>
          ))}
        </datalist>
      </>
    );
  }

  const emptyText = typeof options.emptyText === 'string' ? t(options.emptyText) : t('form.selezionare');
  return (
    <Form.Select
      {...common}
      disabled={common.disabled || readonly}
      aria-busy={loading}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(e) => {
        const chosen = items.find((item) => String(item.value) === e.target.value);
        onChange(chosen ? chosen.value : empty);
      }}
    >
      <option value="">{emptyText}</option>
      {items.map((item) => (
        <option key={String(item.value)} value={String(item.value)}>
          {item.text}
        </option>
      ))}
    </Form.Select>
  );
}
