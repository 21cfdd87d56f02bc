/** The session-storage key of the engine's client state in this portal (spec 1 §3 "Client state"). */
export const STORE_KEY = 'overins-state';
