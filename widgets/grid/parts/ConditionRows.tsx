import Form from 'react-bootstrap/Form';
import { useT } from '../../../engine/react/runtime/EngineContext';
import {
  DEFAULT_NUMERIC_OPERATOR,
  DEFAULT_TEXT_OPERATOR,
  type ConditionRow,
  type FilterHeaderState,
} from '../model/filterHeader';
import { NUMERIC_OPERATORS, operatorLabelKey, TEXT_OPERATORS, type GridOperator } from '../model/operators';

type RowsState = Extract<FilterHeaderState, { rows: unknown }>;

/** Two operator + value rows joined by and/or: the text and numeric headers. */
export function ConditionRows({
  state,
  title,
  onChange,
}: {
  state: RowsState;
  title: string;
  onChange: (s: FilterHeaderState) => void;
}) {
  const t = useT();
  const numeric = state.type !== 'string';
  const operators: readonly GridOperator[] = numeric ? NUMERIC_OPERATORS : TEXT_OPERATORS;
  const fallbackOp = numeric ? DEFAULT_NUMERIC_OPERATOR : DEFAULT_TEXT_OPERATOR;
  const setRow = (index: 0 | 1, row: ConditionRow<GridOperator>) => {
    const rows = [...state.rows] as RowsState['rows'];
    (rows as ConditionRow<GridOperator>[])[index] = row;
    onChange({ ...state, rows } as FilterHeaderState);
  };
  const rowInputs = (index: 0 | 1) => {
    const row = state.rows[index] as ConditionRow<GridOperator>;
    const n = index + 1;
    return (
      <div className="d-flex gap-1">
        <Form.Select
          size="sm"
          aria-label={`${title}: ${t('griglia.operatore')} ${n}`}
          value={row.op ?? fallbackOp}
          onChange={(e) => setRow(index, { ...row, op: e.target.value as GridOperator })}
        >
          {operators.map((op) => (
            <option key={op} value={op}>
              {t(operatorLabelKey(op))}
            </option>
          ))}
        </Form.Select>
        <Form.Control
          size="sm"
          aria-label={`${title}: ${t('griglia.valore')} ${n}`}
          inputMode={numeric ? 'decimal' : 'text'}
          value={row.value}
          onChange={(e) => setRow(index, { ...row, value: e.target.value })}
        />
      </div>
    );
  };
  return (
    <>
      {rowInputs(0)}
      <Form.Select
        size="sm"
        aria-label={`${title}: ${t('griglia.logica')}`}
        value={state.logic}
        onChange={(e) => onChange({ ...state, logic: e.target.value === 'or' ? 'or' : 'and' })}
      >
        <option value="and">{t('griglia.e')}</option>
        <option value="or">{t('griglia.o')}</option>
      </Form.Select>
      {rowInputs(1)}
    </>
  );
}
