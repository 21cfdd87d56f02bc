import { createStore, type StoreApi } from 'zustand/vanilla';

export interface BusyState {
  /** Calls of the main client not yet answered. */
  pending: number;
  /** Loading forced by the app (e.g. a lazy screen chunk), independent of calls. */
  forced: number;
  begin(): void;
  end(): void;
  force(on: boolean): void;
}

export type BusyStore = StoreApi<BusyState>;

/** The busy overlay shows while main-client calls are pending or loading is forced (spec 1 §1). */
export function createBusyStore(): BusyStore {
  return createStore<BusyState>()((set, get) => ({
    pending: 0,
    forced: 0,
    begin: () => set({ pending: get().pending + 1 }),
    end: () => set({ pending: Math.max(0, get().pending - 1) }),
    force: (on) => set({ forced: Math.max(0, get().forced + (on ? 1 : -1)) }),
  }));
}

export const isBusy = (state: Pick<BusyState, 'pending' | 'forced'>): boolean =>
  state.pending > 0 || state.forced > 0;
