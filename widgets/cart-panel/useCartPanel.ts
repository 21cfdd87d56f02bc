import { useEffect, useId } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useRuntime } from '../../engine/react/runtime/RuntimeContext';

interface CartPanelState {
  open: boolean;
  /** The mounted panel that shows itself: the shell's icon and a screen may both place one. */
  host: string | null;
  /** What had the focus when the panel was opened (the icon, 'Vai al carrello'): it gets it back. */
  opener: HTMLElement | null;
}

// Whether the panel is open is the screen's state of the moment, not the user's input: one store per
// running engine, never persisted, so a reload does not reopen it.
const stores = new WeakMap<object, StoreApi<CartPanelState>>();

function storeOf(runtime: object): StoreApi<CartPanelState> {
  let store = stores.get(runtime);
  if (!store) {
    store = createStore<CartPanelState>()(() => ({ open: false, host: null, opener: null }));
    stores.set(runtime, store);
  }
  return store;
}

/**
 * The cart panel's open state, shared by whatever opens it (the navigation bar's icon, the import's
 * 'Vai al carrello') and the panel itself.
 *
 * @example const { show } = useCartPanel(); <Button onClick={show}>Vai al carrello</Button>
 */
export function useCartPanel(): { open: boolean; show(): void; hide(): void; focusOpener(): void } {
  const store = storeOf(useRuntime());
  const open = useStore(store, (s) => s.open);
  return {
    open,
    show: () =>
      store.setState({
        open: true,
        opener: document.activeElement instanceof HTMLElement ? document.activeElement : null,
      }),
    hide: () => store.setState({ open: false }),
    // After the closing dialog has left the page (and given the focus back to what it remembered).
    focusOpener: () => setTimeout(() => focusOpener(store.getState().opener), 0),
  };
}

/**
 * Gives the focus back after the cart's dialogs close (the purchase summary outlives the panel, so the
 * element focused before it opened is gone): to the opener if still on the page, else to the
 * navigation bar's cart icon; never left on <body>.
 */
function focusOpener(opener: HTMLElement | null): void {
  const target =
    opener?.isConnected && opener !== document.body
      ? opener
      : document.querySelector<HTMLElement>('[data-cart-icon]');
  target?.focus();
}

/** Whether this mounted panel is the one to render: the first mounted, until it unmounts. */
export function useIsCartPanelHost(): boolean {
  const store = storeOf(useRuntime());
  const id = useId();
  const host = useStore(store, (s) => s.host);
  useEffect(() => {
    if (store.getState().host === null) store.setState({ host: id });
    return () => {
      if (store.getState().host === id) store.setState({ host: null });
    };
  }, [store, id, host]);
  return host === id;
}
