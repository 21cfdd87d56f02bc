import { useContext, useEffect } from 'react';
import { ScreenRoutingContext } from './ScreenContext';

/** What shows the intent to open a screen: pointing at it, focusing it, touching it. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * The screen an element leads to: its `data-preload-screen` (a screen name or a path), else the
 * `href` of the link it is in; null for anything else.
 */
export function intentTarget(element: EventTarget | null): string | null {
  if (!(element instanceof Element)) return null;
  const marked = element.closest('[data-preload-screen]');
  if (marked) return marked.getAttribute('data-preload-screen');
  return element.closest('a[href]')?.getAttribute('href') ?? null;
}

/**
 * Starts loading a screen's code when the user shows they are about to open it (issue 30: the
 * next screen of a first visit within 500 ms): on pointing at, focusing or touching a link to it or
 * an element marked `data-preload-screen`, and on submitting a form whose submit button is marked
 * (signing in, where the Enter key is the usual click). Each target is asked for once in a row.
 */
export function PreloadOnIntent({ preload }: { preload(target: string): void }) {
  useEffect(() => {
    let last: string | null = null;
    const ask = (target: string | null) => {
      if (!target || target === last) return;
      last = target;
      preload(target);
    };
    const onIntent = (event: Event) => ask(intentTarget(event.target));
    const onSubmit = (event: Event) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      ask(intentTarget(form?.querySelector('[type="submit"][data-preload-screen]') ?? null));
    };
    const options = { capture: true, passive: true } as const;
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    document.addEventListener('submit', onSubmit, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
      document.removeEventListener('submit', onSubmit, options);
    };
  }, [preload]);
  return null;
}

/**
 * Loads the code of the screen a page most often leads to once the browser is idle (issue 30: the
 * sale's next step, e.g. the product page from the product list), so that the click finds it
 * there even when the pointer did not rest on the button first. `enabled` false waits (e.g. for
 * the page's own data, which must not queue behind that code).
 */
export function usePreloadWhenIdle(target: string, enabled = true): void {
  const preload = useContext(ScreenRoutingContext)?.preloadScreen;
  useEffect(() => {
    if (!enabled || !preload) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => preload(target), 200);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => preload(target));
    return () => window.cancelIdleCallback?.(id);
  }, [target, enabled, preload]);
}
