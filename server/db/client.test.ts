import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { esecutorePrincipale } from '../jobs/esecutoreSql';
import { createScratchDatabase, postgresAdminUrl, databasesOfThisPass } from '../test/serverProcess';
import { openDatabase } from './client';
import { rowsOf } from './rowsOf';
import { ruoli } from './schema';

const databases = await databasesOfThisPass();

describe.skipIf(!databases.postgres)('the PostgreSQL pool', () => {
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

describe.skipIf(!databases.pglite)('the embedded database (PGlite)', () => {
  it('reads times as before, without handing PGlite a parser table per query', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const spy = vi.spyOn(PGlite.prototype, 'query');
    try {
      await database.migrate();
      await database.db.insert(ruoli).values({ descrizione: 'Prova orari' });
      const [role] = await database.db.select().from(ruoli).where(eq(ruoli.descrizione, 'Prova orari'));
      expect(role!.createdAt).toBeInstanceOf(Date);
      const raw = await rowsOf(
        database.db,
        sql`select timestamptz '2026-11-26 10:00:00+00' as t, date '2026-11-26' as d`,
      );
      expect(raw[0]).toEqual({ t: '2026-11-26 10:00:00+00', d: '2026-11-26' });
      const jobs = esecutorePrincipale(database.db);
      const { rows } = await jobs.executeSql('select $1::timestamptz as t', ['2026-11-26T10:00:00Z']);
      expect((rows[0] as { t: unknown }).t).toEqual(new Date('2026-11-26T10:00:00Z'));
      const perQuery = spy.mock.calls.filter(([, , options]) => options?.parsers !== undefined);
      expect(perQuery.map(([text]) => text)).toEqual(['select $1::timestamptz as t']);
    } finally {
      spy.mockRestore();
      await database.close();
    }
  });
});
