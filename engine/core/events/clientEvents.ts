import { createEmitter, type Emitter } from './createEmitter';

/** Why a session ended; the shell decides on it whether to go to login with a returnUrl. */
export type LogoutReason = 'user' | 'unauthorized' | 'startup-failed' | 'guard' | 'impersonation';

/**
 * The client events of spec 1 §4, with what each carries. Payloads stay small and serialisable:
 * listeners that need the full user or cart read it from the store.
 */
export interface ClientEvents {
  /** A call of the main client began (drives the busy overlay; the background client never emits it). */
  'request:started': { method: string; url: string };
  /** A call of the main client ended, successfully or not. */
  'request:ended': { method: string; url: string; status: number | null };
  /** Any failed call (spec 1 §8 first row); status null when there was no response. */
  'response:error': { method: string; url: string; status: number | null; message: string };
  'user:login': { userName: string };
  'user:logout': { reason: LogoutReason };
  'user:info-updated': { userName: string };
  'culture:change': { culture: string };
  /** The product search ran with these product ids (spec 2 header multi-select search). */
  'product:searched': { productIds: number[] };
  'product:search-reset': Record<string, never>;
  /** The favourites view was switched on or off. */
  'favourites:toggle': { show: boolean };
  /** The cart changed; itemCount is the new number of items when known. */
  'cart:changed': { itemCount: number | null };
}

export type ClientEventType = keyof ClientEvents;

export const CLIENT_EVENT_TYPES = [
  'request:started',
  'request:ended',
  'response:error',
  'user:login',
  'user:logout',
  'user:info-updated',
  'culture:change',
  'product:searched',
  'product:search-reset',
  'favourites:toggle',
  'cart:changed',
] as const satisfies readonly ClientEventType[];

export type ClientEventBus = Emitter<ClientEvents>;

/**
 * A fresh bus for the client events. The app makes one and provides it; tests and stories make
 * their own, so no state leaks between them.
 *
 * @example const bus = createClientEventBus(); bus.on('user:logout', ({ reason }) => ...)
 */
export function createClientEventBus(
  options?: Parameters<typeof createEmitter<ClientEvents>>[0],
): ClientEventBus {
  return createEmitter<ClientEvents>(options);
}
