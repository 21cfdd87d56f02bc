import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ToastSpec } from '../../core/errors/clientErrorCatalogue';

export interface ShownToast extends ToastSpec {
  id: number;
}

export interface ToastState {
  toasts: ShownToast[];
  show(toast: ToastSpec): number;
  dismiss(id: number): void;
}

export type ToastStore = StoreApi<ToastState>;

/**
 * How long a toast stays: spec 2 §9's 1.5 s, for every toast (the spec gives no other time). Longer
 * stays kept a toast over the header's buttons for seconds (issue 24, defect 2).
 */
export const TOAST_DELAY_MS = 1500;

/**
 * The toast service behind `useToast()`: a list the shell's Toasts container renders, each toast
 * hiding itself after its delay (autoHide false keeps them, for tests and stories).
 *
 * @example const toasts = createToastStore(); toasts.getState().show({ variant: 'success', title: 'Salvato', body: '' })
 */
export function createToastStore({ autoHide = true }: { autoHide?: boolean } = {}): ToastStore {
  let next = 1;
  return createStore<ToastState>()((set, get) => ({
    toasts: [],
    show(toast) {
      const id = next++;
      set({ toasts: [...get().toasts, { ...toast, id }] });
      if (autoHide) setTimeout(() => get().dismiss(id), TOAST_DELAY_MS);
      return id;
    },
    dismiss(id) {
      if (get().toasts.some((t) => t.id === id)) set({ toasts: get().toasts.filter((t) => t.id !== id) });
    },
  }));
}
