import Form from 'react-bootstrap/Form';
import type { QuestionarioAdeguatezza } from '../../../schemas/types';
import { useT } from '../../../engine/react/runtime/EngineContext';

export interface SceltaAdeguatezzaProps {
  id: string;
  questionario: QuestionarioAdeguatezza | undefined;
  value: boolean | null;
  error: string | null;
  readOnly: boolean;
  onChange: (adeguatezza: boolean) => void;
}

/**
 * The suitability choice (spec 2 §2 "Declarations"): proceed, which shows the questionnaire's
 * statements the customer confirms, or decline to give information. Texts are the questionnaire's
 * (GET carrello/questionarioAdeguatezza), the version the server records with the answer.
 */
export function SceltaAdeguatezza({
  id,
  questionario,
  value,
  error,
  readOnly,
  onChange,
}: SceltaAdeguatezzaProps) {
  const t = useT();
  const name = `${id}-adeguatezza`;
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-adeguatezza-errore` : undefined}>
      <legend className="h6">{t('dichiarazioni.adeguatezza')}</legend>
      <Form.Check
        type="radio"
        id={`${id}-procedi`}
        name={name}
        checked={value === true}
        disabled={readOnly}
        isInvalid={error !== null}
        aria-invalid={error !== null || undefined}
        onChange={() => onChange(true)}
        label={questionario?.sceltaProcedi ?? t('dichiarazioni.procedi')}
      />
      {value === true && questionario ? (
        <div className="ms-4 my-2 small" data-testid="dichiarazioni-adeguatezza">
          <p className="fw-semibold mb-1">{questionario.titolo}</p>
          {questionario.introduzione ? <p className="mb-1">{questionario.introduzione}</p> : null}
          <ol className="mb-0">
            {questionario.dichiarazioni.map((d) => (
              <li key={d.codice}>{d.testo}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <Form.Check
        type="radio"
        id={`${id}-rifiuta`}
        name={name}
        checked={value === false}
        disabled={readOnly}
        isInvalid={error !== null}
        aria-invalid={error !== null || undefined}
        onChange={() => onChange(false)}
        label={questionario?.sceltaRifiuta ?? t('dichiarazioni.adeguatezzaRifiuto')}
      />
      {error ? (
        <div className="invalid-feedback d-block" id={`${id}-adeguatezza-errore`}>
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
