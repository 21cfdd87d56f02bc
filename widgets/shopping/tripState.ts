import { useStore } from 'zustand';
import type { DatiViaggio, ParametriViaggio } from '../../schemas/types';
import { defineAppState, type AppState, type AppStore } from '../../engine/react/runtime/clientStore';
import { useRuntime } from '../../engine/react/runtime/RuntimeContext';

/**
 * The trip data being bought as the agent entered them: datiViaggio without its totali, which are
 * the server's figures and come from the carrello/totali query.
 */
export type DatiViaggioInseriti = Omit<DatiViaggio, 'totali'>;

/**
 * The shopping flow's part of the client state (spec 1 §3 "Client state"): only what the agent
 * chose or typed, kept between pages and reloads. Products, categories, product details and totals
 * are server data, read through queries keyed by these values.
 */
export interface TripState {
  /** Trip parameters (spec 2 §3) as last submitted; null before any. */
  parameters: ParametriViaggio | null;
  /** The category opened on the categories page; null for a search, the favourites or the quote page. */
  categoryId: number | null;
  /** The favourites view ('Prodotti Preferiti') is on. */
  showFavourites: boolean;
  /** Packages ticked for the comparison (pacchettoID, at most 4). */
  selectedItems: number[];
  /** Packages chosen in the header search (pacchettoID). */
  searchedProducts: number[];
  /**
   * What the agent searched, as the results page names it; null when the list is not a search. A
   * search that matched nothing has its text and no packages, so the page says so.
   */
  searchedText: string | null;
  /** The trip data of the product page. */
  tripData: DatiViaggioInseriti | null;
}

/** This portal's session-storage key of the trip state. */
export const TRIP_STATE_KEY = 'overins-viaggio';

export const tripState = defineAppState<TripState>({
  key: TRIP_STATE_KEY,
  initial: () => ({
    parameters: null,
    categoryId: null,
    showFavourites: false,
    selectedItems: [],
    searchedProducts: [],
    searchedText: null,
    tripData: null,
  }),
});

/** The trip state of the running engine. */
export function useTripStore(): AppStore<TripState> {
  return tripState.of(useRuntime());
}

export function useTripState<T>(selector: (state: AppState<TripState>) => T): T {
  return useStore(useTripStore(), selector);
}
