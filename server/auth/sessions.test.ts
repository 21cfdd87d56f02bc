import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { createTestDatabase, testConfig } from '../test/testDatabase';
import { createSession, resolveSession, revokeSession, revokeUserSessions } from './sessions';
import { hashToken } from './tokens';

const policy = { idleMinutes: 30, absoluteHours: 12 };
let database: Database;
let userId: number;
beforeAll(async () => {
  database = await createTestDatabase(testConfig());
  const [u] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'agenzia'));
  userId = u!.id;
});
afterAll(() => database.close());

const row = async (token: string) =>
  (
    await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]!;
const ageBy = (token: string, minutes: number) =>
  database.db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.tokenHash, hashToken(token)));

describe('resolveSession', () => {
  it('leaves last_seen_at alone with touch:false (the background poll) and refreshes it with touch:true', async () => {
    const token = await createSession(database.db, policy, userId);
    await ageBy(token, 10);
    const before = (await row(token)).lastSeenAt;
    expect(await resolveSession(database.db, policy, token, { touch: false })).toEqual({
      sessionId: expect.any(Number),
      userId,
      impersonatorId: null,
      // Read with the session on a server; the embedded database keeps callers, so none vouches there.
      versioneUtenti: process.env.TEST_DATABASE_URL ? expect.any(Number) : null,
    });
    expect((await row(token)).lastSeenAt.getTime()).toBe(before.getTime());
    await resolveSession(database.db, policy, token, { touch: true });
    expect((await row(token)).lastSeenAt.getTime()).toBeGreaterThan(before.getTime() + 9 * 60_000);
  });

  it('rejects a session idle for longer than the idle window, however often it is polled', async () => {
    const token = await createSession(database.db, policy, userId);
    await ageBy(token, 29);
    expect(await resolveSession(database.db, policy, token, { touch: false })).not.toBeNull();
    await ageBy(token, 31);
    expect(await resolveSession(database.db, policy, token, { touch: false })).toBeNull();
    expect(await resolveSession(database.db, policy, token, { touch: true })).toBeNull();
  });

  it('rejects a session past its absolute expiry even when active', async () => {
    const token = await createSession(database.db, policy, userId);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(await resolveSession(database.db, policy, token, { touch: true })).toBeNull();
  });

  it('rejects revoked sessions, unknown and oversized tokens', async () => {
    const a = await createSession(database.db, policy, userId);
    const b = await createSession(database.db, policy, userId);
    const c = await createSession(database.db, policy, userId);
    await revokeSession(database.db, (await row(a)).id, 'logout');
    expect(await resolveSession(database.db, policy, a, { touch: true })).toBeNull();
    expect(await resolveSession(database.db, policy, b, { touch: true })).not.toBeNull();
    await revokeUserSessions(database.db, userId, 'test', { exceptSessionId: (await row(c)).id });
    expect(await resolveSession(database.db, policy, b, { touch: true })).toBeNull();
    expect(await resolveSession(database.db, policy, c, { touch: true })).not.toBeNull();
    expect(await resolveSession(database.db, policy, 'nope', { touch: true })).toBeNull();
    expect(await resolveSession(database.db, policy, 'x'.repeat(201), { touch: true })).toBeNull();
  });
});
