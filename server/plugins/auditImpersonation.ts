import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { audit } from '../audit';
import type { Db } from '../db/client';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every write made through a sign-in-as session goes into the audit log with both users: who it was
 * made as and who actually made it. Registered once at the root, after the auth plugin.
 */
export default fp(
  async function auditImpersonationPlugin(app: FastifyInstance, opts: { db: Db }) {
    app.addHook('onResponse', async (request, reply) => {
      const auth = request.auth;
      if (!auth || auth.impersonatorId === null || READS.has(request.method)) return;
      try {
        await audit(opts.db, {
          userId: auth.userId,
          impersonatorId: auth.impersonatorId,
          action: 'impersonation.write',
          detail: {
            method: request.method,
            route: request.routeOptions.url ?? null,
            status: reply.statusCode,
          },
          ip: request.ip,
        });
      } catch (err) {
        request.log.error({ err }, 'audit of an impersonated write failed');
      }
    });
  },
  { name: 'audit-impersonation' },
);
