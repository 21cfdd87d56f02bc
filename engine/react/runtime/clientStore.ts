import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ClientEventBus } from '../../core/events';
import type { EngineUser } from './authProvider';
import { currentCulture } from '../../core/format/culture';

/**
 * The store version (spec 1 §9 "Store version {ip}"): a state saved by another version of the
 * client is discarded rather than migrated, so a new release never reads an old shape.
 * 4.0.0: the client state holds only the user's own input; server data live in the query cache.
 * 4.1.0: the user is the engine's EngineUser (the auth provider's), not the app's record.
 */
export const STORE_VERSION = '4.1.0';

/**
 * The engine's part of the client state (spec 1 §3): who is signed in and in which culture. What
 * else the user enters (an app's own input) is an app state the app declares (defineAppState).
 */
export interface ClientStateData {
  user: EngineUser | null;
  culture: string;
  /** Mirror of the token in local storage (spec 1 §4), never written to session storage. */
  token: string | null;
}

export interface ClientState extends ClientStateData {
  set(patch: Partial<ClientStateData>): void;
  /** Back to the initial state (logout); the culture survives. */
  reset(): void;
}

export type ClientStore = StoreApi<ClientState>;

export const initialClientState = (culture: string = currentCulture().locale): ClientStateData => ({
  user: null,
  culture,
  token: null,
});

/**
 * Session storage that keeps each saved state with the store version and returns nothing for a
 * state saved under another version (or unreadable), which zustand then replaces.
 */
export function versionedStorage(storage: StateStorage, version: string = STORE_VERSION): StateStorage {
  return {
    getItem(name) {
      const raw = storage.getItem(name) as string | null;
      if (raw === null) return null;
      try {
        const saved = JSON.parse(raw) as { storeVersion?: unknown; value?: unknown };
        if (saved.storeVersion !== version || typeof saved.value !== 'string') {
          storage.removeItem(name);
          return null;
        }
        return saved.value;
      } catch {
        storage.removeItem(name);
        return null;
      }
    },
    setItem: (name, value) => storage.setItem(name, JSON.stringify({ storeVersion: version, value })),
    removeItem: (name) => storage.removeItem(name),
  };
}

/** A storage that lives in memory, for tests and stories. */
export function memoryStorage(): StateStorage & { dump(): Record<string, string> } {
  const items = new Map<string, string>();
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
    dump: () => Object.fromEntries(items),
  };
}

/**
 * The engine's client state in zustand, persisted in `storage` under `key` (the app names it) and
 * STORE_VERSION (spec 1 §3).
 *
 * @example const store = createClientStore({ storage: sessionStorage, key: 'portal-state' }); store.getState().set({ culture: 'en-GB' })
 */
export function createClientStore({
  storage,
  key,
  version = STORE_VERSION,
  token = null,
}: {
  storage: StateStorage;
  key: string;
  version?: string;
  token?: string | null;
}): ClientStore {
  return createStore<ClientState>()(
    persist(
      (set, get) => ({
        ...initialClientState(),
        token,
        set: (patch) => set(patch),
        reset: () => set({ ...initialClientState(get().culture) }),
      }),
      {
        name: key,
        storage: createJSONStorage(() => versionedStorage(storage, version)),
        partialize: ({ set: _set, reset: _reset, token: _token, ...data }) => data,
        merge: (persisted, current) => ({ ...current, ...(persisted as Partial<ClientStateData>), token }),
      },
    ),
  );
}

/** An app state's store: its data, `set` to change part of it and `reset` to its initial value. */
export type AppState<T extends object> = T & {
  set(patch: Partial<T>): void;
  reset(): void;
};
export type AppStore<T extends object> = StoreApi<AppState<T>>;

/** What an app state needs from the running engine (an EngineRuntime has both). */
export interface AppStateHost {
  storage: StateStorage;
  bus: ClientEventBus;
}

/** An app's own part of the client state, declared once by the app (defineAppState). */
export interface AppStateDefinition<T extends object> {
  key: string;
  /** This state's store in a running engine: made on first use, one per engine. */
  of(host: AppStateHost): AppStore<T>;
}

/**
 * Declares a part of the client state that belongs to the app, not the engine (spec 1 §3: what the
 * user enters, e.g. a form's values kept between pages). Each engine gets its own store of it,
 * persisted in the engine's storage under `key` and the store version like the engine's state, and
 * back to `initial` when the user logs out. Only the user's own input belongs here: server data
 * are queries (engine/react/data), cached and refetched, never persisted.
 *
 * @example const draft = defineAppState({ key: 'portal-draft', initial: () => ({ text: '' }) }); draft.of(runtime).getState().set({ text: 'x' })
 */
export function defineAppState<T extends object>({
  key,
  initial,
  version = STORE_VERSION,
}: {
  key: string;
  initial: () => T;
  version?: string;
}): AppStateDefinition<T> {
  const stores = new WeakMap<AppStateHost, AppStore<T>>();
  const create = (host: AppStateHost): AppStore<T> => {
    const store = createStore<AppState<T>>()(
      persist(
        (set) => ({
          ...initial(),
          set: (patch: Partial<T>) => set(patch as Partial<AppState<T>>),
          reset: () => set(initial() as Partial<AppState<T>>),
        }),
        {
          name: key,
          storage: createJSONStorage(() => versionedStorage(host.storage, version)),
          partialize: ({ set: _set, reset: _reset, ...data }) => data,
        },
      ),
    );
    host.bus.on('user:logout', () => store.getState().reset());
    return store;
  };
  return {
    key,
    of(host) {
      const known = stores.get(host);
      if (known) return known;
      const made = create(host);
      stores.set(host, made);
      return made;
    },
  };
}
