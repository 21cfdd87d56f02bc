import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rowsOf';
import { setupDatabase } from '../db/setup';
import { createScratchDatabase } from './serverProcess';
import { setupSources } from './setupHash';
import { createTestDatabase, testConfig } from './testDatabase';

/** What a test may notice of a set-up database: every table's rows, every sequence's position. */
async function shape(database: Database) {
  const tables = await rowsOf<{ name: string }>(
    database.db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
         where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${name}`));
    counts[name] = row!.n;
  }
  const sequences = await rowsOf<{ name: string; last: string | null }>(
    database.db,
    sql`select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences order by 1`,
  );
  const marker = await rowsOf(database.db, sql`select chiave, valore from installazione order by chiave`);
  return { counts, sequences, marker };
}

/** The real way, as createTestDatabase did it before it kept copies. */
async function freshlySetUp(demo: boolean): Promise<{ database: Database; drop(): Promise<void> }> {
  const settings = demo ? { seedDemo: true } : { seedDemo: false, production: true };
  const scratch = process.env.TEST_DATABASE_URL ? await createScratchDatabase('fresh') : undefined;
  const database = await setupDatabase({
    ...testConfig(),
    databaseUrl: scratch?.url,
    dataDir: 'memory://',
    ...settings,
  });
  return { database, drop: async () => scratch?.drop() };
}

describe('createTestDatabase: a copy of a database set up once', () => {
  for (const demo of [true, false]) {
    it(`matches one set up afresh (${demo ? 'demo' : 'no demo'})`, { timeout: 300_000 }, async () => {
      // The first call may set its database up itself (no image yet); the second is a copy.
      await (await createTestDatabase(testConfig(), { demo })).close();
      const copy = await createTestDatabase(testConfig(), { demo });
      const fresh = await freshlySetUp(demo);
      try {
        expect(await shape(copy)).toEqual(await shape(fresh.database));
      } finally {
        await copy.close();
        await fresh.database.close();
        await fresh.drop();
      }
    });
  }

  it('keys the copies by the seeds it runs, so a changed seed is set up again', () => {
    const sources = setupSources().map((f) => f.replace(/.*\/server\//, 'server/'));
    expect(sources).toEqual(
      expect.arrayContaining(['server/db/setup.ts', 'server/db/seed/demo.ts', 'server/db/seed/myArea.ts']),
    );
  });

  // The image is keyed by the day: a seed that moved with the hour made a copy taken in the morning
  // differ from a database set up in the evening (a statement more, two payments fewer on 4 Dec 2026).
  it('seeds the same rows at any hour of one day', { timeout: 300_000 }, async () => {
    const at = async (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
      try {
        const database = await setupDatabase({
          ...testConfig(),
          databaseUrl: undefined,
          dataDir: 'memory://',
          seedDemo: true,
        });
        try {
          return await shape(database);
        } finally {
          await database.close();
        }
      } finally {
        vi.useRealTimers();
      }
    };
    expect(await at('2026-12-04T21:30:00Z')).toEqual(await at('2026-12-04T06:15:00Z'));
  });
});
