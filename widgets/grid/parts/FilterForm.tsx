import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { emptyHeaderState, type FilterHeaderState } from '../model/filterHeader';
import type { GridColumn, GridRow } from '../types';
import { ConditionRows } from './ConditionRows';
import { DateRangeInputs } from './DateRangeInputs';
import { ChoiceInputs } from './ChoiceInputs';

export interface FilterFormProps {
  column: GridColumn;
  active: FilterHeaderState | undefined;
  rows: readonly GridRow[];
  onApply: (state: FilterHeaderState) => void;
  onRemove: () => void;
}

/**
 * A column's filter header (spec 1 §4, §5, §9): edits a draft, "Filtra" applies it (the filter
 * becomes active), "Rimuovi filtro" clears it.
 */
export function FilterForm({ column, active, rows, onApply, onRemove }: FilterFormProps) {
  const t = useT();
  const [draft, setDraft] = useState<FilterHeaderState | null>(() => active ?? emptyHeaderState(column));
  if (!draft) return null;
  const title = t(column.title ?? column.field);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <Form onSubmit={submit} aria-label={`${t('griglia.filtra')}: ${title}`} className="d-grid gap-2">
      {(draft.type === 'string' || draft.type === 'numeric' || draft.type === 'numeric-int') && (
        <ConditionRows state={draft} title={title} onChange={setDraft} />
      )}
      {(draft.type === 'daterange' || draft.type === 'datetimerange') && (
        <DateRangeInputs state={draft} title={title} onChange={setDraft} />
      )}
      {(draft.type === 'boolean' || draft.type === 'select' || draft.type === 'multiselect') && (
        <ChoiceInputs state={draft} column={column} rows={rows} title={title} onChange={setDraft} />
      )}
      <div className="d-flex gap-2 justify-content-end">
        <Button type="button" size="sm" variant="outline-secondary" onClick={onRemove}>
          {t('griglia.rimuoviFiltro')}
        </Button>
        <Button type="submit" size="sm" variant="primary">
          {t('griglia.filtra')}
        </Button>
      </div>
    </Form>
  );
}
