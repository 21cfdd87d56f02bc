import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { embeddedDirectory } from './db/pglite/options';
import { PGliteThread } from './db/pglite/thread';
import { mapStacksOf } from './stackSourceMaps';

// Built (`npm start`), the stack traces name the TypeScript sources through the bundle's maps. Written
// `import.meta['url']` so the build leaves it the bundle's own URL (scripts/build-server.mjs).
const bundle = fileURLToPath(import.meta['url']);
if (bundle.endsWith('.js')) mapStacksOf(path.dirname(bundle));

const config = loadConfig();
if (config.workers > 1 && !config.databaseUrl) {
  console.error(
    `WORKERS=${process.env.WORKERS} needs PostgreSQL (DATABASE_URL): the embedded database belongs to one ` +
      'process. Set DATABASE_URL, or leave WORKERS unset for one process.',
  );
  process.exit(1);
}
if (config.workers > 1 && cluster.isPrimary) {
  const { runPrimary } = await import('./cluster');
  runPrimary(config.workers, bundle);
} else {
  await serve();
}

/** One server process: the database, the app and its jobs, listening on the port. */
async function serve() {
  // The embedded database opens in its own thread while this one loads and builds the app: the rest
  // is imported only once that thread is started (issue 13: the start).
  const thread = config.databaseUrl ? undefined : new PGliteThread(embeddedDirectory(config.dataDir));
  // Without its database thread the server could only fail every request: stop, to be restarted.
  thread?.onFailure((error) => {
    console.error(`The embedded database stopped: ${error.message}`);
    process.exit(1);
  });
  const [{ createMailer }, { buildApp }, { startDatabase }, { setupDatabase }] = await Promise.all([
    import('./adapters/mail'),
    import('./app'),
    import('./db/client'),
    import('./db/setup'),
  ]);
  const started = startDatabase({ url: config.databaseUrl, dataDir: config.dataDir, thread });
  const settingUp = setupDatabase(
    config,
    (m) => console.log(m),
    started.opened.then(() => started.database),
  );
  settingUp.catch(() => {});
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  // The routes are registered meanwhile; the jobs start once the database is set up.
  const app = await buildApp({ config, db: started.database.db, mailer }, { databaseReady: settingUp });
  const database = await settingUp;
  app.log.info(
    `Database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}; mail: ${mailer.description}`,
  );

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      // No job is taken from now on; one being worked may finish (server/jobs/queue.ts) while the
      // HTTP server finishes its requests, and the database closes only after both.
      const jobsStopped = app.coda.stop();
      await app.close();
      await jobsStopped;
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The line a process manager (and server/cluster.test.ts) reads to know each process is up.
  if (cluster.isWorker)
    console.log(`Server process ${process.pid} listening on ${config.host}:${config.port}.`);
}
