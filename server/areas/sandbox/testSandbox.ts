import type { FastifyInstance } from 'fastify';
import { createMailer } from '../../adapters/mail';
import { credenzialiSandbox } from '../../adapters/payments';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import formBodyPlugin from '../../plugins/formBody';
import { indirizziPortale } from '../pagamenti/avvio';
import { createTestDatabase, testConfig } from '../../test/testDatabase';
import { inviaNotificaSandbox, NOTIFICA_SANDBOX, type DatiNotificaSandbox } from './notifica';
import sandboxRoutes, { type CredenzialiSandbox } from './routes';

export interface SandboxTestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  credenziali: CredenzialiSandbox;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database with the sandbox gateway and the form parser registered as app.ts
 * will register them, and the notification worker running. Not yet ready: call `app.ready()` or
 * `app.listen()`.
 */
export async function createSandboxTestApp(overrides: Partial<Config> = {}): Promise<SandboxTestApp> {
  const config = testConfig({ dataDir: 'memory://', ...overrides });
  const database = await createTestDatabase(config);
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    outboxDir: `${config.dataDir}/outbox`,
  });
  const app = await buildApp({ config, db: database.db, mailer }, { logger: false });
  const credenziali = credenzialiSandbox(config);
  // app.ts registers both when the sandbox is on; this keeps the helper working either way.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formBodyPlugin);
  if (!app.hasRoute({ method: 'GET', url: '/sandbox/pagamento' })) {
    await app.register(sandboxRoutes, { config, db: database.db, mailer, credenziali });
  }
  // Until server/jobs/index.ts works this queue, the test does.
  if (!(await app.coda.boss.getQueue(NOTIFICA_SANDBOX))) {
    const { notifica } = indirizziPortale(config);
    await app.coda.lavora<DatiNotificaSandbox>(
      NOTIFICA_SANDBOX,
      (dati) => inviaNotificaSandbox(dati, notifica),
      {
        retryLimit: 0,
      },
    );
  }
  return {
    app,
    db: database.db,
    config,
    credenziali,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
