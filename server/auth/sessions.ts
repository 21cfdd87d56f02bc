import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cachedRead, readCacheOf } from '../db/readCache';
import { ruoli, sessions, users, versioneUtenti } from '../db/schema';
import { preparedOn } from '../db/prepared';
import { principalColumns, principalOf, type Principal } from './principal';
import { hashToken, newToken } from './tokens';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

/** The authenticated caller as the routes see it. */
export interface SessionInfo {
  sessionId: number;
  userId: number;
  /** Set when a back-office user is signed in as this user. */
  impersonatorId: number | null;
  /**
   * `versione_utenti` as read with the session, on a server: the user info kept at this version is as
   * new as this request (areas/account/userInfo.ts). Null where the embedded database keeps callers.
   */
  versioneUtenti: number | null;
}

/** Opens a session and returns the bearer token (shown once; only its hash is kept). */
export async function createSession(
  db: Db,
  policy: SessionPolicy,
  userId: number,
  impersonatorId: number | null = null,
): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + policy.absoluteHours * 3600_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, impersonatorId, expiresAt });
  return token;
}

/** How stale last_seen_at may get before a call writes it again. */
export const TOUCH_EVERY_MS = 60_000;

/** A live session and the user it acts for, as every signed-in request needs them. */
export interface Caller {
  session: SessionInfo;
  user: Principal;
}

/** What the caller cache keeps of a live session: the caller and the clocks its checks read. */
interface KnownSession {
  caller: Caller;
  expiresAt: number;
  /** Moved forward in place when this process writes last_seen_at. */
  lastSeenAt: number;
}

/** The tables a caller is read from: a write to any of them drops the cached callers. */
const CALLER_TABLES = ['sessions', 'users', 'ruoli', 'ruoli_permessi'] as const;

const callerCache = (db: Db) =>
  readCacheOf<KnownSession | null>(db, 'callers', { max: 10_000, ttlMs: 5 * 60_000 });

/**
 * Resolves a bearer token to its live session and its user: not revoked, not past its absolute
 * expiry, used within the idle window, its user (and impersonator) not disabled; the user with role
 * and permissions. `touch` refreshes the idle clock; background polls pass false so that they do
 * not keep a session alive.
 *
 * One round trip, or none on the embedded database while nothing the caller is read from has been
 * written since (readCache.ts): expiry and idleness are checked here on every call either way.
 */
export async function resolveCaller(
  db: Db,
  policy: SessionPolicy,
  token: string,
  { touch }: { touch: boolean },
): Promise<Caller | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const known = await cachedRead(callerCache(db), tokenHash, async () => {
    const found = await loadSession(db, policy, tokenHash);
    return { value: found, dependsOn: found ? CALLER_TABLES : null };
  });
  if (!known) return null;
  const now = Date.now();
  if (known.expiresAt <= now || known.lastSeenAt <= now - policy.idleMinutes * 60_000) return null;
  // Activity is written at most once a minute: idle expiry stays exact to the minute, and a burst of
  // calls costs one write instead of one per call.
  if (touch && now - known.lastSeenAt > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, known.caller.session.sessionId));
    known.lastSeenAt = now;
  }
  return known.caller;
}

/** The session and its user as one prepared statement (server/db/prepared.ts): every signed-in call runs it. */
const sessionQuery = (db: Db) =>
  preparedOn(db, 'sessione_chiamante', (on, name) =>
    on
      .select({
        id: sessions.id,
        userId: sessions.userId,
        impersonatorId: sessions.impersonatorId,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        disabled: users.disabled,
        // Disabling the impersonator ends the sessions they opened.
        impersonatorDisabled: sql<
          boolean | null
        >`(select imp.disabled from ${users} as imp where imp.id = ${sessions.impersonatorId})`,
        versioneUtenti: sql<
          number | null
        >`(select ${versioneUtenti.versione} from ${versioneUtenti} where ${versioneUtenti.id} = 1)`.mapWith(
          Number,
        ),
        ...principalColumns,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(ruoli, eq(ruoli.id, users.ruoloId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.lastSeenAt, sql`${sql.placeholder('idleCutoff')}::timestamptz`),
        ),
      )
      .limit(1)
      .prepare(name),
  );

async function loadSession(db: Db, policy: SessionPolicy, tokenHash: string): Promise<KnownSession | null> {
  const idleCutoff = new Date(Date.now() - policy.idleMinutes * 60_000).toISOString();
  const rows = await sessionQuery(db).execute({ tokenHash, idleCutoff });
  const row = rows[0];
  if (!row || row.disabled) return null;
  if (row.impersonatorId !== null && row.impersonatorDisabled !== false) return null;
  return {
    caller: {
      session: {
        sessionId: row.id,
        userId: row.userId,
        impersonatorId: row.impersonatorId,
        // A kept caller would carry a version older than the request: only a fresh read may vouch.
        versioneUtenti: callerCache(db) ? null : row.versioneUtenti,
      },
      user: principalOf(row),
    },
    expiresAt: row.expiresAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
  };
}

/** The session part of resolveCaller. */
export async function resolveSession(
  db: Db,
  policy: SessionPolicy,
  token: string,
  opts: { touch: boolean },
): Promise<SessionInfo | null> {
  return (await resolveCaller(db, policy, token, opts))?.session ?? null;
}

export async function revokeSession(db: Db, sessionId: number, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, including sessions others opened as that user. */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  reason: string,
  { exceptSessionId }: { exceptSessionId?: number } = {},
): Promise<void> {
  const where = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(exceptSessionId === undefined ? where : and(where, sql`${sessions.id} <> ${exceptSessionId}`));
}
