import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { formBody, formValuesOf, missingFields, type EditField } from '../model/editForm';
import { FieldInput } from './EditRowDialog';

/**
 * What a dialog of the grid asks before a call (a declarative row action, the `Nuovo` button): a
 * confirmation, a required text, generated inputs, or several of them. Texts are label keys.
 */
export interface FormDialogSpec {
  title: string;
  /** The question shown above the inputs, or alone for a confirmation. */
  body?: string;
  /** A required text sent as `{ [field]: text }`. */
  input?: { field: string; label: string; maxLength: number; required: string };
  /** Inputs generated like the row edit form's (formFieldsOf). */
  fields: EditField[];
  confirm: string;
  /** `danger` for an action that refuses or removes something. */
  variant?: 'primary' | 'danger';
}

/**
 * The dialog: confirming checks the required inputs (their message, the dialog stays open), then
 * hands the body (and the inputs' values, whose files leave on their own calls) to `onSubmit`, which answers null when done (the dialog closes) or the messages
 * of the server's refusal, shown on top while the dialog stays open.
 */
export function FormDialog({
  spec,
  onSubmit,
  onClose,
}: {
  spec: FormDialogSpec | null;
  onSubmit: (body: Record<string, unknown>, values: Record<string, unknown>) => Promise<string[] | null>;
  onClose: () => void;
}) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const [textMissing, setTextMissing] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setValues(spec ? formValuesOf(spec.fields) : {});
    setText('');
    setMissing([]);
    setTextMissing(false);
    setRefusal([]);
  }, [spec]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!spec || busy) return;
    const empty = missingFields(spec.fields, values);
    const noText = spec.input !== undefined && text.trim() === '';
    setMissing(empty);
    setTextMissing(noText);
    if (empty.length > 0 || noText) return;
    const body = {
      ...formBody(spec.fields, values),
      ...(spec.input ? { [spec.input.field]: text.trim() } : {}),
    };
    setBusy(true);
    const refused = await onSubmit(body, values);
    setBusy(false);
    setRefusal(refused ?? []);
  };

  return (
    <Modal show={spec !== null} onHide={onClose} centered aria-labelledby={`${id}-title`}>
      {spec && (
        <Form noValidate onSubmit={(e) => void submit(e)}>
          <Modal.Header closeButton closeLabel={t('generico.chiudi')}>
            <Modal.Title id={`${id}-title`} as="h2" className="h5">
              {t(spec.title)}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {refusal.length > 0 && (
              <Alert variant="danger" role="alert">
                {refusal.length === 1 ? (
                  refusal[0]
                ) : (
                  <ul className="mb-0">
                    {refusal.map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>
                )}
              </Alert>
            )}
            {spec.body && <p>{t(spec.body)}</p>}
            {spec.fields.map((f) => (
              <FieldInput
                key={f.field}
                idPrefix={`${id}-field`}
                field={f}
                value={values[f.field]}
                error={missing.includes(f.field) ? t('form.obbligatorio') : undefined}
                onChange={(v) => {
                  setValues((old) => ({ ...old, [f.field]: v }));
                  setMissing((old) => old.filter((m) => m !== f.field));
                }}
              />
            ))}
            {spec.input && (
              <Form.Group controlId={`${id}-input`}>
                <Form.Label>{t(spec.input.label)}</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={3}
                  autoFocus
                  required
                  maxLength={spec.input.maxLength}
                  value={text}
                  isInvalid={textMissing}
                  aria-describedby={textMissing ? `${id}-error` : undefined}
                  onChange={(e) => {
                    setText(e.target.value);
                    if (e.target.value.trim()) setTextMissing(false);
                  }}
                />
                <Form.Control.Feedback type="invalid" id={`${id}-error`}>
                  {t(spec.input.required)}
                </Form.Control.Feedback>
              </Form.Group>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
              {t('generico.annulla')}
            </Button>
            <Button type="submit" variant={spec.variant ?? 'primary'} disabled={busy}>
              {t(spec.confirm)}
            </Button>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
