/**
 * Check digits of Italian tax identifiers. The schema checks the shape; these catch the typing
 * mistakes a shape cannot (a swapped digit still has eleven digits).
 */

/** Partita IVA (and a company's numeric codice fiscale): 11 digits, the last a Luhn-style check digit. */
export function isValidPartitaIva(value: string): boolean {
  if (!/^[0-9]{11}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(value[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}

// Values of a character in an odd position (1st, 3rd, …) of a personal codice fiscale, 0-9 then A-Z.
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

function valueOf(char: string, odd: boolean): number {
  const code = char.charCodeAt(0);
  const index = code >= 48 && code <= 57 ? code - 48 : code - 65;
  if (odd) return ODD[index] ?? 0;
  return index;
}

/** A personal codice fiscale (16 characters) with its control letter; omocodia letters allowed. */
export function isValidCodiceFiscalePersona(value: string): boolean {
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(value))
    return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += valueOf(value[i]!, i % 2 === 0);
  return String.fromCharCode(65 + (sum % 26)) === value[15];
}

/** A company's codice fiscale: its 11-digit number, or the owner's personal code for a sole trader. */
export function isValidCodiceFiscale(value: string): boolean {
  return value.length === 11 ? isValidPartitaIva(value) : isValidCodiceFiscalePersona(value);
}
