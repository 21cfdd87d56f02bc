import type codiceFiscaleJs from 'codice-fiscale-js';
import { onFirstUse } from '../../../onFirstUse';

/**
 * The codice fiscale checks, through codice-fiscale-js (its CommonJS build exports `{ CodiceFiscale }`
 * while its types declare a default export, hence the lookup).
 */
const library = onFirstUse<{ CodiceFiscale?: typeof codiceFiscaleJs }>('codice-fiscale-js');
const CodiceFiscale = () => (library().CodiceFiscale ?? library()) as typeof codiceFiscaleJs;

/** A personal codice fiscale of 16 characters whose check character is right (omocodia allowed). */
export const codiceFiscaleValido = (cf: string): boolean => CodiceFiscale().check(cf.toUpperCase());

// Omocodia replaces digits with these letters, in order 0-9.
const OMOCODIA = 'LMNPQRSTUV';
const cifra = (c: string) => (OMOCODIA.includes(c) ? String(OMOCODIA.indexOf(c)) : c);

/**
 * Whether a valid codice fiscale was computed from this surname, name and birth date (YYYY-MM-DD, or
 * empty to skip it). Only the parts the code encodes are compared; the birthplace is not given here.
 */
export function codiceFiscaleCorrisponde(
  cf: string,
  cognome: string,
  nome: string,
  dataNascita: string,
): boolean {
  const code = cf.toUpperCase();
  if (code.slice(0, 3) !== CodiceFiscale().surnameCode(cognome)) return false;
  if (code.slice(3, 6) !== CodiceFiscale().nameCode(nome)) return false;
  const data = /^(\d{4})-(\d{2})-(\d{2})/.exec(dataNascita);
  if (!data) return true;
  const [year, month, day] = [Number(data[1]), Number(data[2]), Number(data[3])];
  const written = [...code.slice(6, 11)].map((c, i) => (i === 2 ? c : cifra(c))).join('');
  return (['M', 'F'] as const).some((g) => CodiceFiscale().dateCode(day, month, year, g) === written);
}
