import type { ProdottoDettaglio } from '../../schemas/types';
import type { DatiViaggioInseriti } from '../shopping/tripState';

/** The message of a mandatory item left empty (spec 2 §5 "Further data"), as the server says it. */
export const ulterioreDatoObbligatorio = (descrizione: string) =>
  `Ulteriore dato obbligatorio: ${descrizione}`;

/**
 * What the further data of the trip still lack before the item can go in the cart: one message per
 * mandatory item of the product without a value (blank counts as none), in the product's order.
 */
export function checkUlterioriDati(dati: DatiViaggioInseriti, prodotto: ProdottoDettaglio): string[] {
  const valori = new Map((dati.ulterioriDati ?? []).map((d) => [d.itemID, (d.valore ?? '').trim()]));
  return (prodotto.ulterioriDati ?? [])
    .filter((item) => item.obbligatorio && !valori.get(item.itemID))
    .map((item) => ulterioreDatoObbligatorio(item.descrizione));
}
