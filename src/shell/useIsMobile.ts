import { useSyncExternalStore } from 'react';

/** Spec 1 §9: the app counts as mobile at 787 px or less. */
export const MOBILE_QUERY = '(max-width: 787px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
