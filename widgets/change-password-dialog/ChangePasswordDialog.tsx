import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { PasswordChange } from '../../schemas/types';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { splitByField, type ProblemMessage, type SubmitProblem } from './submitProblem';

type Field = keyof PasswordChange;

export interface ChangePasswordDialogProps {
  show: boolean;
  onHide: () => void;
  /**
   * Sends the change. Resolves with nothing on success (the caller closes the dialog and shows the
   * spec's "password changed" toast) or with the server's refusal, shown inside the dialog.
   */
  onSubmit: (values: PasswordChange) => Promise<SubmitProblem | void>;
}

const FIELDS: Field[] = ['passwordVecchia', 'passwordNuova', 'passwordConferma'];
const LABELS: Record<Field, string> = {
  passwordVecchia: 'cambioPassword.passwordVecchia',
  passwordNuova: 'cambioPassword.passwordNuova',
  passwordConferma: 'cambioPassword.passwordConferma',
};
const AUTOCOMPLETE: Record<Field, string> = {
  passwordVecchia: 'current-password',
  passwordNuova: 'new-password',
  passwordConferma: 'new-password',
};
/** The server's message codes (server/areas/account/messages.ts) that are about one input. */
const FIELD_OF_CODE: Record<string, Field> = {
  'password.attualeErrata': 'passwordVecchia',
  'password.nonValida': 'passwordNuova',
  'password.ugualeAttuale': 'passwordNuova',
  'password.confermaErrata': 'passwordConferma',
};
const fieldOf = (message: ProblemMessage): Field | undefined =>
  FIELDS.find((f) => f === message.field) ?? (message.code ? FIELD_OF_CODE[message.code] : undefined);

const EMPTY: PasswordChange = { passwordVecchia: '', passwordNuova: '', passwordConferma: '' };

/** The signed-in user's own password change: old, new and confirmation; the server validates. */
export function ChangePasswordDialog({ show, onHide, onSubmit }: ChangePasswordDialogProps) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [pending, setPending] = useState(false);
  const { byField, general } = splitByField(problem, fieldOf);

  const reset = () => {
    setValues(EMPTY);
    setProblem(null);
    setPending(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setProblem(null);
    try {
      setProblem((await onSubmit(values)) ?? null);
    } catch {
      // The API client has already shown its toast for a failure it did not hand back.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal show={show} onHide={onHide} onExited={reset} aria-labelledby={`${id}-title`} centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('generico.chiudi')}>
          <Modal.Title id={`${id}-title`}>{t('cambioPassword.titolo')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {general.length > 0 && (
            <Alert variant="danger">
              {general.map((text) => (
                <div key={text}>{text}</div>
              ))}
            </Alert>
          )}
          {FIELDS.map((field) => {
            const errors = byField[field];
            const key = LABELS[field];
            return (
              <Form.Group key={field} className="mb-3" controlId={`${id}-${field}`}>
                <Form.Label>{t(key)}</Form.Label>
                <Form.Control
                  type="password"
                  name={field}
                  autoComplete={AUTOCOMPLETE[field]}
                  value={values[field]}
                  isInvalid={errors !== undefined}
                  onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                />
                {errors && <Form.Control.Feedback type="invalid">{errors.join(' ')}</Form.Control.Feedback>}
              </Form.Group>
            );
          })}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('generico.annulla')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending && <Spinner as="span" size="sm" className="me-2" aria-hidden="true" />}
            {t('cambioPassword.salva')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/**
 * The registry's entry point. The dialog is opened from the side panel, which holds its state; a
 * screen file has nothing to give it, so placed in a screen it renders nothing.
 */
export default function ChangePasswordDialogWidget(_: WidgetComponentProps<Record<string, never>>) {
  return null;
}
