import Form from 'react-bootstrap/Form';
import { DATA_MIN, oggiIso, senzaAsterisco, type Colonna } from './campi';
import { useTestoData } from './useTestoData';

/** One participant input; `label` is visible on the mobile card, an aria-label in the table. */
export function CampoPartecipante({
  id,
  colonna,
  label,
  value,
  invalid,
  describedBy,
  readOnly,
  visibleLabel,
  onChange,
  onBlur,
}: {
  id: string;
  colonna: Colonna;
  label: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  readOnly: boolean;
  visibleLabel: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const data = colonna.type === 'date';
  const testo = useTestoData(value, onChange);
  // Spec 2 §5: a birth date from 1 January 1900 to today.
  const fuoriLimiti = data && value !== '' && (value < DATA_MIN || value > oggiIso());
  const control = (
    <Form.Control
      id={id}
      // Names the column for a navigation's focus request (the product page starts at the surname).
      data-campo={colonna.campo}
      size="sm"
      type={data ? 'text' : colonna.type}
      value={data ? testo.text : value}
      readOnly={readOnly}
      required={colonna.obbligatorio}
      aria-required={colonna.obbligatorio || undefined}
      isInvalid={invalid || fuoriLimiti}
      aria-invalid={invalid || fuoriLimiti || undefined}
      aria-describedby={describedBy}
      autoComplete={colonna.autoComplete}
      maxLength={data ? 10 : colonna.campo === 'CodiceFiscale' ? 20 : 100}
      placeholder={data ? 'GG/MM/AAAA' : undefined}
      inputMode={data ? 'numeric' : undefined}
      className={colonna.campo === 'CodiceFiscale' ? 'text-uppercase font-monospace' : undefined}
      // The tax code's 16 characters in full, whatever else the row holds, with room for the
      // invalid mark's icon (issue 24, defect 9).
      style={colonna.campo === 'CodiceFiscale' ? { minWidth: 'calc(16ch + 3.5rem)' } : undefined}
      {...(visibleLabel ? {} : { 'aria-label': label })}
      onChange={(e) => (data ? testo.change(e.target.value) : onChange(e.target.value))}
      onBlur={() => {
        if (data) testo.commit();
        onBlur();
      }}
    />
  );
  if (!visibleLabel) return control;
  return (
    <Form.Group className="mb-2">
      <Form.Label htmlFor={id} className="small mb-0">
        {senzaAsterisco(colonna.label)}
        {colonna.obbligatorio ? <span aria-hidden="true">*</span> : null}
      </Form.Label>
      {control}
    </Form.Group>
  );
}

/** Errors (red) and the tax code warning (amber) under a participant, linked to its inputs. */
export function MessaggiPartecipante({
  id,
  errori,
  avviso,
}: {
  id: string;
  errori: string[];
  avviso?: string;
}) {
  if (errori.length === 0 && !avviso) return null;
  return (
    <div id={id} className="small">
      {errori.map((e) => (
        <div key={e} className="text-danger">
          {e}
        </div>
      ))}
      {avviso ? (
        <div className="text-warning-emphasis" role="status">
          {avviso}
        </div>
      ) : null}
    </div>
  );
}
