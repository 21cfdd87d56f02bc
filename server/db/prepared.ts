import type { Db } from './client';

const built = new WeakMap<Db, Map<string, unknown>>();

/**
 * The hot query `name` on `db`, built once: Drizzle composes its SQL a single time, and on PostgreSQL
 * it runs as a named server-side statement, so each connection parses and plans it once. A join of
 * seven tables spent 5 ms planning on every call before (account/me, issue 30); PGlite ignores the
 * name and runs the same text. `name` must stand for one SQL text only: the server keys statements
 * by it, per connection.
 */
export function preparedOn<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let byName = built.get(db);
  if (!byName) built.set(db, (byName = new Map()));
  let query = byName.get(name) as T | undefined;
  if (query === undefined) byName.set(name, (query = build(db, name)));
  return query;
}
