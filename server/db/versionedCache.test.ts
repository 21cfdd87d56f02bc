import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versionedCache';

/** A read that counts its calls and answers `value`, once `release` is called when `held`. */
function reader(value: string, held = false) {
  let calls = 0;
  let release = () => {};
  const gate = held ? new Promise<void>((r) => (release = r)) : Promise.resolve();
  return {
    read: async () => {
      calls++;
      await gate;
      return value;
    },
    calls: () => calls,
    release: () => release(),
  };
}

describe('VersionedCache', () => {
  it('reads once per key and version, and again when a request brings a newer version', async () => {
    const cache = new VersionedCache<string>(10);
    const a = reader('a');
    expect(await cache.get('k', 3, a.read)).toBe('a');
    expect(await cache.get('k', 3, a.read)).toBe('a');
    expect(a.calls()).toBe(1);
    const b = reader('b');
    expect(await cache.get('k', 4, b.read)).toBe('b');
    expect(b.calls()).toBe(1);
    expect(await cache.get('k', 4, a.read)).toBe('b');
  });

  it('never keeps nor serves for a request older than what it keeps, nor for one without a version', async () => {
    const cache = new VersionedCache<string>(10);
    await cache.get('k', 5, reader('nuovo').read);
    const old = reader('vecchio');
    expect(await cache.get('k', 4, old.read)).toBe('vecchio');
    expect(await cache.get('k', null, old.read)).toBe('vecchio');
    expect(old.calls()).toBe(2);
    expect(await cache.get('k', 5, old.read)).toBe('nuovo');
  });

  it('shares one read among concurrent requests, and drops a read overtaken by a newer version', async () => {
    const cache = new VersionedCache<string>(10);
    const slow = reader('lento', true);
    const first = cache.get('k', 1, slow.read);
    const second = cache.get('k', 1, slow.read);
    const newer = reader('dopo');
    expect(await cache.get('k', 2, newer.read)).toBe('dopo');
    slow.release();
    expect(await first).toBe('lento');
    expect(await second).toBe('lento');
    expect(slow.calls()).toBe(1);
    // What version 1 read did not replace what version 2 keeps.
    expect(await cache.get('k', 2, reader('x').read)).toBe('dopo');
  });

  it('keeps at most `max` entries, dropping the oldest', async () => {
    const cache = new VersionedCache<string>(2);
    for (const k of ['a', 'b', 'c']) await cache.get(k, 1, reader(k).read);
    const again = reader('a2');
    expect(await cache.get('a', 1, again.read)).toBe('a2');
    expect(await cache.get('c', 1, reader('?').read)).toBe('c');
  });

  it('keeps nothing from a read that failed', async () => {
    const cache = new VersionedCache<string>(2);
    await expect(cache.get('k', 1, () => Promise.reject(new Error('giù')))).rejects.toThrow('giù');
    expect(await cache.get('k', 1, reader('ok').read)).toBe('ok');
  });
});
