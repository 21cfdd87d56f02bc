import type { Db } from './client';

/** The channel migration 0012's trigger names each written table on. */
export const CHANGE_CHANNEL = 'tabelle_modificate';

/** The setting a connection turns on to be told of writes (the trigger stays silent elsewhere). */
export const CHANGE_SETTING = 'app.notifica_modifiche';

export type TableListener = (table: string) => void;

/**
 * The tables written on a database, as its commits happen. Only a feed that reaches its listeners
 * before the writer's own query resolves may back a cache whose staleness would be a security
 * matter (a revoked session): the embedded database's is such a feed, since it is one process and
 * PGlite queues the listeners before it resolves the committing query.
 */
export class ChangeFeed {
  readonly #listeners = new Set<TableListener>();

  subscribe(listener: TableListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit(table: string): void {
    for (const listener of this.#listeners) listener(table);
  }
}

const feeds = new WeakMap<Db, ChangeFeed>();

export function attachChangeFeed(db: Db, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** The database's feed, or undefined where there is none (a PostgreSQL server shared by several processes). */
export function changeFeedOf(db: Db): ChangeFeed | undefined {
  return feeds.get(db);
}

/** Takes the feed away, and with it the caches (a benchmark that measures what each call costs). */
export function detachChangeFeed(db: Db): void {
  feeds.delete(db);
}
