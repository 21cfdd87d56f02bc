import datiAziendaModifica from '../../../schemas/entities/datiAziendaModifica.schema.json';
import type { DatiAziendaModifica } from '../../../schemas/types';
import type { ErrorMessage } from '../../errors';

/** The company-data fields the schema marks read-only: back office's to change. */
type ReadOnlyField = 'ragioneSociale' | 'bannerHPInterna';
export type EditableField = Exclude<keyof DatiAziendaModifica, ReadOnlyField>;

/**
 * The company-data fields a user may change, with the Italian name messages use for each: the
 * properties of schemas/entities/datiAziendaModifica that are not readOnly, and their titles.
 */
export const EDITABLE_FIELDS = Object.fromEntries(
  Object.entries(datiAziendaModifica.properties)
    .filter(([, p]) => !('readOnly' in p && p.readOnly))
    .map(([field, p]) => [field, p.title]),
) as Record<EditableField, string>;
export type DatiAziendaChanges = Partial<Record<EditableField, string | null>>;

// Deliberately simple: one @, no spaces, a dot in the domain and a top-level part of 2+ letters.
const EMAIL = /^[^\s@"<>,;]+@[^\s@"<>,;]+\.[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9][0-9 ./-]*[0-9]$/;
const PROVINCIA = /^[A-Z]{2}$/;
const CAP = /^[0-9]{5}$/;

const problem = (text: string): ErrorMessage => ({ code: 'errore.validazione', text, type: 'error' });

/**
 * Trims the given fields (empty becomes null) and checks them; returns the clean values and one
 * Italian message per field in error, naming the field.
 */
export function checkDatiAzienda(input: DatiAziendaChanges): {
  values: DatiAziendaChanges;
  problems: ErrorMessage[];
} {
  const values: DatiAziendaChanges = {};
  const problems: ErrorMessage[] = [];
  for (const field of Object.keys(EDITABLE_FIELDS) as EditableField[]) {
    if (!(field in input)) continue;
    const raw = input[field];
    const value = typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null;
    values[field] = value;
    const name = EDITABLE_FIELDS[field];
    if (value === null) {
      if (field === 'email') problems.push(problem(`Il campo "${name}" è obbligatorio.`));
      continue;
    }
    switch (field) {
      case 'email':
      case 'email2':
      case 'email3':
        if (!EMAIL.test(value))
          problems.push(problem(`Il campo "${name}" non contiene un indirizzo e-mail valido.`));
        break;
      case 'telefono':
      case 'fax': {
        const digits = value.replace(/[^0-9]/g, '').length;
        if (!PHONE.test(value) || digits < 6 || digits > 15) {
          problems.push(problem(`Il campo "${name}" non contiene un numero di telefono valido.`));
        }
        break;
      }
      case 'codiceProvincia':
        if (!PROVINCIA.test(value)) {
          problems.push(
            problem(`Il campo "${name}" deve contenere la sigla di 2 lettere maiuscole (es. RM).`),
          );
        }
        break;
      case 'cAP':
        if (!CAP.test(value)) problems.push(problem(`Il campo "${name}" deve contenere 5 cifre.`));
        break;
      default:
        break;
    }
  }
  return { values, problems };
}
