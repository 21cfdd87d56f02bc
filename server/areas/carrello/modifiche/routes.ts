import type { AppDeps } from '../../../deps';
import { notFound } from '../../../errors';
import { requireAuth } from '../../../plugins/auth';
import { ref } from '../../../plugins/schemas';
import type { ApiInstance } from '../../../plugins/typeProvider';
import { refusals } from '../../account/refusals';
import { POLIZZA_NON_TROVATA } from '../../adesioni/dettaglioRoutes';
import { abilitazioniDi } from './abilitazione';

const PARAMS = {
  type: 'object',
  properties: { praticaItemID: { type: 'string', pattern: '^[0-9]{1,9}$' } },
  required: ['praticaItemID'],
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
}
