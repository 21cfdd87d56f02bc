import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY, useIsMobile } from './useIsMobile';

/** A matchMedia whose answer the test changes, notifying the listeners as a browser does. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  vi.stubGlobal('matchMedia', (media: string) => {
    queries.push(media);
    return {
      get matches() {
        return matches;
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    };
  });
  return {
    queries,
    set(next: boolean) {
      matches = next;
      listeners.forEach((l) => l());
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useIsMobile', () => {
  it('follows the 787 px query as the viewport changes', () => {
    const media = fakeMatchMedia(false);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);
    expect(media.queries).toContain(MOBILE_QUERY);
  });

  it('lets a forced value win, and counts as desktop without matchMedia', () => {
    fakeMatchMedia(false);
    expect(renderHook(() => useIsMobile(true)).result.current).toBe(true);
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });
});
