import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from './config';
import type { AppDeps } from './deps';
import authPlugin from './plugins/auth';
import auditImpersonationPlugin from './plugins/auditImpersonation';
import bodyParsingPlugin from './plugins/bodyParsing';
import formBodyPlugin from './plugins/formBody';
import { credenzialiSandbox } from './adapters/payments';
import { scegliPagamenti } from './adapters/payments/scelta';
import { contieneDatiDemo } from './db/seed/marcatoreDemo';
import sandboxRoutes from './areas/sandbox/routes';
import errorsPlugin, { clientErrors, frameworkErrors } from './plugins/errors';
import safeTextPlugin from './plugins/safeText';
import schemasPlugin from './plugins/schemas';
import securityPlugin from './plugins/security';
import spaPlugin from './plugins/spa';
import type { SchemaTypeProvider } from './plugins/typeProvider';
import { createSerializerFactory } from './plugins/serialization';
import { createValidatorFactory } from './plugins/validation';
import { areas } from './areas';
import { avviaLavori } from './jobs';
import { loggerOptions } from './logger';

/**
 * Fastify 5 fails closed on a bare hop count, so a count is given as the function proxy-addr takes
 * (trust the nearest `hops` addresses); safe only when the server is reachable through the proxies alone.
 */
function trustProxyOption(
  trust: Config['trustProxy'],
): false | string[] | ((addr: string, i: number) => boolean) {
  return typeof trust === 'number' ? (_addr, i) => i < trust : trust;
}

/**
 * Builds the whole server (API under /api, OpenAPI at /api/docs, the SPA at /) around the given
 * dependencies. `main.ts` passes the real ones; tests pass a fresh database and a test mailer.
 */
export async function buildApp(
  given: AppDeps,
  opts: {
    logger?: boolean;
    /**
     * What must be done before the first query of the app's own (the database's setup: `main.ts`
     * registers the routes while the database opens and migrates, and starts the jobs after).
     */
    databaseReady?: Promise<unknown>;
  } = {},
): Promise<FastifyInstance> {
  // The payment gateway depends on the database (whether it holds the demo): decided below, once it is
  // set up. The areas read `deps.pagamenti` when a request comes, and none comes before buildApp returns.
  const deps: AppDeps = { ...given, pagamenti: given.pagamenti ?? null };
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(deps.config.logLevel),
    bodyLimit: deps.config.bodyLimit,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    // Bodies are validated without coercion, query and path with it; every number bounded (validation.ts).
    // Validators and serializers are compiled on their first use, not at start (compileOnFirstUse.ts).
    schemaController: {
      compilersFactory: {
        buildValidator: createValidatorFactory(),
        buildSerializer: createSerializerFactory(),
      },
    },
    frameworkErrors,
    clientErrorHandler: clientErrors,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  await app.register(errorsPlugin);
  await app.register(bodyParsingPlugin);
  await app.register(formBodyPlugin);
  await app.register(safeTextPlugin);
  await app.register(securityPlugin);
  await app.register(schemasPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${deps.config.brand.name} — API del portale`,
        description: 'API del portale di distribuzione di polizze viaggio.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // POST pratichexml only (README "Pratiche XML"): a distributor's key, also as `Authorization: ApiKey <chiave>`.
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{ bearer: [] }],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
    // Each operation says who may call it (`x-access`, the route's config.access): API users read it,
    // and tests/backOfficeRoutes.test.ts checks every back-office route from it.
    transform: ({ schema, url, route }) => ({
      schema: { ...schema, 'x-access': route.config?.access } as typeof schema,
      url,
    }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin, { db: deps.db, session: deps.config.session });
  await app.register(auditImpersonationPlugin, { db: deps.db });

  await app.register(
    async (api) => {
      // Every area's handlers are typed from their route schemas (plugins/typeProvider.ts).
      const typed = api.withTypeProvider<SchemaTypeProvider>();
      for (const area of areas) await typed.register(area, deps);
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { clientDir: deps.config.clientDir });

  await opts.databaseReady;
  if (given.pagamenti === undefined) {
    const scelta = scegliPagamenti(deps.config, await contieneDatiDemo(deps.db));
    deps.pagamenti = scelta.pagamenti;
    app.log.info(`Payments: ${scelta.motivo}`);
  }
  // The sandbox gateway plays the bank's part at /sandbox, for the demo only (adapters/payments/scelta.ts).
  if (deps.pagamenti?.sandbox)
    await app.register(sandboxRoutes, { ...deps, credenziali: credenzialiSandbox(deps.config) });

  // Jobs (mail, certificates) run in every process from the app's database; stopped before it closes.
  app.decorate('coda', await avviaLavori(deps, app.log));
  app.addHook('onClose', () => app.coda.stop());
  return app;
}
