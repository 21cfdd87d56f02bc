import type { AppDeps } from '../../deps';
import { requireAuth, type RouteAccess } from '../../plugins/auth';
import type { ApiInstance } from '../../plugins/typeProvider';
import { refusals } from '../account/refusals';
import { corrisponde, etagMessaggi, messaggiDi, MESSAGGI_MAX, SEGNA_LETTI_MAX, segnaLetti } from './servizio';

/**
 * Spec 2 does not say which roles have messages: every signed-in user does (back office included),
 * each only its own; signed in as another user, that user's. The poll is passive: it does not keep
 * the session alive as the user's activity would.
 */
const ACCESSO_MESSAGGI: RouteAccess = { authenticated: true, passive: true };
const ACCESSO_SEGNA_LETTI: RouteAccess = { authenticated: true };

const MESSAGGIO = {
  type: 'object',
  properties: {
    itemID: { type: 'integer', description: 'Id del messaggio' },
    message: { type: 'string', description: 'Testo del messaggio' },
    hasBeenRead: { type: 'boolean', description: 'Già letto (il dialogo dei messaggi è stato chiuso)' },
    creationDate: { type: 'string', format: 'date-time', description: 'Quando è stato scritto' },
  },
  required: ['itemID', 'message', 'hasBeenRead', 'creationDate'],
  additionalProperties: false,
} as const;

/**
 * `GET carrello/message` (spec 2 §7: the bell's poll, every 30 s in the background) and `POST` with
 * `itemIDs` to mark them read. The GET answers a weak ETag computed by two indexed reads; a poll that
 * sends it back (`If-None-Match`) with nothing new gets a 304 without the list being read.
 */
export default async function messaggiRoutes(app: ApiInstance, deps: AppDeps) {
  const { db } = deps;

  app.get(
    '/carrello/message',
    {
      config: { access: ACCESSO_MESSAGGI },
      schema: {
        tags: ['carrello'],
        summary: `I messaggi dell’utente (i ${MESSAGGI_MAX} più recenti, dal più nuovo), con ETag: se la richiesta ne rimanda uno uguale (If-None-Match) la risposta è 304 senza corpo`,
        response: {
          200: {
            description: 'I messaggi; intestazioni ETag (debole) e Cache-Control: private, no-cache',
            type: 'object',
            properties: {
              data: { type: 'array', items: MESSAGGIO },
              intervalloMs: {
                type: 'integer',
                description:
                  'Ogni quanti millisecondi il client rilegge i messaggi (30.000 salvo configurazione)',
              },
            },
            required: ['data', 'intervalloMs'],
            additionalProperties: false,
          },
          304: { description: 'Nulla di nuovo dall’ETag indicato in If-None-Match', type: 'null' },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const etag = await etagMessaggi(db, userId);
      void reply.header('ETag', etag).header('Cache-Control', 'private, no-cache');
      if (corrisponde(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return { data: await messaggiDi(db, userId), intervalloMs: deps.config.messagesPollMs };
    },
  );

  app.post(
    '/carrello/message',
    {
      config: { access: ACCESSO_SEGNA_LETTI },
      schema: {
        tags: ['carrello'],
        summary:
          'Segna come letti i messaggi indicati (alla chiusura del dialogo): solo quelli dell’utente, gli altri id sono ignorati',
        body: {
          type: 'object',
          properties: {
            itemIDs: {
              type: 'array',
              items: { type: 'integer', minimum: 1 },
              maxItems: SEGNA_LETTI_MAX,
              description: 'Gli id dei messaggi letti',
            },
          },
          required: ['itemIDs'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  segnati: { type: 'integer', description: 'Quanti messaggi non letti sono diventati letti' },
                },
                required: ['segnati'],
                additionalProperties: false,
              },
            },
            required: ['data'],
            additionalProperties: false,
          },
          ...refusals,
        },
      },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      return { data: { segnati: await segnaLetti(db, userId, request.body.itemIDs) } };
    },
  );
}
