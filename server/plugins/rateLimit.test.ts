import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';
import { createTestDatabase, testConfig } from '../test/testDatabase';
import { RateLimiter } from './rateLimit';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(testConfig());
});
afterAll(() => database.close());

const MINUTE = 60_000;

/** A limiter on the test database with a clock the test moves by hand. */
function limiter(bucket: string, max = 3) {
  const clock = { t: Date.UTC(2026, 0, 1, 9) };
  return { clock, limit: new RateLimiter(database.db, bucket, max, 15 * MINUTE, () => clock.t) };
}

async function refusal(p: Promise<void>): Promise<AppError> {
  const error = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a 429, got ${String(error)}`);
  return error;
}

describe('RateLimiter (PostgreSQL)', () => {
  it('lets max attempts through per window, then answers 429 with Retry-After until the window ends', async () => {
    const { clock, limit } = limiter('t.window');
    for (let i = 0; i < 3; i++) await limit.hit('k');
    clock.t += 5 * MINUTE;
    const error = await refusal(limit.hit('k'));
    expect(error.statusCode).toBe(429);
    expect(error.headers).toEqual({ 'retry-after': '600' });
    expect(error.body).toEqual({
      messages: [
        { code: 'errore.troppeRichieste', text: 'Troppi tentativi. Riprova tra 600 secondi.', type: 'error' },
      ],
    });
    clock.t += 10 * MINUTE;
    await limit.hit('k');
  });

  it('never grants more than max of many concurrent attempts', async () => {
    const { limit } = limiter('t.concurrent', 5);
    const results = await Promise.allSettled(Array.from({ length: 60 }, () => limit.hit('k')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.bucket, 't.concurrent'));
    expect(row?.count).toBe(6);
  });

  it('gives a refunded attempt back, even once the limit has refused others', async () => {
    const { limit } = limiter('t.refund', 2);
    await limit.hit('k');
    await limit.hit('k');
    await refusal(limit.hit('k'));
    await limit.refund('k');
    await limit.hit('k');
    await refusal(limit.hit('k'));
  });

  it('keeps keys and limits apart, and reset clears one key', async () => {
    const a = limiter('t.a', 1).limit;
    const b = limiter('t.b', 1).limit;
    await a.hit('k');
    await b.hit('k');
    await a.hit('altro');
    await refusal(a.hit('k'));
    await a.reset('k');
    await a.hit('k');
  });

  it('stores very long keys by digest and sweeps expired windows', async () => {
    const { clock, limit } = limiter('t.sweep');
    await limit.hit('x'.repeat(5000));
    await limit.hit('y');
    const keys = async () =>
      (await database.db.select().from(rateLimits).where(eq(rateLimits.bucket, 't.sweep'))).map((r) => r.key);
    expect((await keys()).sort()).toEqual([expect.stringMatching(/^sha256:[0-9a-f]{64}$/), 'y']);
    clock.t += 20 * MINUTE;
    await limit.hit('z');
    expect(await keys()).toEqual(['z']);
  });
});
