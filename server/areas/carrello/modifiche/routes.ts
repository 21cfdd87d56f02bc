import { parseListQuery } from '../../../../engine/core/query';
import type { AppDeps } from '../../../deps';
import { badRequestAll, notFound } from '../../../errors';
import { testoIt } from '../../../i18n/testi';
import { listQuerystringSchema, listResponseSchema, runList } from '../../../lists';
import { requireAuth } from '../../../plugins/auth';
import { ref } from '../../../plugins/schemas';
import type { ApiInstance } from '../../../plugins/typeProvider';
import { refusals } from '../../account/refusals';
import { POLIZZA_NON_TROVATA } from '../../adesioni/dettaglioRoutes';
import { abilitazioniDi } from './abilitazione';
import { dellaPolizza, polizzaVisibile, storicoModificheList } from './storico';

const PARAMS = {
  type: 'object',
  properties: { praticaItemID: { type: 'string', pattern: '^[0-9]{1,9}$' } },
  required: ['praticaItemID'],
  additionalProperties: false,
} as const;

const PARAMS_PRATICA = {
  type: 'object',
  properties: { praticaID: { type: 'string', pattern: '^[0-9]{1,9}$' } },
  required: ['praticaID'],
  additionalProperties: false,
} as const;

/**
 * The change permissions of an issued policy (spec 2 §7 `modifiche/abilitazione/{praticaItemID}`,
 * praticaItemID the policy's itemID as the policy list gives it): item1 holds them. Scoped as the
 * policy card: whoever sees the policy sees what may change on it; anyone else gets 404.
 */
export default async function modificheRoutes(app: ApiInstance, deps: AppDeps) {
  const { db } = deps;
  app.get(
    '/carrello/modifiche/abilitazione/:praticaItemID',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['carrello'],
        summary:
          'Abilitazioni alla modifica di una polizza emessa, per area (date, importo viaggio, numero assicurati, nominativi), dal catalogo',
        params: PARAMS,
        response: {
          200: {
            type: 'object',
            properties: { item1: ref('abilitazioniModifica') },
            required: ['item1'],
          },
          ...refusals,
        },
      },
    },
    async (request) => {
      const item1 = await abilitazioniDi(db, requireAuth(request).user, Number(request.params.praticaItemID));
      if (!item1) throw notFound(POLIZZA_NON_TROVATA);
      return { item1 };
    },
  );

  // The change history (spec 2 §7 `modifiche/elenco/{praticaID}`, grid data), praticaID the policy's
  // itemID as for its permissions. A list call like every grid's (filter, sort, page, pageSize), so the
  // grid pages, sorts and exports it; scoped as the policy card, anyone else gets 404.
  app.get<{ Params: { praticaID: string }; Querystring: Record<string, string | undefined> }>(
    '/carrello/modifiche/elenco/:praticaID',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['carrello'],
        summary:
          'Storico delle modifiche di una polizza emessa (una riga per area modificata, con l’esito delle richieste)',
        params: PARAMS_PRATICA,
        querystring: listQuerystringSchema,
        response: { 200: listResponseSchema(storicoModificheList), ...refusals },
      },
    },
    async (request) => {
      const adesioneId = Number(request.params.praticaID);
      if (!(await polizzaVisibile(db, requireAuth(request).user, adesioneId)))
        throw notFound(POLIZZA_NON_TROVATA);
      const parsed = parseListQuery(request.query);
      if (!parsed.ok) {
        throw badRequestAll(
          parsed.errors.map((e) => ({
            code: 'errore.validazione',
            text: testoIt(e.message.key, e.message.params),
            type: 'error' as const,
          })),
        );
      }
      return runList(db, storicoModificheList, parsed.query, {
        scope: dellaPolizza(adesioneId),
        maxRows: deps.config.listMaxRows,
      });
    },
  );
}
