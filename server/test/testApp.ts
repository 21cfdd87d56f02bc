import type { FastifyInstance } from 'fastify';
import { createMailer } from '../adapters/mail';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createTestDatabase, testConfig } from './testDatabase';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh seeded database, driven with `app.inject`. Mail goes to `smtpUrl`. */
export async function createTestApp(
  opts: { smtpUrl?: string; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const config = testConfig({ ...opts.config, smtpUrl: opts.smtpUrl });
  const database = await createTestDatabase(config);
  const mailer = createMailer({
    smtpUrl: opts.smtpUrl,
    from: config.mailFrom,
    outboxDir: `${config.dataDir}/outbox`,
  });
  const app = await buildApp({ config, db: database.db, mailer }, { logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs in through the API and returns the bearer token. */
export async function login(
  app: FastifyInstance,
  username: string,
  password = 'Viaggi2026!',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { token: string } }).data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
