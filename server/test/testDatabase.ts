import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type Config } from '../config';
import { setupDatabase } from '../db/setup';
import type { Database } from '../db/client';

/**
 * A fresh, migrated, demo-seeded database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). With
 * `demo: false` it is set up as a deployment's: reference data and no demo accounts.
 */
export async function createTestDatabase(config: Config, opts: { demo?: boolean } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // A deployment's start: a DATABASE_URL database in production without SEED_DEMO gets no demo.
  const demo = opts.demo === false ? { seedDemo: false, production: true } : { seedDemo: true };
  if (!serverUrl) {
    return setupDatabase({ ...config, databaseUrl: undefined, dataDir: 'memory://', ...demo });
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await setupDatabase({ ...config, databaseUrl: url.toString(), ...demo });
  return {
    ...database,
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Configuration for tests: quiet, no built client, a fixed public URL. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    PUBLIC_URL: 'https://portale.example.test',
    CLIENT_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
  });
  return { ...base, ...overrides };
}
