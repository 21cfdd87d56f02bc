import Form from 'react-bootstrap/Form';
import { useT } from '../../../engine/react/runtime/EngineContext';
import type { FilterHeaderState } from '../model/filterHeader';
import { operatorLabelKey, SELECT_OPERATORS } from '../model/operators';
import type { GridColumn, GridRow } from '../types';
import { useFilterOptions } from './useFilterOptions';

type ChoiceState = Extract<FilterHeaderState, { type: 'boolean' | 'select' | 'multiselect' }>;

/** The boolean, select and multiselect headers. */
export function ChoiceInputs({
  state,
  column,
  rows,
  title,
  onChange,
}: {
  state: ChoiceState;
  column: GridColumn;
  rows: readonly GridRow[];
  title: string;
  onChange: (s: FilterHeaderState) => void;
}) {
  const t = useT();
  const options = useFilterOptions(column, rows, state.type !== 'boolean');
  const id = `filtro-${column.field}`;
  if (state.type === 'boolean') {
    return (
      <fieldset>
        <legend className="visually-hidden">{title}</legend>
        {[true, false].map((v) => (
          <Form.Check
            key={String(v)}
            type="radio"
            id={`${id}-${String(v)}`}
            name={id}
            label={v ? t('griglia.vero') : t('griglia.falso')}
            checked={state.value === v}
            onChange={() => onChange({ ...state, value: v })}
          />
        ))}
      </fieldset>
    );
  }
  if (state.type === 'select') {
    return (
      <div className="d-flex gap-1">
        <Form.Select
          size="sm"
          aria-label={`${title}: ${t('griglia.operatore')}`}
          value={state.op}
          onChange={(e) => onChange({ ...state, op: e.target.value === 'neq' ? 'neq' : 'eq' })}
        >
          {SELECT_OPERATORS.map((op) => (
            <option key={op} value={op}>
              {t(operatorLabelKey(op))}
            </option>
          ))}
        </Form.Select>
        <Form.Select
          size="sm"
          aria-label={`${title}: ${t('griglia.valore')}`}
          value={state.value}
          onChange={(e) => onChange({ ...state, value: e.target.value })}
        >
          <option value="">—</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        </Form.Select>
      </div>
    );
  }
  return (
    <fieldset style={{ maxHeight: 220, overflowY: 'auto' }}>
      <legend className="visually-hidden">{title}</legend>
      {options.map((o) => (
        <Form.Check
          key={o.value}
          id={`${id}-${o.value}`}
          label={o.text}
          checked={state.values.includes(o.value)}
          onChange={(e) =>
            onChange({
              ...state,
              values: e.target.checked
                ? [...state.values, o.value]
                : state.values.filter((v) => v !== o.value),
            })
          }
        />
      ))}
    </fieldset>
  );
}
