import type { Db } from './client';
import { cachedRead, readCacheOf } from './readCache';
import { VersionedCache } from './versionedCache';

export interface KeptReadOptions {
  /** The embedded database's read cache of this name (server/db/readCache.ts). */
  name: string;
  /** Entries kept per database. */
  max: number;
  /** On the embedded database, longest an entry is served. */
  ttlMs: number;
  /** The tables the value is read from: a write to any drops it on the embedded database. */
  dependsOn: readonly string[];
}

/**
 * A read kept across requests with the guarantee that no caller sees data older than a write that
 * committed before its request: on the embedded database until its change feed tells of a write to
 * `dependsOn`; on a server while the version the request read with its session stays (a version row
 * that every write of `dependsOn` moves in the writer's transaction, e.g. `versione_utenti`). Without
 * a version (a transaction's own reads, a caller that has none) it reads afresh. Values are shared
 * between requests: treat them as read-only.
 */
export function keptRead<V>(opts: KeptReadOptions) {
  const atVersion = new WeakMap<Db, VersionedCache<V>>();
  return (db: Db, key: string, versione: number | null, read: () => Promise<V>): Promise<V> => {
    const cache = readCacheOf<V>(db, opts.name, { max: opts.max, ttlMs: opts.ttlMs });
    if (cache)
      return cachedRead(cache, key, async () => ({ value: await read(), dependsOn: opts.dependsOn }));
    let kept = atVersion.get(db);
    if (!kept) atVersion.set(db, (kept = new VersionedCache<V>(opts.max)));
    return kept.get(key, versione, read);
  };
}
