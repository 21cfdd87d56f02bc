import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { imagedDatabase } from './pgliteImage';
import { cloneTemplate, ensureTemplate } from './pgTemplate';
import { setupHash } from './setupHash';

/** The run's setup hash (globalSetup's), or this process's own outside the test runner. */
async function currentHash(): Promise<string> {
  if (process.env.VITEST) {
    const { inject } = await import('vitest');
    const provided = inject('setupHash');
    if (provided) return provided;
  }
  return setupHash();
}

/**
 * A fresh, migrated, demo-seeded database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). With
 * `demo: false` it is set up as a deployment's: reference data and no demo accounts. Either is a copy
 * of one set up the real way once per day and setup sources (server/db/setup.test.ts and the seed
 * tests that call setupDatabase themselves still take the real way every time).
 */
export async function createTestDatabase(config: Config, opts: { demo?: boolean } = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // A deployment's start: a DATABASE_URL database in production without SEED_DEMO gets no demo.
  const demo = opts.demo === false ? { seedDemo: false, production: true } : { seedDemo: true };
  const settings = { ...config, ...demo };
  const hash = await currentHash();
  if (!serverUrl) return imagedDatabase(hash, { ...settings, dataDir: 'memory://' });
  const template = await ensureTemplate(serverUrl, hash, settings);
  const copy = await cloneTemplate(serverUrl, template);
  const database = await openDatabase({ url: copy.url });
  return {
    ...database,
    seeded: settings.seedDemo,
    async close() {
      await database.close();
      await copy.drop();
    },
  } as Database;
}

/** Configuration for tests: quiet, no built client, a fixed public URL. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    PUBLIC_URL: 'https://portale.example.test',
    CLIENT_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    // The month-end statements would be issued in the background of every test app; the tests that
    // want them run the job themselves (server/areas/pagamenti/estratti/emissione.test.ts).
    MONTHLY_STATEMENTS: '0',
  });
  return { ...base, ...overrides };
}
