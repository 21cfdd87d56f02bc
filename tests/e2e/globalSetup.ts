import { availableParallelism } from 'node:os';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

export interface E2eServer {
  /** Where the server listens, e.g. `http://127.0.0.1:41234`. */
  baseUrl: string;
  /** The server's DATA_DIR: mail lands in `${dataDir}/outbox` (no SMTP_URL in e2e runs). */
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker slot: a file uses `servers[VITEST_POOL_ID - 1]` (see thisWorkersServer). */
    servers: E2eServer[];
  }
}

/**
 * How many files run at once, each slot with a server (and so a database) of its own: the files
 * of one slot run one after another, as they always did, so no file sees another's cart or outbox.
 * Chromium and the server wait on each other most of the time, so two slots use two cores better
 * than one; E2E_WORKERS overrides.
 */
export function e2eWorkers(): number {
  const asked = Number(process.env.E2E_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.max(1, Math.min(2, availableParallelism()));
}

/**
 * The servers, run as a deployment runs them (NODE_ENV=production) with the demo asked for
 * explicitly, as production requires; started together, since each seeds its own database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = await Promise.allSettled(
    Array.from({ length: e2eWorkers() }, () => startServer({ NODE_ENV: 'production', SEED_DEMO: '1' })),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  return stopAll;
}
