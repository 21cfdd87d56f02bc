import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { auditRows, cloneUser } from './testUtils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// remoteAddress is the socket address, so these tests hold whatever proxy is trusted.
const attempt = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    remoteAddress,
    payload: { username, password },
  });

const failedFor = async (username: string) =>
  (await auditRows(t.db, 'login.fallito')).filter(
    (r) => (r.detail as { username?: string }).username === username,
  );

describe('login limits under concurrent guesses', () => {
  it('checks at most 5 of 100 concurrent guesses at one account, and the right password among them is refused', async () => {
    await cloneUser(t.db, 'agenzia', 'assediato');
    const guesses = Array.from({ length: 100 }, (_, i) =>
      attempt('assediato', `sbagliata-${i}-xx`, `10.20.${i >> 8}.${i & 255}`),
    );
    // The right password arrives while the guesses are still being hashed: the first answer needs a
    // hash, by which time every guess has asked for its attempt.
    await Promise.race(guesses);
    const right = await attempt('assediato', 'Viaggi2026!', '10.21.0.1');
    const codes = (await Promise.all(guesses)).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c !== 400 && c !== 429)).toEqual([]);
    expect((await failedFor('assediato')).length).toBeLessThanOrEqual(5);
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('checks at most 30 of 100 concurrent failures from one address, successes not counted', async () => {
    // Successes give their reservation back: an office behind one address is not locked out by them.
    // At most 5 sign-ins of one account are checked at once; several accounts side by side are fine.
    const successes = await Promise.all(
      ['agenzia', 'tour', 'network'].flatMap((u) => [1, 2].map(() => attempt(u, 'Viaggi2026!', '10.30.0.1'))),
    );
    expect(successes.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => attempt(`sconosciuto${i}`, 'sbagliata-xx', '10.30.0.1')),
    );
    expect(responses.filter((r) => r.statusCode === 400).length).toBe(30);
    expect(responses.filter((r) => r.statusCode === 429).length).toBe(70);
    const failed = (await auditRows(t.db, 'login.fallito')).filter((r) => r.ip === '10.30.0.1');
    expect(failed).toHaveLength(30);
    expect((await attempt('agenzia', 'Viaggi2026!', '10.30.0.1')).statusCode).toBe(429);
  });

  it('does not use up the address when the account is already locked', async () => {
    await cloneUser(t.db, 'agenzia', 'chiuso');
    for (let i = 0; i < 5; i++)
      expect((await attempt('chiuso', `sbagliata-${i}-xx`, `10.50.0.${i}`)).statusCode).toBe(400);
    for (let i = 0; i < 40; i++)
      expect((await attempt('chiuso', 'sbagliata-zz', '10.50.1.1')).statusCode).toBe(429);
    expect((await attempt('agenzia', 'Viaggi2026!', '10.50.1.1')).statusCode).toBe(200);
  });
});
