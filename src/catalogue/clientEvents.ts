/**
 * The portal's own client events (spec 1 §4, spec 2 header), added to the engine's by augmenting
 * its `ClientEvents`: the bus then types their names and payloads everywhere, and the engine names
 * none of them.
 */
declare module '../../engine/core/events/clientEvents' {
  interface ClientEvents {
    /** The product search ran with these product ids (spec 2 header multi-select search). */
    'product:searched': { productIds: number[] };
    'product:search-reset': Record<string, never>;
    /** The favourites view was switched on or off. */
    'favourites:toggle': { show: boolean };
    /** The cart changed; itemCount is the new number of items when known. */
    'cart:changed': { itemCount: number | null };
  }
}

export {};
