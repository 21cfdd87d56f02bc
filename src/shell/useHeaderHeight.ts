import { useEffect, type RefObject } from 'react';
import { HEADER_HEIGHT_VAR } from '../../widgets/toasts/Toasts';

/**
 * Publishes the shell header's height (navigation, sub-bar) as a CSS variable on the document, for
 * what must stay below it: the toast stack (issue 24, defect 2). Follows the header as it changes
 * (the phone menu opening, the window narrowing); removed with the shell.
 */
export function useHeaderHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const publish = () =>
      root.setProperty(HEADER_HEIGHT_VAR, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, [ref]);
}
