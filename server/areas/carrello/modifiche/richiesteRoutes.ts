import type { AppDeps } from '../../../deps';
import { badRequest, notFound } from '../../../errors';
import { registerList } from '../../../lists';
import { requireAuth } from '../../../plugins/auth';
import { ref } from '../../../plugins/schemas';
import type { ApiInstance } from '../../../plugins/typeProvider';
import { refusals } from '../../account/refusals';
import {
  MOTIVO_OBBLIGATORIO,
  RICHIESTA_NON_TROVATA,
  richiesteModificaList,
  richiesteVisibili,
  rifiutaRichiesta,
} from './richieste';

/** Who sees the change requests: back office (BK) and a supplier's users (its policies' requests). */
export const permessiRichieste = (slug: string) => ({
  backOffice: 'BK_POLIZZE_RICHIESTE_MODIFICA',
  fornitore: `WEB_MY${slug.toUpperCase()}_RICHIESTE_MODIFICA`,
});

const PARAMS = {
  type: 'object',
  properties: {
    operazioneId: {
      type: 'string',
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    },
  },
  required: ['operazioneId'],
  additionalProperties: false,
} as const;

/**
 * The back office's side of change requests (issue 26 item 5): the list of requests (contract 5) and
 * their refusal with a reason (contract 7). Back office sees and decides every request, a supplier's
 * user those on its own policies; anyone else is refused by permission (403), and a request outside
 * the caller's scope is 404 as if it did not exist.
 */
export default async function richiesteModificaRoutes(app: ApiInstance, deps: AppDeps) {
  const { db } = deps;
  const permessi = permessiRichieste(deps.config.brand.slug);

  registerList(app, {
    db,
    path: '/carrello/modifiche/richieste',
    list: richiesteModificaList,
    access: { permissions: [`${permessi.backOffice}|R`, `${permessi.fornitore}|R`] },
    scope: (request) => richiesteVisibili(requireAuth(request).user),
    maxRows: deps.config.listMaxRows,
    tags: ['carrello'],
    summary:
      'Richieste di modifica delle polizze emesse, con lo stato (in attesa, effettuata, rifiutata): il back office le vede tutte, il fornitore quelle delle sue polizze',
  });

  app.post(
    '/carrello/modifiche/richieste/:operazioneId/rifiuta',
    {
      config: { access: { permissions: [`${permessi.backOffice}|U`, `${permessi.fornitore}|U`] } },
      schema: {
        tags: ['carrello'],
        summary:
          'Rifiuta una richiesta di modifica con il motivo: l’esito compare subito nello storico modifiche della polizza',
        params: PARAMS,
        body: {
          type: 'object',
          properties: { motivo: { type: 'string', description: 'Motivo del rifiuto (1–500 caratteri)' } },
          required: ['motivo'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              item1: {
                type: 'object',
                properties: { esito: { type: 'string', enum: ['modificaRifiutata'] } },
                required: ['esito'],
                additionalProperties: false,
              },
            },
            required: ['item1'],
            additionalProperties: false,
          },
          ...refusals,
          409: ref('errorBody'),
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const motivo = request.body.motivo.trim();
      if (motivo.length === 0 || motivo.length > 500)
        throw badRequest(MOTIVO_OBBLIGATORIO.code, MOTIVO_OBBLIGATORIO.text);
      const esito = await rifiutaRichiesta(
        db,
        { user: auth.user, impersonatoreId: auth.impersonatorId },
        request.params.operazioneId.toLowerCase(),
        motivo,
      );
      if ('errore' in esito) throw notFound(RICHIESTA_NON_TROVATA);
      return { item1: esito };
    },
  );
}
