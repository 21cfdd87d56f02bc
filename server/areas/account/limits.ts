import type { Db } from '../../db/client';
import { RateLimiter } from '../../plugins/rateLimit';

const FIFTEEN_MINUTES = 15 * 60_000;

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
    loginAccount: new RateLimiter(db, 'login.account', 5, FIFTEEN_MINUTES, now),
    loginIp: new RateLimiter(db, 'login.ip', 30, FIFTEEN_MINUTES, now),
    recoveryIp: new RateLimiter(db, 'recovery.ip', 10, FIFTEEN_MINUTES, now),
    recoveryAddress: new RateLimiter(db, 'recovery.address', 3, FIFTEEN_MINUTES, now),
    tokenIp: new RateLimiter(db, 'token.ip', 20, FIFTEEN_MINUTES, now),
  };
}
