import Form from 'react-bootstrap/Form';
import type { UlterioreDato } from '../../../schemas/types';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { opzioniCombo } from '../opzioniCombo';

/** The longest answer the server keeps (ulterioreDato.valore). */
const VALORE_MAX = 500;

export interface UlterioreDatoInputProps {
  item: UlterioreDato;
  id: string;
  value: string;
  error: string | null;
  readOnly: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** One further data item's input: a dropdown of its options for a combo, free text otherwise. */
export function UlterioreDatoInput({
  item,
  id,
  value,
  error,
  readOnly,
  onChange,
  onBlur,
}: UlterioreDatoInputProps) {
  const t = useT();
  const opzioni = opzioniCombo(item.tipo);
  const common = {
    id,
    value,
    isInvalid: error !== null,
    // isInvalid only paints it red; screen readers hear 'invalid' from aria-invalid.
    'aria-invalid': error !== null || undefined,
    required: item.obbligatorio === true,
    disabled: readOnly,
    'aria-describedby': error ? `${id}-errore` : undefined,
    onBlur,
  };
  return (
    <>
      {opzioni ? (
        <Form.Select {...common} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('ulterioriDati.seleziona')}</option>
          {/* A saved code the product no longer offers stays visible, so the agent sees what to change. */}
          {value && !opzioni.some((o) => o.Codice === value) ? <option value={value}>{value}</option> : null}
          {opzioni.map((o) => (
            <option key={o.Codice} value={o.Codice}>
              {o.Descrizione}
            </option>
          ))}
        </Form.Select>
      ) : (
        <Form.Control
          {...common}
          type="text"
          maxLength={VALORE_MAX}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error ? (
        <Form.Control.Feedback type="invalid" id={`${id}-errore`}>
          {error}
        </Form.Control.Feedback>
      ) : null}
    </>
  );
}
