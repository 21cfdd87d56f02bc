import { createEmitter, type Emitter } from './createEmitter';

/** Why a session ended; the shell decides on it whether to go to login with a returnUrl. */
/** `startup-no-answer`: the start-up's user info got no answer (offline, or the page was left meanwhile). */
export type LogoutReason = 'user' | 'unauthorized' | 'startup-failed' | 'guard' | 'impersonation';

/**
 * The client events of spec 1 §4, with what each carries. Payloads stay small and serialisable:
 * listeners that need more read it from the store. The engine declares the events it emits itself;
 * the app adds its own by augmenting this interface (see src/catalogue/clientEvents.ts):
 *
 * @example declare module '../../engine/core/events/clientEvents' { interface ClientEvents { 'x:done': { id: number } } }
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
}

export type ClientEventType = keyof ClientEvents;

/** The events the engine itself emits; the app's own events are not listed here. */
export const ENGINE_EVENT_TYPES = [
  'request:started',
  'request:ended',
  'response:error',
  'user:login',
  'user:logout',
  'user:info-updated',
  'culture:change',
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
