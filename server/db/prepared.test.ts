import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { preparedOn } from './prepared';
import { createTestDatabase, testConfig } from '../test/testDatabase';

describe('preparedOn', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(testConfig());
  }, 120_000);
  afterAll(() => database.close());

  it('builds a query once per database and name, and runs it with new values each time', async () => {
    let builds = 0;
    const doubled = () =>
      preparedOn(database.db, 'prova_doppio', (db, name) => {
        builds++;
        return db
          .select({ n: sql<number>`(${sql.placeholder('n')})::int * 2` })
          .from(sql`(select 1) as uno`)
          .prepare(name);
      });
    expect(await doubled().execute({ n: 2 })).toEqual([{ n: 4 }]);
    expect(await doubled().execute({ n: 21 })).toEqual([{ n: 42 }]);
    expect(builds).toBe(1);
    expect(doubled()).toBe(doubled());
  });
});
