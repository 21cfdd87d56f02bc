import { useId, useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { useT } from '../../engine/react/runtime/EngineContext';
import { useDropdownOptions } from '../form-fields/useDropdownOptions';
import type { GridParameter, ParameterValues } from './parameterValues';

/** Spec 1 §5: the latest date a picker offers. */
const MAX_DATE = '2099-12-31';

/**
 * A select parameter's choices from its `dropdown/*` source (background client: a failure only
 * logs, spec 1 §8, and the choice stays "Tutti").
 */
function useOptions(source: string | undefined): Array<{ value: string; text: string }> {
  const { options } = useDropdownOptions(source ?? null);
  return useMemo(() => options.map((o) => ({ value: String(o.value), text: String(o.text) })), [options]);
}

function SelectParameter({ parameter, value, onChange }: ParameterInputProps) {
  const t = useT();
  const id = useId();
  const options = useOptions(parameter.source);
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-0">{t(parameter.title)}</Form.Label>
      <Form.Select size="sm" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('griglia.tutti')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

function DateParameter({ parameter, value, onChange }: ParameterInputProps) {
  const t = useT();
  const id = useId();
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-0">{t(parameter.title)}</Form.Label>
      <Form.Control
        type="date"
        size="sm"
        max={MAX_DATE}
        value={value}
        onChange={(e) => {
          const v = e.target.value;
          // A half-typed year gives "" or a year past 2099: wait for a real day.
          if (v === '' || v <= MAX_DATE) onChange(v);
        }}
      />
    </Form.Group>
  );
}

interface ParameterInputProps {
  parameter: GridParameter;
  value: string;
  onChange: (value: string) => void;
}

/** The list call's parameters as inputs: a change applies at once (the grid asks again). */
export function ParameterBar({
  parameters,
  values,
  onChange,
}: {
  parameters: readonly GridParameter[];
  values: ParameterValues;
  onChange: (name: string, value: string) => void;
}) {
  const t = useT();
  return (
    <fieldset className="d-flex flex-wrap align-items-end gap-2 border-0 p-0 m-0">
      <legend className="visually-hidden">{t('griglia.parametri')}</legend>
      {parameters.map((p) => {
        const Input = p.type === 'date' ? DateParameter : SelectParameter;
        return (
          <Input
            key={p.name}
            parameter={p}
            value={values[p.name] ?? ''}
            onChange={(v) => onChange(p.name, v)}
          />
        );
      })}
    </fieldset>
  );
}
