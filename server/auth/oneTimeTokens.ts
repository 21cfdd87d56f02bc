import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneTimeTokens } from '../db/schema';
import { hashToken, newToken } from './tokens';

export type OneTimePurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

/**
 * Issues a single-use token (256 random bits; only its hash is stored) bound to one user and one
 * purpose. Earlier unused tokens of that user and purpose stop working: only the latest mail counts.
 */
export async function issueOneTimeToken(
  db: Db,
  userId: number,
  purpose: OneTimePurpose,
  minutes: number,
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
        ),
      );
    await tx.insert(oneTimeTokens).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(Date.now() + minutes * 60_000),
    });
  });
  return token;
}

function live(token: string, purpose: OneTimePurpose) {
  return and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  );
}

/** The user a still-valid token belongs to, without using it up (to validate a form first). */
export async function peekOneTimeToken(
  db: Db,
  token: string,
  purpose: OneTimePurpose,
): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const rows = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(live(token, purpose))
    .limit(1);
  return rows[0]?.userId ?? null;
}

/**
 * Uses the token up and returns its user, or null when it is unknown, expired, already used or
 * meant for another purpose. One conditional UPDATE, so two concurrent uses cannot both succeed.
 */
export async function consumeOneTimeToken(
  db: Db,
  token: string,
  purpose: OneTimePurpose,
): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(live(token, purpose))
    .returning({ userId: oneTimeTokens.userId });
  return rows[0]?.userId ?? null;
}
