import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../deps';
import { requireAuth, type RouteAccess } from '../../../plugins/auth';
import { ref } from '../../../plugins/schemas';
import type { ApiInstance } from '../../../plugins/typeProvider';
import { refusals } from '../../account/refusals';
import { notFound } from '../../../errors';
import { venditoreDi } from '../offerte';
import { aggiornaItem, aggiungiItem, eliminaItem, itemsDi, svuotaCarrello, type Chi } from './carrelloStore';
import { formaCarrello } from './formaCarrello';
import { CART_MSG } from './messaggi';
import { conLettureCondivise } from '../lettureCondivise';
import { validaItem } from './validaItem';

const ITEM = {
  type: 'object',
  properties: { itemID: { type: 'string', pattern: '^[0-9]{1,9}$' } },
  required: ['itemID'],
  additionalProperties: false,
} as const;
const ITEM_ID = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: { itemID: { type: 'integer' } },
      required: ['itemID'],
    },
  },
  required: ['data'],
} as const;

/**
 * `validaItem` with its catalogue reads shared (lettureCondivise.ts): the catalogue's version is read
 * once for the item, not once per kept read (ten round trips on PostgreSQL), and every read of the
 * item sees the same version.
 */
const validaConLettureCondivise = (...args: Parameters<typeof validaItem>) =>
  conLettureCondivise(() => validaItem(...args));

/**
 * The cart (spec 2 §7 `carrello`, completed where the spec shows no shape): the user's items on the
 * server, so the cart survives sign-out. Adding (`POST carrello` with the trip data) and saving an
 * edited item (`PUT carrello/{itemID}`) validate and price the whole item again; the client's totals
 * are never read.
 */
export default async function cartRoutes(app: ApiInstance, deps: AppDeps & { access: RouteAccess }) {
  const { db, access } = deps;
  const tags = ['carrello'];
  const chi = (request: FastifyRequest): Chi => {
    const auth = requireAuth(request);
    return {
      userId: auth.user.id,
      impersonatoreId: auth.impersonatorId,
      distributoreId: auth.user.distributoreId,
    };
  };
  const seller = (request: FastifyRequest) => {
    const auth = requireAuth(request);
    return venditoreDi(db, auth.user, auth.versioneUtenti);
  };

  app.get(
    '/carrello',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Il carrello dell’utente: prodotti con i dati del viaggio e i totali',
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'array', items: ref('carrelloItem') } },
            required: ['data'],
          } as const,
          ...refusals,
        },
      },
    },
    async (request) => {
      const { rows, nomi } = await itemsDi(db, chi(request).userId);
      return { data: rows.map((r) => formaCarrello(r, nomi)) };
    },
  );

  app.post(
    '/carrello',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Aggiunge al carrello il prodotto con i dati del viaggio (datiViaggio): tutto è validato e prezzato di nuovo',
        body: ref('datiViaggio'),
        response: { 200: ITEM_ID, ...refusals },
      },
    },
    async (request) => {
      const who = chi(request);
      const item = await validaConLettureCondivise(db, await seller(request), who.userId, request.body);
      return { data: { itemID: await aggiungiItem(db, who, item) } };
    },
  );

  app.put(
    '/carrello/:itemID',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Salva il prodotto del carrello in modifica (inModifica=true)',
        params: ITEM,
        body: ref('datiViaggio'),
        response: { 200: ITEM_ID, ...refusals },
      },
    },
    async (request) => {
      const who = chi(request);
      const itemID = Number(request.params.itemID);
      const item = await validaConLettureCondivise(db, await seller(request), who.userId, request.body);
      await aggiornaItem(db, who, itemID, item);
      return { data: { itemID } };
    },
  );

  app.delete(
    '/carrello/:itemID',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Elimina un prodotto dal carrello',
        params: ITEM,
        response: {
          200: { type: 'object', properties: { data: { type: 'boolean' } }, required: ['data'] } as const,
          ...refusals,
        },
      },
    },
    async (request) => {
      const removed = await eliminaItem(db, chi(request).userId, Number(request.params.itemID));
      if (!removed) throw notFound(CART_MSG.itemNonTrovato);
      return { data: true };
    },
  );

  app.post(
    '/carrello/svuotacarrello',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Svuota il carrello (corpo vuoto)',
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { eliminati: { type: 'integer' } },
                required: ['eliminati'],
              },
            },
            required: ['data'],
          } as const,
          ...refusals,
        },
      },
    },
    async (request) => ({ data: { eliminati: await svuotaCarrello(db, chi(request).userId) } }),
  );
}
