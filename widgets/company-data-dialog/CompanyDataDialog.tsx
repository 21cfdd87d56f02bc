import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import datiAziendaModifica from '../../schemas/entities/datiAziendaModifica.schema.json';
import type { DatiAzienda, DatiAziendaModifica } from '../../schemas/types';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import {
  splitByField,
  type ProblemMessage,
  type SubmitProblem,
} from '../change-password-dialog/submitProblem';

type Editable = Exclude<keyof DatiAziendaModifica, 'ragioneSociale' | 'bannerHPInterna'>;
type Shown = 'ragioneSociale' | Editable;

// The fields and their Italian names are the schema's (schemas/entities/datiAziendaModifica), as on
// the server: those not readOnly are the ones a user may change; name and banner are read-only.
const FIELDS = Object.entries(datiAziendaModifica.properties);
const EDITABLE = FIELDS.filter(([, p]) => !('readOnly' in p && p.readOnly)).map(([f]) => f) as Editable[];
const INPUT_TYPE: Partial<Record<Editable, string>> = {
  email: 'email',
  email2: 'email',
  email3: 'email',
  telefono: 'tel',
  fax: 'tel',
};
/** Half-width inputs on wider screens; the rest take the whole row. */
const SHORT: ReadonlySet<Editable> = new Set(['telefono', 'fax', 'codiceProvincia', 'cAP']);

export interface CompanyDataDialogProps {
  show: boolean;
  onHide: () => void;
  data: DatiAzienda;
  /** Address of the distributor banner (bannerHPInterna through the image call); null when there is none. */
  bannerSrc: string | null;
  /**
   * Saves the editable fields. Resolves with nothing on success (the dialog goes back to reading;
   * the caller reloads the data and shows its toast) or with the server's refusal, shown by field.
   * Absent: the data can only be read.
   */
  onSave?: (changes: DatiAziendaModifica) => Promise<SubmitProblem | void>;
}

type Draft = Record<Editable, string>;
const draftOf = (data: DatiAzienda): Draft =>
  Object.fromEntries(EDITABLE.map((f) => [f, data[f] ?? ''])) as Draft;

/** Company data of the signed-in user's company (spec 1 §1), with the distributor banner. */
export function CompanyDataDialog({ show, onHide, data, bannerSrc, onSave }: CompanyDataDialogProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [pending, setPending] = useState(false);
  const label = (field: Shown) => t(`datiAzienda.${field}`);

  // The server names the field in its text (`Il campo "E-mail 2" …`); an explicit field wins.
  const fieldOf = (message: ProblemMessage): Editable | undefined =>
    EDITABLE.find((f) => f === message.field) ?? EDITABLE.find((f) => message.text.includes(`"${label(f)}"`));
  const { byField, general } = splitByField(problem, fieldOf);

  const stopEditing = () => {
    setDraft(null);
    setProblem(null);
    setPending(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || !onSave) return;
    setPending(true);
    setProblem(null);
    try {
      const refusal = await onSave(draft);
      if (refusal) setProblem(refusal);
      else setDraft(null);
    } catch {
      // The API client has already shown its toast for a failure it did not hand back.
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={stopEditing}
      aria-labelledby={`${id}-title`}
      size="lg"
      centered
    >
      <Form noValidate onSubmit={save}>
        <Modal.Header closeButton closeLabel={t('generico.chiudi')}>
          <Modal.Title id={`${id}-title`}>{t('datiAzienda.titolo')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {bannerSrc && (
            <img
              src={bannerSrc}
              alt={t('datiAzienda.bannerHPInterna')}
              className="img-fluid rounded mb-3 d-block mx-auto"
            />
          )}
          <h3 className="h5">{data.ragioneSociale}</h3>
          {draft === null ? (
            <dl className="row mb-0">
              {EDITABLE.map((field) => (
                <div key={field} className="col-sm-6 d-flex flex-column mb-2">
                  <dt className="small text-body-secondary fw-normal">{label(field)}</dt>
                  <dd className="mb-0">{data[field] || '—'}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <>
              {general.length > 0 && (
                <Alert variant="danger">
                  {general.map((text) => (
                    <div key={text}>{text}</div>
                  ))}
                </Alert>
              )}
              <Row>
                {EDITABLE.map((field) => {
                  const errors = byField[field];
                  return (
                    <Form.Group
                      key={field}
                      as={Col}
                      sm={SHORT.has(field) ? 6 : 12}
                      className="mb-3"
                      controlId={`${id}-${field}`}
                    >
                      <Form.Label>{label(field)}</Form.Label>
                      <Form.Control
                        type={INPUT_TYPE[field] ?? 'text'}
                        name={field}
                        value={draft[field]}
                        isInvalid={errors !== undefined}
                        onChange={(e) => setDraft((d) => d && { ...d, [field]: e.target.value })}
                      />
                      {errors && (
                        <Form.Control.Feedback type="invalid">{errors.join(' ')}</Form.Control.Feedback>
                      )}
                    </Form.Group>
                  );
                })}
              </Row>
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          {draft === null ? (
            <>
              {onSave && (
                <Button variant="outline-primary" onClick={() => setDraft(draftOf(data))}>
                  {t('generico.modifica')}
                </Button>
              )}
              <Button variant="secondary" onClick={onHide}>
                {t('generico.chiudi')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline-secondary" onClick={stopEditing}>
                {t('generico.annulla')}
              </Button>
              <Button type="submit" disabled={pending}>
                {pending && <Spinner as="span" size="sm" className="me-2" aria-hidden="true" />}
                {t('generico.salva')}
              </Button>
            </>
          )}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/**
 * The registry's entry point. The dialog is opened from the side panel, which holds its state; a
 * screen file has nothing to give it, so placed in a screen it renders nothing.
 */
export default function CompanyDataDialogWidget(_: WidgetComponentProps<Record<string, never>>) {
  return null;
}
