import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
