import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { UtenteAgenziaNuovo } from '../../../schemas/types';
import { audit } from '../../audit';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { badRequest } from '../../errors';
import { registerDelete, registerList, type ListRouteOptions } from '../../lists';
import { requireAuth, type RouteAccess } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import { refusals } from '../account/refusals';
import {
  adesioniList,
  COL,
  commercialiPacchettiList,
  commercialiTotaliList,
  creditiList,
  creditiTotaliList,
  datiAgenziaList,
  distributoriList,
  estrattiContoList,
  pagamentiList,
  utentiAgenziaList,
} from './lists';
import { MY_MSG } from './messages';
import { byDistributor, policyScope, supplierScope } from './scopes';
import { createAgencyUser } from './utentiAgenzia';

const user = (request: FastifyRequest) => requireAuth(request).user;

/**
 * The agency area of spec 2 §7 under `my{product}`: every list scoped to the caller (its
 * distributor, its network, its products, or the distributors it follows), plus agency user
 * creation and deletion. Each route's permission is the one of the My-area tab that shows it.
 */
export default async function myAreaRoutes(app: FastifyInstance, deps: AppDeps) {
  const base = `/my${deps.config.brand.slug}`;
  const my = `WEB_MY${deps.config.brand.slug.toUpperCase()}`;
  const tags = ['myarea'];
  const list = (path: string, summary: string, opts: Pick<ListRouteOptions, 'list' | 'access' | 'scope'>) =>
    registerList(app, {
      db: deps.db,
      path: `${base}/${path}`,
      tags,
      summary,
      maxRows: deps.config.listMaxRows,
      ...opts,
    });

  const distributorKinds = [
    'distributore_agenziadettagliante',
    'distributore_touroperator',
    'distributore_network',
  ];
  const guard = (permission: string, attributes: string[]): RouteAccess => ({
    permissions: [`${my}_${permission}|R`],
    attributes,
  });

  list('datiagenzia', 'Dati della propria agenzia (una riga)', {
    list: datiAgenziaList,
    access: { attributes: ['distributore'] },
    scope: byDistributor(COL.distributore, 'distributore'),
  });

  list('elencoadesioni', 'Polizze emesse visibili all’utente (distributore, fornitore o commerciale)', {
    list: adesioniList,
    access: {
      permissions: ['TUOI_ACQUISTI', 'ACQUISTI_POLIZZE', 'ACQUISTI_NETWORK', 'COMMERCIALE_DISTRIBUTORI'].map(
        (p) => `${my}_${p}|R`,
      ),
    },
    scope: (request) => policyScope(user(request), COL.adesioneDistributore, COL.adesioneFornitore),
  });
  list('elencoadesioni/distributore', 'Polizze acquistate dalla propria agenzia (I tuoi acquisti)', {
    list: adesioniList,
    access: guard('TUOI_ACQUISTI', distributorKinds),
    scope: byDistributor(COL.adesioneDistributore, 'distributore'),
  });
  list('elencoadesioni/network', 'Polizze delle agenzie del network e del network stesso', {
    list: adesioniList,
    access: guard('ACQUISTI_NETWORK', ['distributore_network']),
    scope: byDistributor(COL.adesioneDistributore, 'network'),
  });
  list('elencoadesioni/fornitore', 'Polizze dei prodotti del fornitore', {
    list: adesioniList,
    access: guard('ACQUISTI_POLIZZE', ['fornitore']),
    scope: (request) => supplierScope(user(request), COL.adesioneFornitore),
  });

  list('elencoestratticonto/me', 'Estratti conto della propria agenzia', {
    list: estrattiContoList,
    access: guard('ESTRATTICONTO', ['distributore']),
    scope: byDistributor(COL.estrattoDistributore, 'distributore'),
  });
  list('elencoestratticonto/network', 'Estratti conto delle agenzie del network e del network', {
    list: estrattiContoList,
    access: guard('ESTRATTICONTO_NETWORK', ['distributore_network']),
    scope: byDistributor(COL.estrattoDistributore, 'network'),
  });

  list('distributori/crediti', 'Movimenti del credito della propria agenzia', {
    list: creditiList,
    access: guard('CREDITI', ['distributore']),
    scope: byDistributor(COL.creditoDistributore, 'distributore'),
  });
  list(
    'distributori/totali',
    'Totali del credito per distributore (per un network anche delle sue agenzie)',
    {
      list: creditiTotaliList,
      access: guard('CREDITI', ['distributore']),
      scope: byDistributor(COL.totaliDistributore, 'auto'),
    },
  );
  list('elencopagamenti', 'Pagamenti della propria agenzia', {
    list: pagamentiList,
    access: guard('PAGAMENTI', ['distributore']),
    scope: byDistributor(COL.pagamentoDistributore, 'distributore'),
  });

  list('commerciali/distributori', 'Distributori seguiti dal commerciale', {
    list: distributoriList,
    access: guard('COMMERCIALE_DISTRIBUTORI', ['commerciale']),
    scope: byDistributor(COL.distributore, 'commerciale'),
  });
  list('commerciali/distributori/totali', 'Acquisti, fatturato e commissioni per distributore seguito', {
    list: commercialiTotaliList,
    access: guard('COMMERCIALE_DISTRIBUTORI', ['commerciale']),
    scope: byDistributor(COL.totaliDistributore, 'commerciale'),
  });
  list('commerciali/pacchetti', 'Commissioni per distributore seguito e pacchetto', {
    list: commercialiPacchettiList,
    access: guard('COMMERCIALE_DISTRIBUTORI', ['commerciale']),
    scope: byDistributor(COL.pacchettiDistributore, 'commerciale'),
  });

  list(
    'distributori',
    'Distributori visibili all’utente (il network le sue agenzie, il commerciale i seguiti)',
    {
      list: distributoriList,
      access: {
        permissions: [
          'TUOI_ACQUISTI',
          'ACQUISTI_NETWORK',
          'ESTRATTICONTO_NETWORK',
          'COMMERCIALE_DISTRIBUTORI',
        ].map((p) => `${my}_${p}|R`),
      },
      scope: byDistributor(COL.distributore, 'auto'),
    },
  );

  const utenti = `${base}/utentiagenzia`;
  list('utentiagenzia', 'Utenti della propria agenzia', {
    list: utentiAgenziaList,
    access: guard('UTENTI', ['distributore']),
    scope: byDistributor(COL.utenteDistributore, 'distributore'),
  });

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
