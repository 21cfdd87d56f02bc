import { useSyncExternalStore } from 'react';

/** Spec 1 §9: the app counts as mobile at 787 px or less. */
export const MOBILE_QUERY = '(max-width: 787px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileNow = () => typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
