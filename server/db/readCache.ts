import type { Db } from './client';
import { changeFeedOf, type ChangeFeed } from './changeFeed';

/** What a load gives: the value and the tables it was read from, or `dependsOn: null` not to keep it. */
export interface Loaded<V> {
  value: V;
  dependsOn: readonly string[] | null;
}

export interface ReadCacheOptions {
  /** Entries kept; the least recently used goes first. */
  max: number;
  /** Longest an entry is served, for what the tables do not say (a value computed from the clock). */
  ttlMs: number;
}

interface Entry<V> {
  value: V;
  dependsOn: readonly string[];
  storedAt: number;
}

/**
 * Values read from the database, kept until a table they were read from is written (the database's
 * change feed says so) or `ttlMs` passes. A load that was under way when one of its tables changed is
 * served to its own caller but not kept, and nobody joins it afterwards: a request that starts after a
 * write commits never sees what was there before it.
 *
 * Values are shared between requests: treat them as read-only.
 */
export class ReadCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #byTable = new Map<string, Set<string>>();
  readonly #pending = new Map<string, Promise<V>>();
  /** The sequence number of each table's last change, against the one a load started at. */
  readonly #changedAt = new Map<string, number>();
  #sequence = 0;

  constructor(
    feed: ChangeFeed,
    private readonly opts: ReadCacheOptions,
  ) {
    feed.subscribe((table) => this.#invalidate(table));
  }

  get size(): number {
    return this.#entries.size;
  }

  async get(key: string, load: () => Promise<Loaded<V>>): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry) {
      if (Date.now() - entry.storedAt < this.opts.ttlMs) {
        // Map order is insertion order: moving the key to the end keeps the eviction order LRU.
        this.#entries.delete(key);
        this.#entries.set(key, entry);
        return entry.value;
      }
      this.#remove(key);
    }
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const startedAt = this.#sequence;
    const promise = load().then(({ value, dependsOn }) => {
      if (dependsOn && dependsOn.every((t) => (this.#changedAt.get(t) ?? 0) <= startedAt))
        this.#store(key, value, dependsOn);
      return value;
    });
    this.#pending.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.#pending.get(key) === promise) this.#pending.delete(key);
    }
  }

  /** Drops one entry (its owner knows it changed). */
  delete(key: string): void {
    this.#remove(key);
  }

  #store(key: string, value: V, dependsOn: readonly string[]): void {
    this.#remove(key);
    this.#entries.set(key, { value, dependsOn, storedAt: Date.now() });
    for (const table of dependsOn) {
      let keys = this.#byTable.get(table);
      if (!keys) this.#byTable.set(table, (keys = new Set()));
      keys.add(key);
    }
    if (this.#entries.size > this.opts.max) this.#remove(this.#entries.keys().next().value!);
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const table of entry.dependsOn) this.#byTable.get(table)?.delete(key);
  }

  #invalidate(table: string): void {
    this.#changedAt.set(table, ++this.#sequence);
    // Whatever is under way may have read the table before the write: later callers load afresh.
    this.#pending.clear();
    const keys = this.#byTable.get(table);
    if (!keys) return;
    this.#byTable.delete(table);
    for (const key of keys) this.#remove(key);
  }
}

const caches = new WeakMap<Db, Map<string, ReadCache<unknown>>>();

/**
 * The database's cache named `name`, made on first use; null where the database has no change feed
 * (a PostgreSQL server: other processes write it, and nothing would tell this one in time).
 */
export function readCacheOf<V>(db: Db, name: string, opts: ReadCacheOptions): ReadCache<V> | null {
  const feed = changeFeedOf(db);
  if (!feed) return null;
  let named = caches.get(db);
  if (!named) caches.set(db, (named = new Map()));
  let cache = named.get(name);
  if (!cache) named.set(name, (cache = new ReadCache<unknown>(feed, opts)));
  return cache as ReadCache<V>;
}

/** `cache.get(key, load)`, or just the load where there is no cache. */
export async function cachedRead<V>(
  cache: ReadCache<V> | null,
  key: string,
  load: () => Promise<Loaded<V>>,
): Promise<V> {
  return cache ? cache.get(key, load) : (await load()).value;
}
