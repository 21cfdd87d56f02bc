import { afterAll, describe, expect, it } from 'vitest';
import { auditRows } from './areas/account/testUtils';
import { createTestApp, type TestApp } from './test/testApp';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

async function failedLoginIp(trustProxy: false | number | string[], forwardedFor: string) {
  const t = await createTestApp({ config: { trustProxy } });
  apps.push(t);
  await t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: 'agenzia', password: 'sbagliata-1234' },
  });
  return (await auditRows(t.db, 'login.fallito')).at(-1)?.ip;
}

describe('the client address', () => {
  it('is the socket address unless a proxy is configured: X-Forwarded-For from anyone is ignored', async () => {
    expect(await failedLoginIp(false, '203.0.113.9')).toBe('127.0.0.1');
    expect(await failedLoginIp(['10.0.0.1'], '203.0.113.9')).toBe('127.0.0.1');
  });

  it('comes from X-Forwarded-For when the immediate peer is a configured proxy', async () => {
    expect(await failedLoginIp(1, '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    expect(await failedLoginIp(['127.0.0.1'], '203.0.113.9')).toBe('203.0.113.9');
    expect(await failedLoginIp(['loopback'], '203.0.113.9')).toBe('203.0.113.9');
  });

  it('keeps per-address limits when every request forges another address', async () => {
    const t = await createTestApp();
    apps.push(t);
    const statuses: number[] = [];
    for (let i = 0; i < 80 && !statuses.includes(429); i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { username: `nessuno${i}`, password: 'sbagliata-1234' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
  });
});
