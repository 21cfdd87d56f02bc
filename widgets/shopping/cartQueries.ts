import type { UseQueryResult } from '@tanstack/react-query';
import type { CarrelloItem, DatiViaggio } from '../../schemas/types';
import { sourceQueryKey, useDataSource, useSourceMutation } from '../../engine/react/data';
import { readItems } from './readBody';

/** The query key of GET carrello: every change of the cart refetches exactly this. */
export const CARRELLO_KEY = sourceQueryKey('carrello', {});

/** GET carrello: the user's cart items (spec 2 §3 "Cart item"), oldest first. */
export function useCarrello(enabled = true): UseQueryResult<CarrelloItem[]> {
  return useDataSource<CarrelloItem[]>({ path: 'carrello' }, undefined, {
    select: readItems<CarrelloItem>,
    enabled,
  });
}

interface ItemSalvato {
  data: { itemID: number };
}

/**
 * Adds the product page's trip data to the cart (`POST carrello`) or, for an item being edited,
 * saves it (`PUT carrello/{itemID}`). The server validates and prices it; a refusal's messages are
 * the error catalogue's toasts.
 */
export function useSalvaNelCarrello() {
  return useSourceMutation<DatiViaggio, ItemSalvato>({
    method: 'post',
    path: 'carrello',
    invalidates: [CARRELLO_KEY],
  });
}

export function useAggiornaNelCarrello() {
  return useSourceMutation<DatiViaggio & { itemID: number }, ItemSalvato>({
    method: 'put',
    path: (dati) => `carrello/${dati.itemID}`,
    invalidates: [CARRELLO_KEY],
  });
}

/** DELETE carrello/{itemID}. */
export function useEliminaDalCarrello() {
  return useSourceMutation<{ itemID: number }, { data: boolean }>({
    method: 'delete',
    path: ({ itemID }) => `carrello/${itemID}`,
    invalidates: [CARRELLO_KEY],
  });
}
