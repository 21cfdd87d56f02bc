import type { Db } from '../../db/client';
import { RateLimiter } from '../../plugins/rateLimit';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * The per-account sign-in limit: failures of one username (lower-cased) in a window. An account whose
 * count has reached `max` in a live window is locked until the window ends or back office unlocks it
 * (`amministrazione/utenti/{userId}/sblocca`); the users list reads the same bucket.
 */
export const LOGIN_ACCOUNT_LIMIT = { bucket: 'login.account', max: 5, windowMs: FIFTEEN_MINUTES } as const;

/** The key of an account in the sign-in limit's bucket. */
export const loginAccountKey = (username: string) => username.trim().toLowerCase();

/**
 * The account area's rate limits. Their counters live in the app's database, so every process on
 * one PostgreSQL shares them (and test apps, each on its own database, share nothing).
 * Login counts failures only: each attempt is reserved before the password is hashed and a success
 * gives its reservation back (and clears the account's count), so a signed-in office behind one
 * address is never locked out by its own successes. `now` lets tests move the clock.
 */
export interface AccountLimiters {
  loginAccount: RateLimiter;
  loginIp: RateLimiter;
  recoveryIp: RateLimiter;
  recoveryAddress: RateLimiter;
  tokenIp: RateLimiter;
}

export function createAccountLimiters(db: Db, now: () => number = Date.now): AccountLimiters {
  return {
    loginAccount: new RateLimiter(
      db,
      LOGIN_ACCOUNT_LIMIT.bucket,
      LOGIN_ACCOUNT_LIMIT.max,
      LOGIN_ACCOUNT_LIMIT.windowMs,
      now,
    ),
    loginIp: new RateLimiter(db, 'login.ip', 30, FIFTEEN_MINUTES, now),
    recoveryIp: new RateLimiter(db, 'recovery.ip', 10, FIFTEEN_MINUTES, now),
    recoveryAddress: new RateLimiter(db, 'recovery.address', 3, FIFTEEN_MINUTES, now),
    tokenIp: new RateLimiter(db, 'token.ip', 20, FIFTEEN_MINUTES, now),
  };
}
