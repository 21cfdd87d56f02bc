import { CAMPI_TOTALI } from './campiTotali';
import { centsToEuro } from './money';
import type { Totali } from '../../../schemas/types';
import type { TotaliCentesimi } from './types';

/** The API's `totali` in euro with 2 decimals, from the engine's cents. */
export function totaliInEuro(totali: TotaliCentesimi): Totali {
  // Same keys as TotaliCentesimi (CAMPI_TOTALI lists them all); fromEntries cannot say so.
  return Object.fromEntries(CAMPI_TOTALI.map((k) => [k, centsToEuro(totali[k])])) as Record<
    keyof TotaliCentesimi,
    number
  >;
}
