import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// A tree mounted outside testing-library's render (a story's own `.run()`, a hand-made root) outlives
// the test: its timers then fire after jsdom is gone and fail the whole run, far from their cause.
afterEach(() => {
  cleanup();
  // Files that ask for the node environment have no document.
  if (typeof document === 'undefined') return;
  const left = [...document.body.children];
  if (left.length > 0) {
    const what = left.map((el) => el.outerHTML.slice(0, 120)).join('\n');
    document.body.replaceChildren();
    throw new Error(
      `The test left ${left.length} element(s) in document.body after cleanup; render with testing-library (for a story with a play function, use playStory from tests/fixtures/playStory):\n${what}`,
    );
  }
});

/**
 * A worker of the components project runs its test files one after the other in one module registry
 * and one jsdom window (vitest.config.ts, `isolate: false`): what a file leaves on the window would
 * be where the next file starts. After each file, the window's state is put back as the worker's
 * first file found it: stubbed globals and env, spies, fake timers, fetch, the object-URL functions
 * tests assign on `URL`, web storage, the page's URL.
 */
const FIRST_FILE = Symbol.for('tests/setup-dom: the window as the first file found it');
const OBJECT_URL = ['createObjectURL', 'revokeObjectURL'] as const;
type Start = {
  fetch: typeof globalThis.fetch;
  objectUrl: Array<PropertyDescriptor | undefined>;
  href: string | undefined;
};
const scope = globalThis as typeof globalThis & { [FIRST_FILE]?: Start };
const start = (scope[FIRST_FILE] ??= {
  fetch: globalThis.fetch,
  objectUrl: OBJECT_URL.map((name) => Object.getOwnPropertyDescriptor(URL, name)),
  href: typeof location === 'undefined' ? undefined : location.href,
});

/** user-event marks a document it has prepared with a symbol of this description, one per copy. */
const USER_EVENT_PREPARED = 'Node prepared with document state workarounds';

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
  globalThis.fetch = start.fetch;
  OBJECT_URL.forEach((name, i) => {
    const descriptor = start.objectUrl[i];
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else delete (URL as Partial<typeof URL>)[name];
  });
  if (typeof document === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  if (start.href !== undefined && location.href !== start.href) history.replaceState(null, '', start.href);
  // Two copies of user-event on one document type past each other (tests/fixtures/storybookTest.ts).
  const copies = Object.getOwnPropertySymbols(document).filter((s) => s.description === USER_EVENT_PREPARED);
  if (copies.length > 1) {
    throw new Error(
      `${copies.length} copies of @testing-library/user-event prepared this document: typing through any but the copy that wrapped an input last reaches no React onChange in the files that follow. Import userEvent from @testing-library/user-event or storybook/test (one copy under vitest.config.ts's alias), not from another bundle.`,
    );
  }
});
