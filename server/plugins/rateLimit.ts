import { tooManyRequests } from '../errors';

/**
 * A fixed-window counter per key, in memory. Enough for one server process; several processes
 * would share Redis instead (the machine runs one) behind the same `hit` contract.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for the key; throws the spec-shaped 429 (with Retry-After) past the limit. */
  hit(key: string): void {
    const t = this.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + this.windowMs };
      this.windows.set(key, w);
      if (this.windows.size > 50_000) this.sweep(t);
    }
    w.count += 1;
    if (w.count > this.max) throw tooManyRequests(Math.max(1, Math.ceil((w.resetAt - t) / 1000)));
  }

  /** Throws the 429 when the key has used up its window, without counting (limits on failures only). */
  check(key: string): void {
    const t = this.now();
    const w = this.windows.get(key);
    if (w && w.resetAt > t && w.count >= this.max) {
      throw tooManyRequests(Math.max(1, Math.ceil((w.resetAt - t) / 1000)));
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(t: number): void {
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
  }
}
