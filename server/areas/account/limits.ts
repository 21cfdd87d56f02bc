import { RateLimiter } from '../../plugins/rateLimit';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * The account area's rate limits, one set per app instance (so test apps do not share counters).
 * Login counts failures only: a signed-in office behind one address is never locked out by its own
 * successes, and a success clears the account's count.
 */
export interface AccountLimiters {
  loginAccount: RateLimiter;
  loginIp: RateLimiter;
  recoveryIp: RateLimiter;
  recoveryAddress: RateLimiter;
  tokenIp: RateLimiter;
}

export function createAccountLimiters(now: () => number = Date.now): AccountLimiters {
  return {
    loginAccount: new RateLimiter(5, FIFTEEN_MINUTES, now),
    loginIp: new RateLimiter(30, FIFTEEN_MINUTES, now),
    recoveryIp: new RateLimiter(10, FIFTEEN_MINUTES, now),
    recoveryAddress: new RateLimiter(3, FIFTEEN_MINUTES, now),
    tokenIp: new RateLimiter(20, FIFTEEN_MINUTES, now),
  };
}
