import path from 'node:path';
import { createMailer } from './adapters/mail';
import { buildApp } from './app';
import { loadConfig } from './config';
import { setupDatabase } from './db/setup';

const config = loadConfig();
const database = await setupDatabase(config, (m) => console.log(m));
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  outboxDir: path.join(config.dataDir, 'outbox'),
});
const app = await buildApp({ config, db: database.db, mailer });
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
    await app.close();
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
