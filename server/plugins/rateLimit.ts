import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from '../errors';

const SWEEP_EVERY_MS = 60_000;

/** Long keys (a pasted essay as a username) are stored by digest so the table stays small. */
const storedKey = (key: string) =>
  key.length <= 200 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;

const retryAfter = (resetAt: number, t: number) => Math.max(1, Math.ceil((resetAt - t) / 1000));

/**
 * A fixed-window counter per key, kept in PostgreSQL so every server process on the database sees
 * the same count. Each attempt is reserved by one atomic upsert before any work is done, so
 * concurrent requests can never get more than `max` attempts through in a window. Time comes from
 * `now` (a parameter of the SQL, never the database's clock) so tests can move it.
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    readonly bucket: string,
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Reserves one attempt for the key; past the limit throws the spec-shaped 429 (with Retry-After)
   * and the refused attempt is not counted. The counter stops at `max + 1`, which marks "refused".
   */
  async hit(key: string): Promise<void> {
    const wait = await this.reserve(key);
    if (wait !== null) throw tooManyRequests(wait);
  }

  /**
   * As `hit`, for a limit on something the caller may simply skip (an audit row already written this
   * window): true when the attempt is within the limit.
   */
  async allow(key: string): Promise<boolean> {
    return (await this.reserve(key)) === null;
  }

  /** One atomic reservation: null within the limit, else the seconds until the window ends. */
  private async reserve(key: string): Promise<number | null> {
    const t = this.now();
    await this.sweep(t);
    const nowTs = new Date(t).toISOString();
    const expired = sql`${rateLimits.resetAt} <= ${nowTs}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ bucket: this.bucket, key: storedKey(key), count: 1, resetAt: new Date(t + this.windowMs) })
      .onConflictDoUpdate({
        target: [rateLimits.bucket, rateLimits.key],
        set: {
          count: sql`case when ${expired} then 1 else least(${rateLimits.count} + 1, ${this.max + 1}::integer) end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    return row && row.count > this.max ? retryAfter(row.resetAt.getTime(), t) : null;
  }

  /**
   * Gives back one attempt reserved by `hit` that turned out not to count (a successful sign-in),
   * so limits on failures are not used up by successes. A "refused" marker counts as `max`.
   */
  async refund(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`greatest(least(${rateLimits.count}, ${this.max}::integer) - 1, 0)` })
      .where(and(eq(rateLimits.bucket, this.bucket), eq(rateLimits.key, storedKey(key))));
  }

  async reset(key: string): Promise<void> {
    await this.db
      .delete(rateLimits)
      .where(and(eq(rateLimits.bucket, this.bucket), eq(rateLimits.key, storedKey(key))));
  }

  /** Expired windows are deleted at most once a minute per limiter: one indexed DELETE. */
  private async sweep(t: number): Promise<void> {
    if (t - this.lastSweep < SWEEP_EVERY_MS && t >= this.lastSweep) return;
    this.lastSweep = t;
    await this.db
      .delete(rateLimits)
      .where(and(eq(rateLimits.bucket, this.bucket), lte(rateLimits.resetAt, new Date(t))));
  }
}
