import Form from 'react-bootstrap/Form';
import { MAX_DATE } from '../../../engine/core/format';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { setRangeFrom, setRangeTo } from '../model/dateRange';
import type { FilterHeaderState } from '../model/filterHeader';
import { DATE_FROM_OPERATORS, DATE_TO_OPERATORS, operatorLabelKey } from '../model/operators';

type RangeState = Extract<FilterHeaderState, { range: unknown }>;

/** From/to inputs of a date or date-time range; moving one past the other moves the other (spec 1 §5). */
export function DateRangeInputs({
  state,
  title,
  onChange,
}: {
  state: RangeState;
  title: string;
  onChange: (s: FilterHeaderState) => void;
}) {
  const t = useT();
  const withTime = state.type === 'datetimerange';
  const max = withTime ? `${MAX_DATE}T23:59` : MAX_DATE;
  const range = state.range;
  return (
    <>
      <div className="d-flex gap-1 align-items-center">
        <Form.Select
          size="sm"
          aria-label={`${title}: ${t('griglia.dal')} (${t('griglia.operatore')})`}
          value={range.fromOp}
          onChange={(e) =>
            onChange({ ...state, range: { ...range, fromOp: e.target.value === 'gt' ? 'gt' : 'gte' } })
          }
        >
          {DATE_FROM_OPERATORS.map((op) => (
            <option key={op} value={op}>
              {t(operatorLabelKey(op))}
            </option>
          ))}
        </Form.Select>
        <Form.Control
          size="sm"
          type={withTime ? 'datetime-local' : 'date'}
          max={max}
          aria-label={`${title}: ${t('griglia.dal')}`}
          value={range.from ?? ''}
          onChange={(e) => onChange({ ...state, range: setRangeFrom(range, e.target.value || null) })}
        />
      </div>
      <div className="d-flex gap-1 align-items-center">
        <Form.Select
          size="sm"
          aria-label={`${title}: ${t('griglia.al')} (${t('griglia.operatore')})`}
          value={range.toOp}
          onChange={(e) =>
            onChange({ ...state, range: { ...range, toOp: e.target.value === 'lt' ? 'lt' : 'lte' } })
          }
        >
          {DATE_TO_OPERATORS.map((op) => (
            <option key={op} value={op}>
              {t(operatorLabelKey(op))}
            </option>
          ))}
        </Form.Select>
        <Form.Control
          size="sm"
          type={withTime ? 'datetime-local' : 'date'}
          max={max}
          aria-label={`${title}: ${t('griglia.al')}`}
          value={range.to ?? ''}
          onChange={(e) => onChange({ ...state, range: setRangeTo(range, e.target.value || null) })}
        />
      </div>
    </>
  );
}
