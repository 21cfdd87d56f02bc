import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useDataSource } from '../../../engine/react/data';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { editValuesOf, type EditField } from '../model/editForm';
import type { GridRow } from '../types';
import { FileInput } from './FileInput';

/** A select's option: its text, the value as the input holds it, and as the dropdown gave it. */
type Option = { value: string; text: string; raw: unknown };

const NO_OPTIONS: Option[] = [];

/** Options of a select input from `dropdown/{editSource}` through the main client (spec 1 §7). */
function useEditOptions(field: EditField): Option[] {
  const valueKey = field.source?.value ?? 'value';
  const textKey = field.source?.text ?? 'text';
  const { data } = useDataSource<Option[]>(
    field.source?.path ? { path: field.source.path } : null,
    undefined,
    {
      select: (raw) => {
        const items = (raw as { items?: Array<Record<string, unknown>> } | null)?.items ?? [];
        return items.map((i) => ({
          value: String(i[valueKey] ?? ''),
          text: String(i[textKey] ?? ''),
          raw: i[valueKey] ?? '',
        }));
      },
    },
  );
  return data ?? NO_OPTIONS;
}

const asInput = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};

/**
 * One input of a generated form (the row edit form, a dialog form): its type's control, a select
 * fed by its dropdown (the option's value kept as the dropdown gave it, so an id stays a number).
 * `error` marks it invalid with that message.
 */
export function FieldInput({
  field,
  value,
  onChange,
  idPrefix = 'grid-edit',
  error,
}: {
  field: EditField;
  value: unknown;
  onChange: (v: unknown) => void;
  idPrefix?: string;
  error?: string;
}) {
  const t = useT();
  const options = useEditOptions(field);
  const id = `${idPrefix}-${field.field}`;
  const label = t(field.title);
  if (field.type === 'boolean') {
    return (
      <Form.Check
        type="switch"
        id={id}
        label={label}
        checked={value === true}
        disabled={field.disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
    );
  }
  if (field.type === 'file')
    return <FileInput id={id} field={field} value={value} onChange={onChange} error={error} />;
  if (field.type === 'multiselect') {
    // Several values: one checkbox per option in a named group; the value is the array of the chosen
    // options' values, as the dropdown gave them (a select would send one value only).
    // A list row may hold the chosen values as text (`1,3`, as a list's aggregate reads them): each is
    // matched to its option, so the dialog opens with the saved choices ticked.
    const saved = Array.isArray(value)
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? value.split(',').map((v) => v.trim())
        : [];
    const chosen = saved.map((v) => options.find((o) => String(o.raw) === String(v))?.raw ?? v);
    const same = (a: unknown, b: unknown) => String(a) === String(b);
    const toggle = (raw: unknown, on: boolean) =>
      onChange(on ? [...chosen.filter((v) => !same(v, raw)), raw] : chosen.filter((v) => !same(v, raw)));
    return (
      <fieldset
        className="mb-2"
        id={id}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
      >
        <legend className="small mb-1 fs-6">
          {label}
          {field.required && <span aria-hidden="true"> *</span>}
        </legend>
        {options.map((o) => (
          <Form.Check
            key={o.value}
            type="checkbox"
            id={`${id}-${o.value}`}
            label={o.text}
            disabled={field.disabled}
            checked={chosen.some((v) => same(v, o.raw))}
            onChange={(e) => toggle(o.raw, e.target.checked)}
          />
        ))}
        {error !== undefined && (
          <div className="invalid-feedback d-block" id={`${id}-error`}>
            {error}
          </div>
        )}
      </fieldset>
    );
  }
  const common = {
    id,
    disabled: field.disabled,
    required: field.required,
    isInvalid: error !== undefined,
    'aria-describedby': error !== undefined ? `${id}-error` : undefined,
  };
  let input;
  switch (field.type) {
    case 'select':
      input = (
        <Form.Select
          {...common}
          value={asInput(value)}
          onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.raw ?? e.target.value)}
        >
          <option value="">—</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        </Form.Select>
      );
      break;
    case 'textarea':
    case 'html':
      input = (
        <Form.Control
          {...common}
          as="textarea"
          rows={3}
          maxLength={field.maxLength}
          value={asInput(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    default: {
      const type = {
        numeric: 'text',
        'numeric-int': 'text',
        date: 'date',
        datetime: 'datetime-local',
        email: 'email',
        password: 'password',
        color: 'color',
        text: 'text',
      }[field.type];
      const shown =
        field.type === 'date'
          ? asInput(value).slice(0, 10)
          : field.type === 'datetime'
            ? asInput(value).slice(0, 16)
            : asInput(value);
      input = (
        <Form.Control
          {...common}
          type={type}
          inputMode={
            field.type === 'numeric' ? 'decimal' : field.type === 'numeric-int' ? 'numeric' : undefined
          }
          max={field.type === 'date' ? '2099-12-31' : field.max}
          min={field.min}
          maxLength={field.maxLength}
          value={shown}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
  }
  return (
    <Form.Group controlId={id} className="mb-2">
      <Form.Label className="small mb-1">
        {label}
        {field.required && <span aria-hidden="true"> *</span>}
      </Form.Label>
      {input}
      {error !== undefined && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

/** The edit form generated from the columns; Salva sends the set-row call through `onSave`. */
export function EditRowDialog({
  row,
  fields,
  onSave,
  onClose,
}: {
  row: GridRow | null;
  fields: EditField[];
  onSave: (values: Record<string, unknown>) => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useT();
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (row) setValues(editValuesOf(row, fields));
  }, [row, fields]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const ok = await onSave(values);
    setBusy(false);
    if (ok) onClose();
  };
  return (
    <Modal show={row !== null} onHide={onClose} centered aria-labelledby="grid-edit-title">
      <Form onSubmit={(e) => void submit(e)}>
        <Modal.Header closeButton closeLabel={t('generico.chiudi')}>
          <Modal.Title id="grid-edit-title" as="h2" className="h5">
            {t('generico.modifica')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {fields.map((f) => (
            <FieldInput
              key={f.field}
              field={f}
              value={values[f.field]}
              onChange={(v) => setValues((old) => ({ ...old, [f.field]: v }))}
            />
          ))}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
            {t('generico.annulla')}
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {t('generico.salva')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
