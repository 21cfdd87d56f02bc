import { useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { fileProblem } from '../../form-fields/fileChoice';
import type { EditField } from '../model/editForm';

/**
 * A generated form's `file` input: the value is the row's file name (text, what the list shows) until
 * a file is chosen, then the File, which leaves on its own call once the row is saved. A file of the
 * wrong type or too large is refused here, with its reason, and the choice is cleared.
 */
export function FileInput({
  id,
  field,
  value,
  onChange,
  error,
}: {
  id: string;
  field: EditField;
  value: unknown;
  onChange: (v: unknown) => void;
  error: string | undefined;
}) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  // What the row held when the form opened: a refused choice goes back to it.
  const saved = useRef<string | null>(null);
  if (saved.current === null && typeof value === 'string' && value !== '') saved.current = value;
  const shownError = problem ?? error;
  const hintId = `${id}-hint`;
  const describedBy = [saved.current ? hintId : null, shownError !== undefined ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  const choose = (file: File | undefined) => {
    setProblem(null);
    if (!file) return onChange(saved.current);
    const refused = fileProblem(file, { accept: field.upload?.accept, maxSize: field.upload?.maxSize }, t);
    if (refused) {
      setProblem(refused);
      setInputKey((k) => k + 1);
      return onChange(saved.current);
    }
    onChange(file);
  };

  return (
    <Form.Group controlId={id} className="mb-2">
      <Form.Label className="small mb-1">
        {t(field.title)}
        {field.required && <span aria-hidden="true"> *</span>}
      </Form.Label>
      <Form.Control
        key={inputKey}
        type="file"
        accept={field.upload?.accept}
        disabled={field.disabled || !field.upload}
        required={field.required && !saved.current}
        isInvalid={shownError !== undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => choose((e.target as HTMLInputElement).files?.[0])}
      />
      {saved.current && (
        <Form.Text id={hintId} className="d-block">
          {t('griglia.fileAttuale').replace('{name}', saved.current)}
        </Form.Text>
      )}
      {shownError !== undefined && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {shownError}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
