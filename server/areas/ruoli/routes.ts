import type { SchemaTypes } from '../../../schemas/types/schemaMap';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import {
  addOrRemovePermesso,
  creaRuolo,
  getRuoloPermessi,
  listPermessi,
  listRuoli,
  rinominaRuolo,
} from './service';
import type { ApiInstance } from '../../plugins/typeProvider';

const listOf = <K extends keyof SchemaTypes>(id: K) =>
  ({
    type: 'object',
    properties: { items: { type: 'array', items: ref(id) }, total: { type: 'integer' } },
    required: ['items', 'total'],
  }) as const;

/** Path ids are strings on the wire; the pattern keeps them inside PostgreSQL's integer range. */
const roleIdParams = {
  type: 'object',
  properties: { roleId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
  required: ['roleId'],
} as const;

const errorResponses = { 400: ref('errorBody'), 404: ref('errorBody') };

/** The roles editor is the back office's: a role's permissions, and the roles themselves. */
const backOffice = { backOffice: true } as const;

export default async function ruoliRoutes(app: ApiInstance, deps: AppDeps) {
  app.get(
    '/ruoli/permessi-list',
    {
      config: { access: { permissions: ['BK_IMPOSTAZIONI_RUOLI'], userFlags: backOffice } },
      schema: {
        tags: ['ruoli'],
        summary: 'Catalogo dei permessi, per gruppo e ordine',
        querystring: {
          type: 'object',
          properties: { backOffice: { type: 'string', enum: ['true', 'false'] } },
          additionalProperties: false,
        } as const,
        response: { 200: listOf('permesso'), 400: ref('errorBody') },
      },
    },
    async (request) => {
      const { backOffice } = request.query;
      const items = await listPermessi(
        deps.db,
        backOffice === undefined ? {} : { backOffice: backOffice === 'true' },
      );
      return { items, total: items.length };
    },
  );

  app.get(
    '/ruoli/:roleId/permessi',
    {
      config: { access: { permissions: ['BK_IMPOSTAZIONI_RUOLI'], userFlags: backOffice } },
      schema: {
        tags: ['ruoli'],
        summary: 'Permessi associati a un ruolo',
        params: roleIdParams,
        response: {
          200: {
            type: 'object',
            properties: {
              ruolo: ref('ruolo'),
              items: { type: 'array', items: ref('ruoloPermesso') },
              total: { type: 'integer' },
            },
            required: ['ruolo', 'items', 'total'],
          } as const,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { ruolo, items } = await getRuoloPermessi(deps.db, Number(request.params.roleId));
      return { ruolo, items, total: items.length };
    },
  );

  app.post(
    '/ruoli/:roleId/add-or-remove-permesso',
    {
      config: { access: { permissions: ['BK_IMPOSTAZIONI_RUOLI|U'], userFlags: backOffice } },
      schema: {
        tags: ['ruoli'],
        summary: 'Aggiunge o toglie azioni di un permesso a un ruolo',
        params: roleIdParams,
        body: ref('permessoModifica'),
        response: {
          200: { type: 'object', properties: { data: ref('ruoloPermesso') }, required: ['data'] } as const,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await addOrRemovePermesso(deps.db, Number(request.params.roleId), request.body, {
        userId: auth.userId,
        impersonatorId: auth.impersonatorId,
        ip: request.ip,
      });
      return { data };
    },
  );

  const actorOf = (request: Parameters<typeof requireAuth>[0]) => {
    const auth = requireAuth(request);
    return {
      userId: auth.userId,
      impersonatorId: auth.impersonatorId,
      ip: request.ip,
      superAdmin: auth.user.superAdmin,
    };
  };

  app.post(
    '/ruoli',
    {
      config: { access: { permissions: ['BK_IMPOSTAZIONI_RUOLI|C'], userFlags: backOffice } },
      schema: {
        tags: ['ruoli'],
        summary: 'Crea un ruolo, vuoto o copia dei permessi di un altro (copiaDa)',
        body: ref('ruoloNuovo'),
        response: {
          200: { type: 'object', properties: { data: ref('ruolo') }, required: ['data'] } as const,
          ...errorResponses,
          409: ref('errorBody'),
        },
      },
    },
    async (request) => ({ data: await creaRuolo(deps.db, request.body, actorOf(request)) }),
  );

  app.put(
    '/ruoli/:roleId',
    {
      config: { access: { permissions: ['BK_IMPOSTAZIONI_RUOLI|U'], userFlags: backOffice } },
      schema: {
        tags: ['ruoli'],
        summary: 'Rinomina un ruolo',
        params: roleIdParams,
        body: ref('ruoloRinomina'),
        response: {
          200: { type: 'object', properties: { data: ref('ruolo') }, required: ['data'] } as const,
          ...errorResponses,
          403: ref('errorBody'),
          409: ref('errorBody'),
        },
      },
    },
    async (request) => ({
      data: await rinominaRuolo(deps.db, Number(request.params.roleId), request.body, actorOf(request)),
    }),
  );

  app.get(
    '/utenti/ruoli/:x',
    {
      config: { access: { permissions: ['BK_IMPOSTAZIONI_UTENTI', 'BK_IMPOSTAZIONI_RUOLI'], mode: 'any' } },
      schema: {
        tags: ['ruoli'],
        summary: 'Ruoli assegnabili agli utenti: web, backoffice o all',
        params: {
          type: 'object',
          properties: { x: { type: 'string', enum: ['web', 'backoffice', 'all'] } },
          required: ['x'],
        } as const,
        response: { 200: listOf('ruolo'), 400: ref('errorBody') },
      },
    },
    async (request) => {
      const items = await listRuoli(deps.db, request.params.x, requireAuth(request).user);
      return { items, total: items.length };
    },
  );
}
