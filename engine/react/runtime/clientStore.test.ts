import { describe, expect, it } from 'vitest';
import { createClientEventBus } from '../../core/events';
import { defineAppState, memoryStorage, STORE_VERSION } from './clientStore';

const draft = defineAppState({
  key: 'app-draft',
  initial: () => ({ text: '', picked: [] as number[] }),
});

const host = (storage = memoryStorage()) => ({ storage, bus: createClientEventBus() });

describe('app states (defineAppState)', () => {
  it('gives each engine its own store, the same one on every call', () => {
    const a = host();
    const b = host();
    draft.of(a).getState().set({ text: 'uno' });
    expect(draft.of(a)).toBe(draft.of(a));
    expect(draft.of(a).getState().text).toBe('uno');
    expect(draft.of(b).getState().text).toBe('');
  });

  it('persists under its own key and the store version, and reads it back', () => {
    const storage = memoryStorage();
    draft
      .of(host(storage))
      .getState()
      .set({ picked: [3, 4] });
    const saved = JSON.parse(storage.dump()['app-draft']!) as { storeVersion: string; value: string };
    expect(saved.storeVersion).toBe(STORE_VERSION);
    expect(JSON.parse(saved.value)).toMatchObject({ state: { text: '', picked: [3, 4] } });
    expect(draft.of(host(storage)).getState().picked).toEqual([3, 4]);
  });

  it('discards a state saved by another store version', () => {
    const storage = memoryStorage();
    const old = defineAppState({ key: 'app-draft', initial: () => ({ text: '' }), version: 'old' });
    old.of(host(storage)).getState().set({ text: 'vecchio' });
    expect(draft.of(host(storage)).getState().text).toBe('');
    expect(storage.dump()['app-draft']).toBeUndefined();
  });

  it('goes back to its initial value when the user logs out', () => {
    const engine = host();
    draft
      .of(engine)
      .getState()
      .set({ text: 'bozza', picked: [1] });
    engine.bus.emit('user:logout', { reason: 'user' });
    expect(draft.of(engine).getState()).toMatchObject({ text: '', picked: [] });
  });
});
