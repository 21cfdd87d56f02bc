import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { oneTimeTokens, users } from '../db/schema';
import { createTestDatabase, testConfig } from '../test/testDatabase';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from './oneTimeTokens';
import { hashToken } from './tokens';

let database: Database;
let userId: number;
beforeAll(async () => {
  database = await createTestDatabase(testConfig());
  const [u] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'tour'));
  userId = u!.id;
});
afterAll(() => database.close());

describe('one-time tokens', () => {
  it('are 256-bit, stored only as a hash, bound to their purpose, and usable once even under a race', async () => {
    const token = await issueOneTimeToken(database.db, userId, 'reset-password', 60);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
    expect(stored.map((r) => r.tokenHash)).toEqual([hashToken(token)]);

    expect(await peekOneTimeToken(database.db, token, 'first-password')).toBeNull();
    expect(await consumeOneTimeToken(database.db, token, 'confirm-email')).toBeNull();
    expect(await peekOneTimeToken(database.db, token, 'reset-password')).toBe(userId);

    const results = await Promise.all([
      consumeOneTimeToken(database.db, token, 'reset-password'),
      consumeOneTimeToken(database.db, token, 'reset-password'),
      consumeOneTimeToken(database.db, token, 'reset-password'),
    ]);
    expect(results.filter((r) => r === userId)).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(2);
    expect(await peekOneTimeToken(database.db, token, 'reset-password')).toBeNull();
  });

  it('expire after their minutes', async () => {
    const token = await issueOneTimeToken(database.db, userId, 'confirm-email', 0);
    expect(await consumeOneTimeToken(database.db, token, 'confirm-email')).toBeNull();
  });

  it('supersede the earlier unused token of the same user and purpose only', async () => {
    const first = await issueOneTimeToken(database.db, userId, 'first-password', 60);
    const reset = await issueOneTimeToken(database.db, userId, 'reset-password', 60);
    const second = await issueOneTimeToken(database.db, userId, 'first-password', 60);
    expect(await peekOneTimeToken(database.db, first, 'first-password')).toBeNull();
    expect(await peekOneTimeToken(database.db, second, 'first-password')).toBe(userId);
    expect(await peekOneTimeToken(database.db, reset, 'reset-password')).toBe(userId);
  });
});
