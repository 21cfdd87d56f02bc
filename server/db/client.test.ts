import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase, postgresAdminUrl, postgresReachable } from '../test/serverProcess';
import { openDatabase } from './client';

describe.skipIf(!(await postgresReachable()))('the PostgreSQL pool', () => {
  it('survives the server closing its idle connections, and reconnects', async () => {
    const scratch = await createScratchDatabase('t_pool');
    const database = await openDatabase({ url: scratch.url });
    try {
      await database.db.execute(sql`select 1`);
      const admin = new pg.Client({ connectionString: postgresAdminUrl });
      await admin.connect();
      const name = new URL(scratch.url).pathname.slice(1);
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      // Let the FATAL reach the idle client: without a listener it is an uncaught error.
      await new Promise((r) => setTimeout(r, 200));
      const result = (await database.db.execute(sql`select 2 as due`)) as unknown as { rows: unknown[] };
      expect(result.rows[0]).toEqual({ due: 2 });
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
