import { useContext, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import type { ClientState, ClientStore } from '../../engine/react/runtime/clientStore';
import { useRuntime } from '../../engine/react/runtime/RuntimeContext';
import { withProduct } from '../../engine/core/navigation';
import { ScreenRoutingContext } from '../../engine/react/router/ScreenContext';

/** The engine's client store (spec 1 §3), where the shopping flow keeps its state between pages. */
export function useClientStore(): ClientStore {
  return useRuntime().store;
}

export function useClientState<T>(selector: (state: ClientState) => T): T {
  return useStore(useClientStore(), selector);
}

/**
 * The path of a screen by its name, from the screen tree; outside the screen router (stories) the
 * shopping area's own paths.
 */
export function useScreenPath(): (name: string) => string {
  const routing = useContext(ScreenRoutingContext);
  return (name) => {
    const node = routing?.tree.byName.get(name);
    return node ? withProduct(node.fullPath, routing!.product) : `/carrello/${name}`;
  };
}

/** Spec 1 §9: mobile at 787 px or less. */
const MOBILE_QUERY = '(max-width: 787px)';
const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => undefined;
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is a phone's; `forced` (stories, tests) wins. */
export function useMobile(forced?: boolean): boolean {
  const matches = useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
  return forced ?? matches;
}
