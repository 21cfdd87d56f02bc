import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Config } from '../config';
import { setupDatabase } from '../db/setup';

type Settings = Pick<Config, 'dataDir' | 'seedDemo' | 'brand' | 'production'>;

// Any fixed number: the lock every test worker takes to build or drop templates, one at a time.
const TEMPLATE_LOCK = 742_031_965;
const PREFIX = 'tpl_';

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdmin<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

const day = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');

/** The template's name: the day and setup hash it was built from, and which seed. */
export const templateName = (hash: string, settings: Settings) =>
  `${PREFIX}${day(new Date())}_${hash}_${settings.brand.slug.replace(/\W/g, '')}_${settings.seedDemo ? 'd' : 'n'}`;

async function drop(admin: pg.Client, name: string): Promise<void> {
  await admin.query(`ALTER DATABASE "${name}" IS_TEMPLATE false`).catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/**
 * The template database of `settings`, migrated and seeded once by whichever worker asks first while
 * the others wait on an advisory lock. Marked IS_TEMPLATE only once set up, so one left half-built by
 * a killed run is rebuilt. Templates of days before yesterday are dropped (their seed's dates are
 * stale); today's of other sources are left to the run that may be cloning them.
 */
export async function ensureTemplate(serverUrl: string, hash: string, settings: Settings): Promise<string> {
  const name = templateName(hash, settings);
  return withAdmin(serverUrl, async (admin) => {
    const ready = async () =>
      (await admin.query('select 1 from pg_database where datname = $1 and datistemplate', [name]))
        .rowCount === 1;
    if (await ready()) return name;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await ready()) return name;
      const yesterday = day(new Date(Date.now() - 86_400_000));
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'tpl\\_%'`,
      );
      for (const { datname } of rows) {
        if (datname === name || datname.slice(PREFIX.length, PREFIX.length + 8) < yesterday)
          await drop(admin, datname);
      }
      await admin.query(`CREATE DATABASE "${name}"`);
      const database = await setupDatabase({ ...settings, databaseUrl: databaseUrl(serverUrl, name) });
      await database.close();
      await admin.query(`ALTER DATABASE "${name}" IS_TEMPLATE true`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    }
  });
}

/**
 * A new database copied from `template`; `drop` removes it. CREATE DATABASE refuses while anyone is
 * connected to the template (the builder's pool may still be closing its connections): retried.
 */
export async function cloneTemplate(
  serverUrl: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE "${template}"`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  return {
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
      ),
  };
}
