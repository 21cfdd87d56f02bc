import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from './db/client';
import authPlugin from './plugins/auth';

/** The auth plugin alone: the route checks happen at registration, so no database is reached. */
async function bareApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(authPlugin, {
    db: {} as unknown as Db,
    session: { idleMinutes: 30, absoluteHours: 12 },
  });
  return app;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close().catch(() => undefined);
  app = undefined;
});

describe('every /api route declares its access', () => {
  it('refuses to start with an /api route without config.access, naming the route', async () => {
    app = await bareApp();
    app.register(
      async (api) => {
        api.get('/health', { config: { access: { public: true } } }, async () => ({ status: 'ok' }));
        api.post('/carrello/svuota', async () => ({ status: 'ok' }));
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow(
      'Route POST /api/carrello/svuota declares no access (config.access)',
    );
  });

  it('starts when every /api route declares one, and does not ask it of routes outside /api', async () => {
    app = await bareApp();
    app.register(
      async (api) => {
        api.get('/health', { config: { access: { public: true } } }, async () => ({ status: 'ok' }));
        api.get('/account/me', { config: { access: { authenticated: true } } }, async () => ({}));
        api.get(
          '/utenti',
          { config: { access: { permissions: ['WEB_MYOVERINS_UTENTI'] } } },
          async () => ({}),
        );
      },
      { prefix: '/api' },
    );
    app.get('/index.html', async () => 'spa');
    await expect(app.ready()).resolves.toBeDefined();
  });

  it('enforces the declared access on requests', async () => {
    app = await bareApp();
    app.register(
      async (api) => {
        api.get('/health', { config: { access: { public: true } } }, async () => ({ status: 'ok' }));
        api.get('/account/me', { config: { access: { authenticated: true } } }, async () => ({}));
      },
      { prefix: '/api' },
    );
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/account/me' })).statusCode).toBe(401);
  });
});
