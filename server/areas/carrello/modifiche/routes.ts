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
import { origineRichiesta } from '../../pagamenti/origine';
import { pagaModificaPer } from '../../pagamenti/servizio';
import { permessiRichieste } from './richiesteRoutes';
import { accettaRichiesta, anteprimaModifica, praticaModificabile, salvaModifica } from './applica';
import type { ModificaRichiesta } from './regole';
import {
  ANTEPRIMA,
  HEADERS_CHIAVE,
  MODIFICA_RICHIESTA,
  PARAMS_OPERAZIONE,
  PRATICA_MODIFICABILE,
} from './schemi';
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
            properties: { item1: ref('abilitazioniModifica'), item2: PRATICA_MODIFICABILE },
            required: ['item1', 'item2'],
          },
          ...refusals,
        },
      },
    },
    async (request) => {
      const user = requireAuth(request).user;
      const id = Number(request.params.praticaItemID);
      const item1 = await abilitazioniDi(db, user, id);
      const item2 = item1 ? await praticaModificabile(db, user, id) : null;
      if (!item1 || !item2) throw notFound(POLIZZA_NON_TROVATA);
      return { item1, item2 };
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

  // The preview of a change (issue 26, contract 3): what the save would apply or ask, and the money it
  // moves, checked by the same rules; nothing is written.
  app.post(
    '/carrello/modifiche/anteprima/:praticaItemID',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['carrello'],
        summary:
          'Anteprima di una modifica di polizza: aree cambiate, premio, commissioni e importo da pagare prima e dopo, senza salvare',
        params: PARAMS,
        body: MODIFICA_RICHIESTA,
        response: {
          200: { type: 'object', properties: { item1: ANTEPRIMA }, required: ['item1'] },
          ...refusals,
        },
      },
    },
    async (request) => {
      const item1 = await anteprimaModifica(
        db,
        requireAuth(request).user,
        Number(request.params.praticaItemID),
        request.body as ModificaRichiesta,
      );
      return { item1 };
    },
  );

  // The change itself (spec 2 §7 POST modifiche/abilitazione, contract 4): applied, or saved as a request.
  app.post(
    '/carrello/modifiche/abilitazione/:praticaItemID',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['carrello'],
        summary:
          'Salva la modifica di una polizza emessa (applicata, o in attesa come richiesta di modifica), una sola volta per Idempotency-Key',
        params: PARAMS,
        headers: HEADERS_CHIAVE,
        body: MODIFICA_RICHIESTA,
        response: {
          200: {
            type: 'object',
            properties: {
              item1: {
                type: 'object',
                properties: {
                  esito: { type: 'string', enum: ['applicata', 'richiesta'] },
                  versione: { type: 'integer' },
                  operazioneId: { type: 'string', format: 'uuid' },
                  anteprima: ANTEPRIMA,
                  redirecUrl: {
                    type: ['string', 'null'],
                    description:
                      'La pagina del gateway per pagare con carta il supplemento (distributore che paga all’acquisto), altrimenti null',
                  },
                },
                required: ['esito', 'versione', 'operazioneId', 'anteprima', 'redirecUrl'],
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
      const item1 = await salvaModifica(
        db,
        { user: auth.user, impersonatoreId: auth.impersonatorId },
        Number(request.params.praticaItemID),
        request.body as ModificaRichiesta,
        String(request.headers['idempotency-key']),
        {
          // A distributor that pays at purchase pays a change's supplement the same way, by card.
          pagaModifica: pagaModificaPer(deps, {
            user: auth.user,
            impersonatoreId: auth.impersonatorId,
            ip: request.ip,
            origine: origineRichiesta(deps.config, request),
          }),
        },
      );
      return { item1 };
    },
  );

  // Accepting a change request (contract 6): back office and the policy's supplier, with the same
  // permission as refusing it (richiesteRoutes.ts), so one role grant decides both.
  const decide = permessiRichieste(deps.config.brand.slug);
  app.post(
    '/carrello/modifiche/richieste/:operazioneId/accetta',
    {
      config: { access: { permissions: [`${decide.backOffice}|U`, `${decide.fornitore}|U`] } },
      schema: {
        tags: ['carrello'],
        summary:
          'Accetta una richiesta di modifica: la modifica è applicata (ripreziata, con i movimenti e la nuova versione del certificato)',
        params: PARAMS_OPERAZIONE,
        response: {
          200: {
            type: 'object',
            properties: {
              item1: {
                type: 'object',
                properties: {
                  esito: { type: 'string', enum: ['modificaEffettuata'] },
                  versione: { type: 'integer' },
                },
                required: ['esito', 'versione'],
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
      const item1 = await accettaRichiesta(
        db,
        { user: auth.user, impersonatoreId: auth.impersonatorId },
        (request.params as { operazioneId: string }).operazioneId,
      );
      return { item1 };
    },
  );
}
