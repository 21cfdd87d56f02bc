import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverOf, openDatabase, type Db } from '../../db/client';
import { distributori, users } from '../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';

// The seller (the caller's distributor, its state and network) is kept across requests
// (offerte.ts, venditoreDi): what is kept may never outlive a committed write of `distributori`.

let t: TestApp;
let token: string;
let distributoreId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, 'agenzia');
  const [u] = await t.db.select({ d: users.distributoreId }).from(users).where(eq(users.username, 'agenzia'));
  distributoreId = u!.d!;
}, 120_000);
afterAll(() => t.close());

/** The packages the agency is offered on the list page (no trip: nothing priced). */
const offered = async (): Promise<number> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/carrello/confrontaProdotti',
    headers: bearer(token),
    payload: { listIDs: [] },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: unknown[] }).data.length;
};

const setStato = (db: Db, stato: 'attivo' | 'sospeso') =>
  db.update(distributori).set({ stato }).where(eq(distributori.id, distributoreId));

describe('the seller after writes to its distributor (both databases)', () => {
  it('sells nothing at the very next call once the distributor is suspended, and sells again once active', async () => {
    const before = await offered();
    expect(before).toBeGreaterThan(0);
    await offered();
    try {
      await setStato(t.db, 'sospeso');
      expect(await offered()).toBe(0);
    } finally {
      await setStato(t.db, 'attivo');
    }
    expect(await offered()).toBe(before);
  });

  // One process owns the embedded database; on a server, several share it.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, sees another process’s suspension at the very next call',
    async () => {
      const driver = driverOf(t.db) as pg.Pool;
      const other = await openDatabase({ url: driver.options.connectionString! });
      try {
        expect(await offered()).toBeGreaterThan(0);
        await setStato(other.db, 'sospeso');
        expect(await offered()).toBe(0);
      } finally {
        await setStato(other.db, 'attivo');
        await other.close();
      }
    },
  );
});
