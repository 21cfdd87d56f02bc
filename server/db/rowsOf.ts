import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a raw `db.execute(sql…)`. Both drivers answer `{ rows }`, but Drizzle types the result
 * per driver; the cast lives here once instead of at every raw query.
 *
 * @example const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from adesioni`);
 */
export async function rowsOf<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
