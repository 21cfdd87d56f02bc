import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createMailer } from '../../server/adapters/mail';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';

export const DEMO_PASSWORD = 'Viaggi2026!';

export interface BenchApp {
  app: FastifyInstance;
  db: Db;
  /** Signs in through the API: the bearer token. */
  login(username: string): Promise<string>;
  userId(username: string): Promise<number>;
  close(): Promise<void>;
}

/** The real server (buildApp, every area and plugin) around an open database, quiet, driven by inject. */
export async function benchApp(db: Db): Promise<BenchApp> {
  const outbox = await mkdtemp(path.join(os.tmpdir(), 'bench-outbox-'));
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    CLIENT_DIR: '/nonexistent',
    DATA_DIR: outbox,
  });
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, outboxDir: outbox });
  const app = await buildApp({ config, db, mailer }, { logger: false });
  await app.ready();
  return {
    app,
    db,
    async login(username) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { username, password: DEMO_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: { token: string } }).data.token;
    },
    async userId(username) {
      const result = (await db.execute(
        sql`select id from users where username = ${username}`,
      )) as unknown as {
        rows: Array<{ id: number }>;
      };
      const id = result.rows[0]?.id;
      if (id === undefined) throw new Error(`No demo user ${username}`);
      return id;
    },
    async close() {
      await app.close();
      await rm(outbox, { recursive: true, force: true });
    },
  };
}
