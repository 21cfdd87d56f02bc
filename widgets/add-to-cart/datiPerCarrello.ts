import type { DatiViaggio } from '../../schemas/types';
import { parametriPerChiamata } from '../shopping/shoppingRequests';
import type { DatiViaggioInseriti } from '../shopping/tripState';

/**
 * The trip data as `POST carrello` / `PUT carrello/{itemID}` take them: the parameters in their call
 * form, no client-only flags, no totals (the server prices the item itself).
 */
export function datiPerCarrello(dati: DatiViaggioInseriti): DatiViaggio {
  const { inModifica: _inModifica, complementari: _complementari, itemID: _itemID, ...resto } = dati;
  return { ...resto, parametri: parametriPerChiamata(dati.parametri) };
}
