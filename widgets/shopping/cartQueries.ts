import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { CarrelloItem, DatiViaggio, EsitoAcquisto } from '../../schemas/types';
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

/** POST carrello/svuotacarrello: empties the cart (no body). */
export function useSvuotaCarrello() {
  return useSourceMutation<void, { data: { eliminati: number } }>({
    method: 'post',
    path: 'carrello/svuotacarrello',
    body: () => undefined,
    invalidates: [CARRELLO_KEY],
  });
}

/**
 * POST adesioni: buys the whole cart (no body; spec 2 §4 "Purchase from cart"). `idempotencyKey` is
 * the press of Acquista: the server makes one set of policies per key, so a retry after a lost answer
 * sends the same key and gets the same result. Any answer reloads the cart: the issued items have left it.
 */
export function useAcquista(): UseMutationResult<EsitoAcquisto, Error, { idempotencyKey: string }> {
  return useSourceMutation<{ idempotencyKey: string }, EsitoAcquisto>({
    method: 'post',
    path: 'adesioni',
    body: () => undefined,
    headers: ({ idempotencyKey }) => ({ 'Idempotency-Key': idempotencyKey }),
    invalidates: [CARRELLO_KEY],
  });
}
