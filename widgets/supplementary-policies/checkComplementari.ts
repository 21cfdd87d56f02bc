import type { ProdottoComplementare } from '../../schemas/types';
import type { DatiViaggioInseriti } from '../shopping/tripState';
import { problemiComplementare } from './policyFields';

/**
 * The spec 2 §5 supplementary-policy messages for the policies added to the trip data, in the
 * order they were added; [] when every one can be priced. A linked policy the package does not
 * offer is not this check's concern (the server refuses it).
 *
 * @example checkComplementari(tripData, complementari) // ["Inserisci l'importo del viaggio per la polizza integrativa …"]
 */
export function checkComplementari(
  dati: DatiViaggioInseriti,
  complementari: ProdottoComplementare[],
): string[] {
  return (dati.prodottiCollegati ?? []).flatMap((scelta) => {
    const c = complementari.find((x) => x.pacchettoID === scelta.pacchettoID);
    return c ? problemiComplementare(c, scelta) : [];
  });
}
