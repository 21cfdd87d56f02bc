import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmbedded, type Database } from './client';
import { NAMED_STATEMENTS_MAX, namedStatementCount, rowsOfNamed } from './namedStatement';
import { rowsOf } from './rowsOf';
import { createTestDatabase, testConfig } from '../test/testDatabase';

// On the PostgreSQL pass this runs on a server (TEST_DATABASE_URL), elsewhere on PGlite.
describe('rowsOfNamed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(testConfig());
  }, 120_000);
  afterAll(() => database.close());

  const statement = (n: number) =>
    sql`select ${n}::int as "n", ${'testo'}::text as "testo", timestamptz '2026-12-05 10:00:00+00' as "quando",
      date '2026-12-05' as "giorno", 12.5::numeric as "importo"`;

  it('answers the rows db.execute answers, with the same types, for new values of one text', async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      expect(await rowsOfNamed(database.db, statement(n))).toEqual(await rowsOf(database.db, statement(n)));
    }
    expect((await rowsOfNamed<{ n: number }>(database.db, statement(42)))[0]?.n).toBe(42);
  });

  it('names each text once on PostgreSQL, none on the embedded database', async () => {
    const before = namedStatementCount(database.db);
    await rowsOfNamed(database.db, sql`select ${1}::int + 100 as "n"`);
    await rowsOfNamed(database.db, sql`select ${2}::int + 100 as "n"`);
    await rowsOfNamed(database.db, sql`select ${3}::int + 200 as "n"`);
    expect(namedStatementCount(database.db) - before).toBe(isEmbedded(database.db) ? 0 : 2);
  });

  it('past the limit of named texts a new text still answers, unnamed', async () => {
    for (let i = 0; namedStatementCount(database.db) < NAMED_STATEMENTS_MAX && i < 1000; i++) {
      await rowsOfNamed(database.db, sql.raw(`select ${i} as "n", 'limite' as "k"`));
    }
    const named = namedStatementCount(database.db);
    expect(named).toBe(isEmbedded(database.db) ? 0 : NAMED_STATEMENTS_MAX);
    expect(await rowsOfNamed(database.db, sql`select ${7}::int * 6 as "n", 'oltre' as "k"`)).toEqual([
      { n: 42, k: 'oltre' },
    ]);
    expect(namedStatementCount(database.db)).toBe(named);
  });
});
