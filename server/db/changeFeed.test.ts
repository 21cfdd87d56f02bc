import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions';
import { createScratchDatabase, databasesOfThisPass } from '../test/serverProcess';
import { changeFeedOf, CHANGE_CHANNEL } from './changeFeed';
import { openDatabase, type Database } from './client';
import { rowsOf } from './rowsOf';
import { setupDatabase } from './setup';
import { testConfig } from '../test/testDatabase';
import { sessions, users } from './schema';

const policy = { idleMinutes: 30, absoluteHours: 12 };

const databases = await databasesOfThisPass();

describe.skipIf(!databases.pglite)('the change feed of the embedded database', () => {
  let database: Database;
  const written: string[] = [];
  beforeAll(async () => {
    database = await setupDatabase({
      ...testConfig(),
      databaseUrl: undefined,
      dataDir: 'memory://',
      seedDemo: true,
    });
    changeFeedOf(database.db)!.subscribe((table) => written.push(table));
  });
  afterAll(() => database.close());

  it('gives every table of the schema the trigger, so a table added later cannot feed a cache unseen', async () => {
    const missing = await rowsOf<{ table: string }>(
      database.db,
      sql`select c.relname as "table" from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' and not exists (
            select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
            where t.tgrelid = c.oid and p.proname = 'notifica_modifica')`,
    );
    // A new table needs: CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
    // ON "<table>" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"(); in its migration.
    expect(missing).toEqual([]);
  });

  it('names the table before the writing query resolves, and only once it commits', async () => {
    written.length = 0;
    await database.db.update(users).set({ web: true }).where(eq(users.username, 'agenzia'));
    // users.web is shown in the user info, so its trigger moves versione_utenti in the same statement.
    expect(written).toEqual(['users', 'versione_utenti']);

    written.length = 0;
    await database.db
      .transaction(async (tx) => {
        await tx.update(users).set({ web: true }).where(eq(users.username, 'agenzia'));
        tx.rollback();
      })
      .catch(() => {});
    expect(written).toEqual([]);
  });

  it('is silent when a session is opened or used, and speaks when it ends or is made older', async () => {
    const [u] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'agenzia'));
    written.length = 0;
    await createSession(database.db, policy, u!.id);
    await database.db.update(sessions).set({ lastSeenAt: sql`now() + interval '1 minute'` });
    expect(written).toEqual([]);
    await database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '1 hour'` });
    expect(written).toEqual(['sessions']);
    written.length = 0;
    await database.db.update(sessions).set({ revokedAt: sql`now()` });
    expect(written).toEqual(['sessions']);
  });
});

describe.skipIf(!databases.postgres)('on a PostgreSQL server', () => {
  it('has no feed, and its commits queue no notification', async () => {
    const scratch = await createScratchDatabase('t_feed');
    const database = await openDatabase({ url: scratch.url });
    const listener = new pg.Client({ connectionString: scratch.url });
    try {
      await database.migrate();
      expect(changeFeedOf(database.db)).toBeUndefined();
      await listener.connect();
      const heard: string[] = [];
      listener.on('notification', (n) => heard.push(n.payload ?? ''));
      await listener.query(`LISTEN ${CHANGE_CHANNEL}`);
      await database.db
        .execute(sql`insert into labels (chiave, testo) values ('x.feed', 'x')`)
        .catch(() => {});
      await database.db.execute(sql`update ruoli set descrizione = descrizione`);
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual([]);
    } finally {
      await listener.end().catch(() => {});
      await database.close();
      await scratch.drop();
    }
  });
});
