import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { UserInfo } from '../../../schemas/types';
import { CULTURE } from '../../core/format';

/**
 * The store version (spec 1 §9 "Store version {ip}"): a state saved by another version of the
 * client is discarded rather than migrated, so a new release never reads an old shape.
 */
export const STORE_VERSION = '3.0.0';
export const STORE_KEY = 'overins-state';

/** Shapes of the shopping entities arrive with later issues; until then they are opaque records. */
export type Entity = Record<string, unknown>;

/** Spec 1 §3 "Client state", field by field. */
export interface ClientStateData {
  user: UserInfo | null;
  culture: string;
  /** Mirror of the token in local storage (spec 1 §4), never written to session storage. */
  token: string | null;
  productList: Entity[];
  selectedProduct: Entity | null;
  cartProducts: Entity[];
  /** Trip parameters (spec 2 §3). */
  parameters: Entity | null;
  category: Entity | null;
  showFavourites: boolean;
  selectedItems: Entity[];
  /** datiViaggio (spec 2 §3). */
  tripData: Entity | null;
  searchedProducts: number[];
}

export interface ClientState extends ClientStateData {
  set(patch: Partial<ClientStateData>): void;
  /** Back to the initial state (logout); the culture survives. */
  reset(): void;
}

export type ClientStore = StoreApi<ClientState>;

export const initialClientState = (culture: string = CULTURE): ClientStateData => ({
  user: null,
  culture,
  token: null,
  productList: [],
  selectedProduct: null,
  cartProducts: [],
  parameters: null,
  category: null,
  showFavourites: false,
  selectedItems: [],
  tripData: null,
  searchedProducts: [],
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
 * The client state in zustand, persisted in session storage under STORE_VERSION (spec 1 §3).
 *
 * @example const store = createClientStore({ storage: sessionStorage }); store.getState().set({ showFavourites: true })
 */
export function createClientStore({
  storage,
  version = STORE_VERSION,
  token = null,
}: {
  storage: StateStorage;
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
        name: STORE_KEY,
        storage: createJSONStorage(() => versionedStorage(storage, version)),
        partialize: ({ set: _set, reset: _reset, token: _token, ...data }) => data,
        merge: (persisted, current) => ({ ...current, ...(persisted as Partial<ClientStateData>), token }),
      },
    ),
  );
}
