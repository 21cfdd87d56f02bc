import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test listens, e.g. `http://127.0.0.1:41234`. */
    baseUrl: string;
    /** The server's DATA_DIR: mail lands in `${dataDir}/outbox` (no SMTP_URL in e2e runs). */
    dataDir: string;
  }
}

/**
 * One server for every e2e file, run as a deployment runs it (NODE_ENV=production) with the demo
 * asked for explicitly, as production requires.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer({ NODE_ENV: 'production', SEED_DEMO: '1' });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return server.stop;
}
