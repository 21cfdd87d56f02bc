/** The top-up limits the server applies to `ricaricacredito` (euros). */
export const MIN_RICARICA = 10;
export const MAX_RICARICA = 10_000;

export type AmountProblem = 'fuoriLimiti' | 'decimali';

/**
 * The amount typed in the field, in euros, or what is wrong with it. A comma is read as the
 * decimal separator, as Italians write it.
 *
 * @example readAmount('50,5') // { importo: 50.5 }
 */
export function readAmount(text: string): { importo: number } | { problem: AmountProblem } {
  const normalised = text.trim().replace(',', '.');
  const importo = Number(normalised);
  if (normalised === '' || !Number.isFinite(importo) || importo < MIN_RICARICA || importo > MAX_RICARICA)
    return { problem: 'fuoriLimiti' };
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return { problem: 'decimali' };
  return { importo };
}
