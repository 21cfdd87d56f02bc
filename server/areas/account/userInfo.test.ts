import { eq, getTableColumns, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverOf, openDatabase, type Db } from '../../db/client';
import { rowsOf } from '../../db/rowsOf';
import { anagrafiche, distributori, ruoli, users } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../test/testApp';
import { userInfoColumns } from './userInfo';
import { me } from './testUtils';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, 'agenzia');
}, 120_000);
afterAll(() => t.close());

const info = async () => (await me(t.app, token)).json().userInfo as Record<string, unknown>;
const versione = async (db: Db) =>
  Number(
    (await rowsOf<{ v: string }>(db, sql`select versione as v from versione_utenti where id = 1`))[0]!.v,
  );

describe('account/me after writes (both databases: TEST_DATABASE_URL runs it on PostgreSQL)', () => {
  it('moves versione_utenti on an update of exactly the users columns the info shows, and the role', async () => {
    const cols = await rowsOf<{ col: string }>(
      t.db,
      sql`select a.attname as col from pg_trigger tr join pg_class c on c.oid = tr.tgrelid
          join pg_attribute a on a.attrelid = c.oid and a.attnum = any(tr.tgattr)
          where c.relname = 'users' and tr.tgname = 'versione_utenti_modifica' order by 1`,
    );
    const byProperty = getTableColumns(users);
    const shown = Object.keys(userInfoColumns)
      .filter((k) => k !== 'id')
      .map((k) => byProperty[k as keyof typeof byProperty].name);
    expect(cols.map((c) => c.col)).toEqual([...shown, 'ruolo_id'].sort());
  });

  it('shows a committed change of the user, the role and the company at the very next call', async () => {
    const before = await info();
    expect(before.firstName).toBe('Marco');
    await t.db.update(users).set({ firstName: 'Marcello' }).where(eq(users.username, 'agenzia'));
    expect(await info()).toMatchObject({
      firstName: 'Marcello',
      fullName: expect.stringMatching(/^Marcello /),
    });

    const [row] = await t.db
      .select({ ruoloId: users.ruoloId, distributoreId: users.distributoreId })
      .from(users)
      .where(eq(users.username, 'agenzia'));
    const [ruolo] = await t.db.select({ d: ruoli.descrizione }).from(ruoli).where(eq(ruoli.id, row!.ruoloId));
    await t.db.update(ruoli).set({ descrizione: 'Agenzia rinominata' }).where(eq(ruoli.id, row!.ruoloId));
    expect(String((await info()).description)).toMatch(/^Agenzia rinominata — /);
    await t.db.update(ruoli).set({ descrizione: ruolo!.d }).where(eq(ruoli.id, row!.ruoloId));

    const [dist] = await t.db
      .select({ anagraficaId: distributori.anagraficaId })
      .from(distributori)
      .where(eq(distributori.id, row!.distributoreId!));
    await t.db
      .update(anagrafiche)
      .set({ ragioneSociale: 'Viaggi Nuovi S.r.l.' })
      .where(eq(anagrafiche.id, dist!.anagraficaId!));
    expect(await info()).toMatchObject({
      description: `${ruolo!.d} — Viaggi Nuovi S.r.l.`,
      distributore: expect.objectContaining({ ragioneSociale: 'Viaggi Nuovi S.r.l.' }),
    });
  });

  it('does not move the version when a sign-in writes its last access', async () => {
    const v = await versione(t.db);
    await login(t.app, 'agenzia');
    expect(await versione(t.db)).toBe(v);
  });

  // One process owns the embedded database; on a server, several share it.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, shows another process’s committed change at the very next call',
    async () => {
      const driver = driverOf(t.db) as pg.Pool;
      const other = await openDatabase({ url: driver.options.connectionString! });
      try {
        await info();
        await other.db
          .update(users)
          .set({ email: 'altrove@esempio.it' })
          .where(eq(users.username, 'agenzia'));
        expect((await info()).email).toBe('altrove@esempio.it');
      } finally {
        await other.close();
      }
    },
  );
});
