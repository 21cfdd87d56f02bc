import type { Db } from '../../db/client';
import { RateLimiter } from '../../plugins/rateLimit';

const MINUTO = 60_000;

/**
 * The limits of the gateway's three public calls (keyclient/ok, keyclient/fm/ok, keyclient/notifica),
 * per client address (`request.ip`: behind a proxy named in TRUST_PROXY, the real client's) and kept in
 * PostgreSQL, so every process on the database counts together:
 * - every call, 60 a minute (a payment makes one return and one notification);
 * - refused calls (wrong MAC, fields, amount, unknown or closed order), 30 in 15 minutes: each is
 *   reserved before it is checked and given back once accepted, so replays of a good return never
 *   use it up and forged ones sent in parallel never get past it;
 * - the audit row of a refused call, one per order (codTrans) a minute, so a flood of forgeries of one
 *   order writes one row.
 * `now` lets tests move the clock.
 */
export interface LimitiEsiti {
  chiamate: RateLimiter;
  rifiutate: RateLimiter;
  auditRifiuti: RateLimiter;
}

export function creaLimitiEsiti(db: Db, now: () => number = Date.now): LimitiEsiti {
  return {
    chiamate: new RateLimiter(db, 'pagamento.esito.ip', 60, MINUTO, now),
    rifiutate: new RateLimiter(db, 'pagamento.rifiuto.ip', 30, 15 * MINUTO, now),
    auditRifiuti: new RateLimiter(db, 'pagamento.rifiuto.audit', 1, MINUTO, now),
  };
}
