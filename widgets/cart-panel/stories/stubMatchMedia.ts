import { vi } from 'vitest';

/** Offcanvas asks matchMedia for its responsive variants, which jsdom lacks: a desktop answer. */
export function stubMatchMedia(): void {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
