import type { MouseEvent } from 'react';

/** Called with the href of an in-app link; the layout hands it the router's navigate. */
export type NavigateHandler = (href: string) => void;

/**
 * A click handler that keeps in-app links inside the single-page app on a plain left click, while
 * the real href still serves middle clicks, "open in a new tab" and screen readers. Without
 * `onNavigate` the browser follows the link.
 */
export function linkClick(href: string, onNavigate?: NavigateHandler) {
  if (!onNavigate) return undefined;
  return (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
}
