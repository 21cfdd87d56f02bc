import { useEffect, useState, type RefObject } from 'react';

/** The element's client width, followed as it resizes (null before measuring or without ResizeObserver). */
export function useElementWidth(ref: RefObject<HTMLElement | null>, enabled: boolean): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el) return;
    setWidth(el.clientWidth || null);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth || null));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return width;
}
