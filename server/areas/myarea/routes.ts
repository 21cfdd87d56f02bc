import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { UtenteAgenziaNuovo } from '../../../schemas/types';
import { audit } from '../../audit';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { badRequest } from '../../errors';
import { registerDelete } from '../../lists';
import { requireAuth } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import { refusals } from '../account/refusals';
import { MY_MSG } from './messages';
import { createAgencyUser } from './utentiAgenzia';

const user = (request: FastifyRequest) => requireAuth(request).user;

/**
 * The agency area of spec 2 §7 under `my{product}`: agency user creation and deletion. Its lists
 * (and the users' row edit) are declared as data in server/lists/definitions, each scoped to the
 * caller by distributor kind; server/lists/routes.ts registers them.
 */
export default async function myAreaRoutes(app: FastifyInstance, deps: AppDeps) {
  const base = `/my${deps.config.brand.slug}`;
  const my = `WEB_MY${deps.config.brand.slug.toUpperCase()}`;
  const tags = ['myarea'];
  const utenti = `${base}/utentiagenzia`;

  app.post<{ Body: UtenteAgenziaNuovo }>(
    utenti,
    {
      config: { access: { permissions: [`${my}_UTENTI|C`], attributes: ['distributore'] } },
      schema: {
        tags,
        summary: 'Crea un utente della propria agenzia (con password o invito via e-mail)',
        body: ref('utenteAgenziaNuovo'),
        response: { 200: ref('utenteAgenziaCreato'), ...refusals },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const created = await createAgencyUser(deps, auth.user, request.body, {
        ip: request.ip,
        impersonatorId: auth.impersonatorId,
        log: request.log,
      });
      return { data: { status: created.status, itemID: created.itemID }, messages: created.messages };
    },
  );

  // Deleting oneself would lock the agency out of its own management; say so rather than a 404.
  await app.register(async (scoped) => {
    scoped.addHook('preHandler', async (request) => {
      const id = Number((request.params as { id?: string }).id);
      if (id === requireAuth(request).user.id)
        throw badRequest(MY_MSG.eliminaTeStesso.code, MY_MSG.eliminaTeStesso.text);
    });
    registerDelete(scoped, {
      db: deps.db,
      path: utenti,
      table: users,
      id: users.id,
      idFormat: 'integer',
      access: { permissions: [`${my}_UTENTI|D`], attributes: ['distributore'] },
      tags,
      scope: (request) => {
        const me = user(request);
        return me.distributoreId === null
          ? sql`false`
          : sql`${users.distributoreId} = ${me.distributoreId} and ${users.id} <> ${me.id}`;
      },
      onDeleted: async (request, id) => {
        const auth = requireAuth(request);
        await audit(deps.db, {
          userId: auth.user.id,
          impersonatorId: auth.impersonatorId,
          action: 'utenteAgenzia.eliminato',
          detail: { utenteId: id },
          ip: request.ip,
        });
      },
    });
  });
}
