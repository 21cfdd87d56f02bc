import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  postgresAdminUrl,
  databasesOfThisPass,
  startServerProcess,
  type ServerProcess,
} from './test/serverProcess';

const { postgres: reachable } = await databasesOfThisPass();

/**
 * Two real server processes on one PostgreSQL, as behind a load balancer: what one process learns
 * (a failed sign-in, a refused payment return, a session) must hold on the other, because it lives in
 * the database.
 */
describe.skipIf(!reachable)(`two server processes on one PostgreSQL (${postgresAdminUrl})`, () => {
  let one: ServerProcess | undefined;
  let two: ServerProcess | undefined;
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'overins-multiprocess-'));

  beforeAll(async () => {
    database = await createScratchDatabase('mp');
    const env = { DATABASE_URL: database.url, SEED_DEMO: '1' };
    // Both start at once on the empty database, as a process manager starts them: one migrates and
    // seeds while the other waits for it (server/db/setup.ts), and neither fails.
    const started = await Promise.allSettled([
      startServerProcess({ ...env, DATA_DIR: path.join(dataDir, 'one') }),
      startServerProcess({ ...env, DATA_DIR: path.join(dataDir, 'two') }),
    ]);
    [one, two] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
    for (const s of started) if (s.status === 'rejected') throw s.reason;
  }, 90_000);

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const login = (server: ServerProcess | undefined, username: string, password: string) =>
    fetch(`${server!.baseUrl}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  const me = (server: ServerProcess | undefined, token: string) =>
    fetch(`${server!.baseUrl}/api/account/me`, { headers: { authorization: `Bearer ${token}` } });

  it('are two processes', () => {
    expect(one!.pid).not.toBe(two!.pid);
    expect(one!.baseUrl).not.toBe(two!.baseUrl);
  });

  it('keep a login limit reached through one process on the other', async () => {
    for (let i = 0; i < 5; i++) expect((await login(one, 'agenzia', `sbagliata-${i}-xx`)).status).toBe(400);
    const locked = await login(two, 'agenzia', 'Viaggi2026!');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await locked.json()) as { messages: { code: string }[] }).messages[0]!.code).toBe(
      'errore.troppeRichieste',
    );
  });

  it('check at most 5 of many concurrent guesses spread over both processes', async () => {
    const guesses = Array.from({ length: 30 }, (_, i) =>
      login(i % 2 ? one : two, 'network', `sbagliata-${i}-xx`).then((r) => r.status),
    );
    const codes = await Promise.all(guesses);
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c !== 400 && c !== 429)).toEqual([]);
    expect((await login(one, 'network', 'Viaggi2026!')).status).toBe(429);
  });

  it('accept a session made on one process on the other, and end it everywhere on logout', async () => {
    const res = await login(one, 'tour', 'Viaggi2026!');
    expect(res.status).toBe(200);
    const { token } = ((await res.json()) as { data: { token: string } }).data;
    const there = await me(two, token);
    expect(there.status).toBe(200);
    expect(((await there.json()) as { userInfo: { userName: string } }).userInfo.userName).toBe('tour');
    const logout = await fetch(`${two!.baseUrl}/api/account/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    expect((await me(one, token)).status).toBe(401);
  });

  it('keep the payment calls’ limit of refused returns per address across both processes', async () => {
    const falso = (i: number) => ({
      codTrans: `PMULTI${i}`,
      esito: 'OK',
      importo: '100',
      divisa: 'EUR',
      data: '20260101',
      orario: '000000',
      codAut: 'X',
      mac: '0'.repeat(40),
    });
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await fetch(`${(i % 2 ? one : two)!.baseUrl}/api/keyclient/ok`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(falso(i)),
      });
      codes.push(res.status);
    }
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
  });
});
