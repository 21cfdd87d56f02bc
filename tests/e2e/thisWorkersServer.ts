import { inject } from 'vitest';
import type { E2eServer } from './globalSetup';

/** The server of the worker slot running this file (VITEST_POOL_ID counts slots from 1). */
export function thisWorkersServer(): E2eServer {
  const servers = inject('servers');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  const server = servers[slot % servers.length];
  if (!server) throw new Error('no e2e server: run the e2e tests through vitest.e2e.config.ts');
  return server;
}
