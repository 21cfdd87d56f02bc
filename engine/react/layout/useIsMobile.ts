import { useSyncExternalStore } from 'react';

/** Spec 1 §9: the app counts as mobile at 787 px or less. */
export const MOBILE_QUERY = '(max-width: 787px)';

// jsdom and some embedded browsers have no matchMedia: they count as desktop.
const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!hasMatchMedia()) return () => undefined;
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileNow = () => hasMatchMedia() && window.matchMedia(MOBILE_QUERY).matches;

/**
 * Whether the viewport is a phone's, following resizes; the one hook the shell and every widget use.
 * `forced` (stories, tests) wins over the viewport.
 *
 * @example const mobile = useIsMobile(props.forcedMobile);
 */
export function useIsMobile(forced?: boolean): boolean {
  const matches = useSyncExternalStore(subscribe, isMobileNow, () => false);
  return forced ?? matches;
}
