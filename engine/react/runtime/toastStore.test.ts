import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toastStore';

afterEach(() => vi.useRealTimers());

describe('createToastStore', () => {
  it('hides every toast after spec 2 §9’s 1.5 s, whatever its kind', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    for (const variant of ['danger', 'warning', 'info', 'success'] as const)
      store.getState().show({ variant, title: variant, body: '' });
    vi.advanceTimersByTime(1499);
    expect(store.getState().toasts).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
  });
});
