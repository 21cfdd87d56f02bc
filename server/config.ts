import path from 'node:path';

/** Everything the server reads from its environment, read once at start and passed down explicitly. */
export interface Config {
  port: number;
  host: string;
  /** Absent: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Seed the demo into a DATABASE_URL database (always seeded into an empty embedded one). */
  seedDemo: boolean;
  /** Absent: mail goes to the outbox folder `${dataDir}/outbox`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base of every link the server writes into mail; never taken from the Host header. */
  publicUrl: string;
  brand: BrandConfig;
  production: boolean;
  /** Folder of the built SPA; served at `/` with history-mode fallback when it exists. */
  clientDir: string;
  session: { idleMinutes: number; absoluteHours: number };
  oneTimeTokenMinutes: number;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  logLevel: string;
  /** Most rows one list call returns, whatever page size it asks (the grid's "all"); the export has no cap. */
  listMaxRows: number;
}

export interface BrandConfig {
  /** `{product}` in paths, permissions and routes: `myoverins`, `WEB_MYOVERINS_…`. */
  slug: string;
  name: string;
  providerName: string;
  providerUrl: string;
  tollFreeNumber: string;
  contactEmail: string;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Invalid integer in environment: ${value}`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const slug = (env.BRAND_SLUG ?? 'overins').toLowerCase();
  if (!/^[a-z][a-z0-9]*$/.test(slug)) throw new Error('BRAND_SLUG must be lowercase letters and digits');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    seedDemo: env.SEED_DEMO === '1',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `Overins <noreply@${slug}.it>`,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    brand: {
      slug,
      name: env.BRAND_NAME ?? 'Overins',
      providerName: env.BRAND_PROVIDER ?? 'Overins Assicurazioni Viaggi S.r.l.',
      providerUrl: env.BRAND_PROVIDER_URL ?? 'https://www.overins.it',
      tollFreeNumber: env.BRAND_PHONE ?? '800 123 456',
      contactEmail: env.BRAND_EMAIL ?? 'assistenza@overins.it',
    },
    production: env.NODE_ENV === 'production',
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist'),
    session: {
      idleMinutes: int(env.SESSION_IDLE_MINUTES, 120),
      absoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12),
    },
    oneTimeTokenMinutes: int(env.ONE_TIME_TOKEN_MINUTES, 60),
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    listMaxRows: int(env.LIST_MAX_ROWS, 10_000),
  };
}
