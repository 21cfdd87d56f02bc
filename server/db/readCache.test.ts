import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeFeed } from './changeFeed';
import { ReadCache, type Loaded } from './readCache';

const opts = { max: 3, ttlMs: 1_000 };

function counted<V>(value: V, dependsOn: readonly string[] | null = ['adesioni']) {
  const load = vi.fn(async (): Promise<Loaded<V>> => ({ value, dependsOn }));
  return load;
}

afterEach(() => vi.useRealTimers());

describe('ReadCache', () => {
  it('serves a kept value until a table it was read from is written; other tables leave it', async () => {
    const feed = new ChangeFeed();
    const cache = new ReadCache<string>(feed, opts);
    const load = counted('v1', ['adesioni', 'distributori']);
    expect(await cache.get('k', load)).toBe('v1');
    expect(await cache.get('k', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    feed.emit('prodotti');
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    feed.emit('distributori');
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a value that was being read when one of its tables changed, nor let later callers join it', async () => {
    const feed = new ChangeFeed();
    const cache = new ReadCache<string>(feed, opts);
    let finish!: (v: Loaded<string>) => void;
    const slow = vi.fn(() => new Promise<Loaded<string>>((resolve) => (finish = resolve)));
    const first = cache.get('k', slow);
    // A second caller before the write joins the first load.
    const joined = cache.get('k', slow);
    expect(slow).toHaveBeenCalledTimes(1);
    feed.emit('adesioni');
    // After the write, a caller starts its own load.
    const fresh = counted('after');
    const later = cache.get('k', fresh);
    finish({ value: 'before', dependsOn: ['adesioni'] });
    expect(await first).toBe('before');
    expect(await joined).toBe('before');
    expect(await later).toBe('after');
    expect(fresh).toHaveBeenCalledTimes(1);
    // What is kept is what was read after the write.
    expect(await cache.get('k', counted('unused'))).toBe('after');
  });

  it('keeps nothing the load marks as not to keep (an unknown token)', async () => {
    const cache = new ReadCache<string | null>(new ChangeFeed(), opts);
    const load = counted<string | null>(null, null);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry past its size', async () => {
    const cache = new ReadCache<string>(new ChangeFeed(), opts);
    for (const k of ['a', 'b', 'c']) await cache.get(k, counted(k));
    await cache.get('a', counted('unused'));
    await cache.get('d', counted('d'));
    expect(cache.size).toBe(3);
    const b = counted('b again');
    expect(await cache.get('b', b)).toBe('b again');
    const a = counted('unused');
    expect(await cache.get('a', a)).toBe('a');
    expect(a).not.toHaveBeenCalled();
  });

  it('reads again once the time to live has passed', async () => {
    vi.useFakeTimers();
    const cache = new ReadCache<string>(new ChangeFeed(), opts);
    await cache.get('k', counted('old'));
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', counted('unused'))).toBe('old');
    vi.advanceTimersByTime(2);
    expect(await cache.get('k', counted('new'))).toBe('new');
  });

  it('passes a failed load to every waiting caller and keeps nothing', async () => {
    const cache = new ReadCache<string>(new ChangeFeed(), opts);
    const failing = vi.fn(async (): Promise<Loaded<string>> => {
      throw new Error('boom');
    });
    await expect(Promise.all([cache.get('k', failing), cache.get('k', failing)])).rejects.toThrow('boom');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.get('k', counted('ok'))).toBe('ok');
  });
});
