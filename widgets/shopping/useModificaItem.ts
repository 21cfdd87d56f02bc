import { useNavigate } from 'react-router-dom';
import type { CarrelloItem } from '../../schemas/types';
import { useTripStore } from './tripState';
import { useScreenPath } from './useScreenPath';

/**
 * Spec 2 §4 "Edit on a cart item": the item's saved data become the product page's trip data, marked
 * as being edited, and the product page opens (it follows the store when already there).
 */
export function useModificaItem() {
  const store = useTripStore();
  const navigate = useNavigate();
  const pathOf = useScreenPath();
  return async (item: CarrelloItem) => {
    const { totali: _totali, ...dati } = item.datiViaggio;
    store.getState().set({
      parameters: dati.parametri,
      tripData: { ...dati, itemID: item.datiCarrello.dati.itemID, inModifica: true },
    });
    await navigate(`${pathOf('infoProdotto')}?inModifica=true`);
  };
}
