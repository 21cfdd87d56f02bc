import { useEffect, useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useT } from '../../../engine/react/runtime/EngineContext';

/**
 * What a row action asks before it calls the server (rowActions.ts): a confirmation, or a text the
 * user must write (a refusal's reason). Texts are label keys.
 */
export interface RowActionQuestion {
  title: string;
  /** The question shown above the input, or alone for a confirmation. */
  body?: string;
  /** A required text input with this label (key); without it the dialog only confirms. */
  input?: { label: string; maxLength: number; required: string };
  confirm: string;
  /** `danger` for an action that refuses or removes something. */
  variant?: 'primary' | 'danger';
}

/**
 * The dialog of a row action's question: resolves with the text written (trimmed), `''` for a plain
 * confirmation, or null when the user closes it. The text is required: confirming without one shows
 * the input's message and keeps the dialog open.
 */
export function RowActionDialog({
  question,
  onAnswer,
}: {
  question: RowActionQuestion | null;
  onAnswer: (answer: string | null) => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setText('');
    setInvalid(false);
  }, [question]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!question) return;
    if (question.input) {
      const value = text.trim();
      if (!value) return setInvalid(true);
      return onAnswer(value);
    }
    onAnswer('');
  };

  return (
    <Modal show={question !== null} onHide={() => onAnswer(null)} centered aria-labelledby={`${id}-title`}>
      {question && (
        <Form noValidate onSubmit={submit}>
          <Modal.Header closeButton closeLabel={t('generico.chiudi')}>
            <Modal.Title id={`${id}-title`} as="h2" className="h5">
              {t(question.title)}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {question.body && <p>{t(question.body)}</p>}
            {question.input && (
              <Form.Group controlId={`${id}-input`}>
                <Form.Label>{t(question.input.label)}</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={3}
                  autoFocus
                  required
                  maxLength={question.input.maxLength}
                  value={text}
                  isInvalid={invalid}
                  aria-describedby={invalid ? `${id}-error` : undefined}
                  onChange={(e) => {
                    setText(e.target.value);
                    if (e.target.value.trim()) setInvalid(false);
                  }}
                />
                <Form.Control.Feedback type="invalid" id={`${id}-error`}>
                  {t(question.input.required)}
                </Form.Control.Feedback>
              </Form.Group>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => onAnswer(null)}>
              {t('generico.annulla')}
            </Button>
            <Button type="submit" variant={question.variant ?? 'primary'}>
              {t(question.confirm)}
            </Button>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
