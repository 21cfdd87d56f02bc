import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { DropdownItem } from '../../schemas/types';

/** Which of the editor's three role dialogs: a new empty role, a new copy of another, a new name. */
export type RoleDialogKind = 'nuovo' | 'copia' | 'rinomina';

export interface RoleDialogValues {
  nome: string;
  backOffice: boolean;
  copiaDa: number | null;
}

export interface RoleNameDialogProps {
  kind: RoleDialogKind;
  /** The roles to copy from (the `Copia da…` dialog). */
  roles: readonly DropdownItem[];
  /** The name shown at first (the role's own for a rename). */
  initialName?: string;
  /** The role to copy from at first (the one being edited). */
  initialSource?: number | null;
  onHide: () => void;
  /** Sends the values; resolves with the server's refusal to show in the dialog, or null when done. */
  onSubmit: (values: RoleDialogValues) => Promise<string | null>;
}

const TITLE: Record<RoleDialogKind, string> = {
  nuovo: 'ruoli.nuovo',
  copia: 'ruoli.copiaDa',
  rinomina: 'ruoli.rinomina',
};

/**
 * The dialog of `Nuovo ruolo`, `Copia da…` and `Rinomina` (issue 27): a modal with its title as its
 * name, focus on the name at opening and back on the button at closing (react-bootstrap's Modal),
 * Enter to save and Escape to cancel; the server's refusal (a name already taken…) shown inside it.
 */
export function RoleNameDialog({
  kind,
  roles,
  initialName = '',
  initialSource = null,
  onHide,
  onSubmit,
}: RoleNameDialogProps) {
  const t = useT();
  const id = useId();
  const [nome, setNome] = useState(initialName);
  const [backOffice, setBackOffice] = useState(true);
  const [copiaDa, setCopiaDa] = useState<number | null>(initialSource);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const refused = await onSubmit({ nome, backOffice, copiaDa: kind === 'copia' ? copiaDa : null });
    setBusy(false);
    if (refused !== null) setProblem(refused);
  };

  return (
    <Modal show onHide={onHide} aria-labelledby={`${id}-titolo`} centered>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <Modal.Header closeButton closeLabel={t('ruoli.annulla')}>
          <Modal.Title id={`${id}-titolo`} as="h2" className="h5">
            {t(TITLE[kind])}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {problem && (
            <Alert variant="danger" role="alert" className="py-2">
              {problem}
            </Alert>
          )}
          {kind === 'copia' && (
            <Form.Group controlId={`${id}-fonte`} className="mb-3">
              <Form.Label>{t('ruoli.ruoloDaCopiare')}</Form.Label>
              <Form.Select
                required
                value={copiaDa ?? ''}
                onChange={(e) => setCopiaDa(e.target.value === '' ? null : Number(e.target.value))}
              >
                <option value="">{t('ruoli.scegliRuolo')}</option>
                {roles.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.text}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          <Form.Group controlId={`${id}-nome`} className="mb-3">
            <Form.Label>{t('ruoli.nome')}</Form.Label>
            <Form.Control
              autoFocus
              required
              maxLength={100}
              value={nome}
              isInvalid={problem !== null}
              onChange={(e) => setNome(e.target.value)}
            />
          </Form.Group>
          {kind === 'nuovo' && (
            <fieldset>
              <legend className="form-label fs-6 mb-1">{t('ruoli.tipo')}</legend>
              <Form.Check
                type="radio"
                inline
                id={`${id}-bo`}
                name={`${id}-tipo`}
                label={t('ruoli.backOffice')}
                checked={backOffice}
                onChange={() => setBackOffice(true)}
              />
              <Form.Check
                type="radio"
                inline
                id={`${id}-fe`}
                name={`${id}-tipo`}
                label={t('ruoli.frontend')}
                checked={!backOffice}
                onChange={() => setBackOffice(false)}
              />
            </fieldset>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('ruoli.annulla')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            disabled={busy || nome.trim() === '' || (kind === 'copia' && copiaDa === null)}
          >
            {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            {t('ruoli.salva')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
