import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import type { ApiInstance } from '../../plugins/typeProvider';
import { refusals } from '../account/refusals';
import { CARRELLO_ACCESS } from '../carrello/access';
import { acquista } from './acquisto/acquista';
import { modoPagamento } from './acquisto/modoPagamento';
import { accodaConfermaAcquisto } from './mail/confermaAcquisto';
import { pagaSubitoPer } from '../pagamenti/servizio';
import { origineRichiesta } from '../pagamenti/origine';

const HEADERS = {
  type: 'object',
  properties: {
    'idempotency-key': { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
  },
} as const;

/**
 * The purchase (spec 2 §7 `POST adesioni`, no body): the caller's cart becomes policies. The client
 * sends an Idempotency-Key per press of Acquista; a retry with the same key gets the same answer.
 */
export default async function adesioniRoutes(app: ApiInstance, deps: AppDeps) {
  app.post(
    '/adesioni',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags: ['adesioni'],
        summary: 'Acquista le polizze del carrello (una sola volta per Idempotency-Key)',
        headers: HEADERS,
        response: { 200: ref('esitoAcquisto'), ...refusals },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return acquista(
        deps.db,
        { user: auth.user, impersonatoreId: auth.impersonatorId },
        request.headers['idempotency-key'] ?? null,
        // The confirmation mail is a job written with the purchase: a crash after the commit loses none.
        accodaConfermaAcquisto,
        undefined,
        // A distributor that pays at purchase is sent to the gateway for the policies just issued.
        pagaSubitoPer(deps, {
          user: auth.user,
          impersonatoreId: auth.impersonatorId,
          ip: request.ip,
          origine: origineRichiesta(deps.config, request),
        }),
      );
    },
  );

  // Issue 24: what Acquista will pay how, said next to the button before the purchase.
  app.get(
    '/adesioni/pagamento',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags: ['adesioni'],
        summary: 'Come verranno pagate le polizze del carrello (credito, carta, estratto conto)',
        response: {
          200: {
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                type: 'object',
                required: ['tuttoConCredito', 'parteConCredito', 'resto'],
                properties: {
                  tuttoConCredito: { type: 'boolean' },
                  parteConCredito: { type: 'boolean' },
                  resto: { type: 'string', enum: ['carta', 'estrattoConto'] },
                },
              },
            },
          },
          ...refusals,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const distributoreId = auth.user.distributoreId;
      if (distributoreId === null)
        return { data: { tuttoConCredito: false, parteConCredito: false, resto: 'estrattoConto' as const } };
      return { data: await modoPagamento(deps.db, auth.user.id, distributoreId) };
    },
  );
}
