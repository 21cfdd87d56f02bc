import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rowsOf';
import { createTestDatabase, testConfig } from '../../test/testDatabase';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(testConfig());
});
afterAll(() => database.close());

const plan = async (query: ReturnType<typeof sql>) => {
  // The demo's few hundred rows would be scanned anyway: ask whether an index can answer at all.
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await rowsOf<Record<string, string>>(tx, sql`explain ${query}`);
    return rows.map((r) => Object.values(r)[0]).join('\n');
  });
};

describe('indexes the policy grids rely on', () => {
  it('answers "contiene" on the contraente from trigrams, not a scan of every policy', async () => {
    expect(await plan(sql`select a.id from adesioni a where a.contraente ilike '%lomb%'`)).toContain(
      'adesioni_contraente_trgm_idx',
    );
  });
});
