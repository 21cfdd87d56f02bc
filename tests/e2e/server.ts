import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../../server/test/serverProcess';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The built client the e2e servers serve: `dist/`, or E2E_DIST (a build of one's own beside another's). */
const clientDir = process.env.E2E_DIST ? path.resolve(process.env.E2E_DIST) : path.join(root, 'dist');

export async function ensureBuiltClient(): Promise<void> {
  if (existsSync(path.join(clientDir, 'index.html'))) return;
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } });
}

export interface RunningServer {
  baseUrl: string;
  /** The server's DATA_DIR: mail lands in `${dataDir}/outbox` (no SMTP_URL in e2e runs). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` serving the built client, on a free port with a fresh embedded database and
 * the outbox, whatever the shell says; `env` adds to that (e.g. NODE_ENV=production).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  await ensureBuiltClient();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'overins-e2e-'));
  try {
    const server = await startServerProcess({ DATA_DIR: dataDir, CLIENT_DIR: clientDir, ...env }, 180_000);
    return {
      baseUrl: server.baseUrl,
      dataDir,
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
