import type { AppDeps } from '../../../deps';
import { notFound } from '../../../errors';
import { requireAuth } from '../../../plugins/auth';
import { ref } from '../../../plugins/schemas';
import type { ApiInstance } from '../../../plugins/typeProvider';
import { refusals } from '../../account/refusals';
import { POLIZZA_NON_TROVATA } from '../../adesioni/dettaglioRoutes';
import { annulla, anteprimaAnnullamento } from './annullamento';

const PARAMS = {
  type: 'object',
  properties: { praticaItemID: { type: 'string', pattern: '^[0-9]{1,9}$' } },
  required: ['praticaItemID'],
  additionalProperties: false,
} as const;

const HEADERS = {
  type: 'object',
  properties: {
    'idempotency-key': { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
  },
} as const;

const MODO = { type: ['string', 'null'], enum: ['credito', 'estrattoConto', 'carta', null] } as const;

const ANTEPRIMA = {
  type: 'object',
  properties: {
    annullabile: { type: 'boolean' },
    versione: { type: 'integer' },
    motivo: { type: ['string', 'null'] },
    premio: { type: 'number' },
    rimborso: { type: 'number' },
    percentuale: { type: 'integer', minimum: 0, maximum: 100 },
    rimborsoPienoFinoAl: { type: ['string', 'null'], format: 'date' },
    modo: MODO,
    polizze: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          itemID: { type: 'integer' },
          numero: { type: 'string' },
          pacchetto: { type: 'string' },
          rimborso: { type: 'number' },
          modo: { type: 'string', enum: ['credito', 'estrattoConto', 'carta'] },
        },
        required: ['itemID', 'numero', 'pacchetto', 'rimborso', 'modo'],
      },
    },
  },
  required: [
    'annullabile',
    'versione',
    'motivo',
    'premio',
    'rimborso',
    'percentuale',
    'rimborsoPienoFinoAl',
    'modo',
    'polizze',
  ],
} as const;

/**
 * Cancellation of an issued policy (issue 26 item 6, contract points 8 and 9): the preview and the
 * cancellation itself, scoped as the policy card (another distributor's policy is a 404).
 */
export default async function annullamentoRoutes(app: ApiInstance, deps: AppDeps) {
  const { db } = deps;
  app.get(
    '/carrello/modifiche/annullamento/:praticaItemID',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['carrello'],
        summary:
          'Anteprima dell’annullamento di una polizza emessa: se è annullabile, il rimborso e le polizze integrative annullate con essa',
        params: PARAMS,
        response: {
          200: { type: 'object', properties: { item1: ANTEPRIMA }, required: ['item1'] },
          ...refusals,
        },
      },
    },
    async (request) => {
      const item1 = await anteprimaAnnullamento(
        db,
        requireAuth(request).user,
        Number(request.params.praticaItemID),
      );
      if (!item1) throw notFound(POLIZZA_NON_TROVATA);
      return { item1 };
    },
  );

  app.post(
    '/carrello/modifiche/annullamento/:praticaItemID',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['carrello'],
        summary:
          'Annulla una polizza emessa e le sue integrative, con il rimborso al credito o sull’estratto conto (una sola volta per Idempotency-Key)',
        params: PARAMS,
        headers: HEADERS,
        body: {
          type: 'object',
          properties: { versione: { type: 'integer', minimum: 1, maximum: 1_000_000 } },
          required: ['versione'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              item1: {
                type: 'object',
                properties: {
                  esito: { type: 'string', enum: ['annullata'] },
                  rimborso: { type: 'number' },
                  versione: { type: 'integer' },
                },
                required: ['esito', 'rimborso', 'versione'],
              },
            },
            required: ['item1'],
          },
          ...refusals,
          409: ref('errorBody'),
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const item1 = await annulla(db, {
        user: auth.user,
        impersonatoreId: auth.impersonatorId,
        adesioneId: Number(request.params.praticaItemID),
        versione: request.body.versione,
        chiave: request.headers['idempotency-key'] ?? null,
      });
      if (!item1) throw notFound(POLIZZA_NON_TROVATA);
      return { item1 };
    },
  );
}
