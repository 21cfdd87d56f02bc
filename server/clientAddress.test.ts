import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './adapters/mail';
import { buildApp } from './app';
import { auditRows } from './areas/account/testUtils';
import type { Config } from './config';
import type { Database } from './db/client';
import { createTestDatabase, testConfig } from './test/testDatabase';

// One database, one app per proxy setting: trustProxy is fixed when Fastify is built.
let database: Database;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  database = await createTestDatabase(testConfig());
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await database.close();
});

async function appTrusting(trustProxy: Config['trustProxy']): Promise<FastifyInstance> {
  const config = testConfig({ trustProxy });
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    outboxDir: `${config.dataDir}/outbox`,
  });
  const app = await buildApp({ config, db: database.db, mailer }, { logger: false });
  apps.push(app);
  return app;
}

let attempt = 0;
async function failedLoginIp(trustProxy: Config['trustProxy'], forwardedFor: string) {
  const app = await appTrusting(trustProxy);
  attempt += 1;
  await app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: `sconosciuto${attempt}`, password: 'sbagliata-1234' },
  });
  return (await auditRows(database.db, 'login.fallito')).at(-1)?.ip;
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
    const app = await appTrusting(false);
    const statuses: number[] = [];
    for (let i = 0; i < 80 && !statuses.includes(429); i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/login',
        remoteAddress: '192.0.2.55',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { username: `nessuno${i}`, password: 'sbagliata-1234' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
  });
});
