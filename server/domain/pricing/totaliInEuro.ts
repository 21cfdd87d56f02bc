import { CAMPI_TOTALI } from './campiTotali';
import { centsToEuro } from './money';
import type { Totali } from './types';

/** The API's `totali` in euro with 2 decimals, from the engine's cents. */
export function totaliInEuro(totali: Totali): Record<keyof Totali, number> {
  return Object.fromEntries(CAMPI_TOTALI.map((k) => [k, centsToEuro(totali[k])])) as Record<
    keyof Totali,
    number
  >;
}
