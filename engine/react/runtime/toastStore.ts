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

/** How long a toast stays, by variant: errors are read more slowly than confirmations. */
export const TOAST_DELAY_MS: Record<ToastSpec['variant'], number> = {
  danger: 8000,
  warning: 6000,
  info: 5000,
  success: 4000,
};

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
      if (autoHide) setTimeout(() => get().dismiss(id), TOAST_DELAY_MS[toast.variant]);
      return id;
    },
    dismiss(id) {
      if (get().toasts.some((t) => t.id === id)) set({ toasts: get().toasts.filter((t) => t.id !== id) });
    },
  }));
}
