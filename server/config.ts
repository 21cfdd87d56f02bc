import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ATTESA_RIPROVA_SECONDI, SCADENZA_SECONDI } from './jobs/tempi';

/** Everything the server reads from its environment, read once at start and passed down explicitly. */
export interface Config {
  port: number;
  /** Loopback by default: the demo's accounts and password are public, so exposing it is a choice. */
  host: string;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's `trustProxy`): `false` (the socket address is the
   * client), a hop count, or addresses/CIDRs. Never "everyone": that lets any caller forge its address.
   */
  trustProxy: false | number | string[];
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
  /**
   * PUBLIC_URL was set. Unset, a payment's browser return follows the address the portal was opened
   * by (server/areas/pagamenti/origine.ts) instead of `publicUrl`'s localhost default.
   */
  publicUrlSet: boolean;
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
  /**
   * How often the client polls its messages, in ms (spec 2: 30,000), sent with them; a test may set
   * MESSAGES_POLL_MS shorter. Never below 1,000.
   */
  messagesPollMs: number;
  pagamenti: PaymentConfig;
  jobs: JobsConfig;
  /**
   * Server processes sharing the port (WORKERS: a number, or `auto` for one per core); 1 when unset.
   * More than one needs PostgreSQL: sessions, limits, jobs and files are shared through it and DATA_DIR.
   */
  workers: number;
}

/** The job queue's timing (server/jobs/queue.ts); short values are for tests that kill a server. */
export interface JobsConfig {
  /** A job still active after this long is taken as lost (its process died) and tried again. */
  expirySeconds: number;
  /** The wait before a failed job's first retry; each later one doubles it. */
  retryDelaySeconds: number;
  /**
   * Whether this process asks for the month-end statements (server/areas/pagamenti/estratti) at
   * start and when a month begins (MONTHLY_STATEMENTS, 1 unless 0). Every process still works the jobs.
   */
  monthlyStatements: boolean;
}

/**
 * The card payment gateway (server/adapters/payments). Without `gatewayUrl` the server runs its own
 * sandbox gateway at /sandbox/pagamento only on the demo's database or when `sandbox` asks for it;
 * otherwise card payments stay off until a gateway is configured (adapters/payments/scelta.ts).
 */
export interface PaymentConfig {
  /** The hosted payment page (XPay: https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet). */
  gatewayUrl: string | undefined;
  /**
   * PAYMENT_SANDBOX: `true` (1) serves the sandbox gateway whatever the database holds, `false` (0)
   * never; unset, only on a database that holds the demo data.
   */
  sandbox: boolean | undefined;
  /** The status call; absent: `/ecomm/api/bo/situazioneOrdine` on the gateway's host. */
  statusUrl: string | undefined;
  /** The merchant's alias and MAC secret, given by the gateway. */
  alias: string | undefined;
  secret: string | undefined;
  /** An attempt not paid within this time is closed as expired by the reconciliation job. */
  attemptMinutes: number;
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

function positive(value: string | undefined, fallback: number): number {
  const n = int(value, fallback);
  if (n < 1) throw new Error(`Expected a positive integer in environment, not ${value}`);
  return n;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Invalid integer in environment: ${value}`);
  return n;
}

/** `1` or `0`; unset or empty is undefined (the default decides). */
function flag(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === '1') return true;
  if (value === '0') return false;
  throw new Error(`${name} must be 1 or 0, not "${value}"`);
}

/** WORKERS: unset or empty is one process, `auto` one per core, otherwise a whole number from 1. */
export function parseWorkers(value: string | undefined, cores = availableParallelism()): number {
  const raw = (value ?? '').trim().toLowerCase();
  if (raw === '') return 1;
  if (raw === 'auto') return Math.max(1, cores);
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    throw new Error(`WORKERS must be auto or a number of processes from 1 to 64, not "${value}"`);
  }
  return n;
}

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or empty trusts no proxy; a number is the count of proxies in front of the server
 * (the client address is taken that many hops from the right of X-Forwarded-For); otherwise a comma
 * separated list of proxy addresses or CIDRs (or loopback, linklocal, uniquelocal).
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const ok =
      rest.length === 0 &&
      (PROXY_KEYWORDS.has(entry) || (isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits))));
    if (!ok) {
      throw new Error(
        `TRUST_PROXY must be a hop count or proxy addresses/CIDRs separated by commas, not "${entry}"`,
      );
    }
  }
  return entries;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const slug = (env.BRAND_SLUG ?? 'overins').toLowerCase();
  if (!/^[a-z][a-z0-9]*$/.test(slug)) throw new Error('BRAND_SLUG must be lowercase letters and digits');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    seedDemo: env.SEED_DEMO === '1',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `Overins <noreply@${slug}.it>`,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    publicUrlSet: Boolean(env.PUBLIC_URL),
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
    messagesPollMs: Math.max(1000, int(env.MESSAGES_POLL_MS, 30_000)),
    pagamenti: {
      gatewayUrl: env.PAYMENT_GATEWAY_URL || undefined,
      sandbox: flag('PAYMENT_SANDBOX', env.PAYMENT_SANDBOX),
      statusUrl: env.PAYMENT_STATUS_URL || undefined,
      alias: env.PAYMENT_ALIAS || undefined,
      secret: env.PAYMENT_SECRET || undefined,
      attemptMinutes: int(env.PAYMENT_ATTEMPT_MINUTES, 30),
    },
    jobs: {
      expirySeconds: positive(env.JOB_EXPIRY_SECONDS, SCADENZA_SECONDI),
      retryDelaySeconds: int(env.JOB_RETRY_DELAY_SECONDS, ATTESA_RIPROVA_SECONDI),
      monthlyStatements: flag('MONTHLY_STATEMENTS', env.MONTHLY_STATEMENTS) ?? true,
    },
    workers: parseWorkers(env.WORKERS),
  };
}
