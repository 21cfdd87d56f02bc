import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createClientEventBus, ENGINE_EVENT_TYPES, type ClientEvents } from './clientEvents';
import { createEmitter } from './createEmitter';

describe('createEmitter', () => {
  it('delivers payloads to handlers of that type only, in subscription order', () => {
    const bus = createEmitter<{ a: { n: number }; b: string }>();
    const seen: string[] = [];
    bus.on('a', ({ n }) => seen.push(`first ${n}`));
    bus.on('a', ({ n }) => seen.push(`second ${n}`));
    bus.on('b', (s) => seen.push(`b ${s}`));
    bus.emit('a', { n: 1 });
    expect(seen).toEqual(['first 1', 'second 1']);
  });

  it('unsubscribes with the function on returns, idempotently', () => {
    const bus = createEmitter<{ a: number }>();
    const handler = vi.fn();
    const off = bus.on('a', handler);
    bus.emit('a', 1);
    off();
    off();
    bus.emit('a', 2);
    expect(handler.mock.calls).toEqual([[1]]);
    expect(bus.listenerCount('a')).toBe(0);
  });

  it('keeps one emit stable when handlers unsubscribe or subscribe during it', () => {
    const bus = createEmitter<{ a: number }>();
    const late = vi.fn();
    const second = vi.fn();
    const offSecond = bus.on('a', () => {
      offSecond();
      bus.on('a', late);
    });
    bus.on('a', second);
    bus.emit('a', 1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
    bus.emit('a', 2);
    expect(late).toHaveBeenCalledWith(2);
  });

  it('runs once handlers a single time', () => {
    const bus = createEmitter<{ a: number }>();
    const handler = vi.fn();
    bus.once('a', handler);
    bus.emit('a', 1);
    bus.emit('a', 2);
    expect(handler.mock.calls).toEqual([[1]]);
  });

  it('reports a throwing handler and still runs the others', () => {
    const errors: unknown[] = [];
    const bus = createEmitter<{ a: number }>({
      onHandlerError: (error, type) => errors.push([String(type), (error as Error).message]),
    });
    const after = vi.fn();
    bus.on('a', () => {
      throw new Error('rotto');
    });
    bus.on('a', after);
    bus.emit('a', 1);
    expect(errors).toEqual([['a', 'rotto']]);
    expect(after).toHaveBeenCalledWith(1);
  });

  it('clears every handler', () => {
    const bus = createEmitter<{ a: number }>();
    bus.on('a', vi.fn());
    bus.clear();
    expect(bus.listenerCount('a')).toBe(0);
  });
});

describe('client event bus', () => {
  it('lists the seven events the engine emits itself (spec 1 §4), each a client event', () => {
    expect(ENGINE_EVENT_TYPES).toHaveLength(7);
    expectTypeOf<(typeof ENGINE_EVENT_TYPES)[number]>().toMatchTypeOf<keyof ClientEvents>();
  });

  it('is typed end to end and separate per instance', () => {
    const one = createClientEventBus();
    const two = createClientEventBus();
    const logouts: string[] = [];
    one.on('user:logout', ({ reason }) => logouts.push(reason));
    one.emit('user:logout', { reason: 'unauthorized' });
    two.emit('user:logout', { reason: 'user' });
    expect(logouts).toEqual(['unauthorized']);
    expectTypeOf(one.emit).parameter(0).toEqualTypeOf<keyof ClientEvents>();
    // @ts-expect-error the payload of culture:change is checked
    one.emit('culture:change', { lang: 'it' });
  });
});
