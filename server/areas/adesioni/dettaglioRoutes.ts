import { eq } from 'drizzle-orm';
import type { Volo } from '../../../schemas/types';
import { adesioni } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { requireAuth } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import type { ApiInstance } from '../../plugins/typeProvider';
import { refusals } from '../account/refusals';
import { datiAdesioneDi } from './acquisto/datiAdesione';
import { elencoVersioni } from './certificato/versioni';
import { puoVedereAdesione } from './certificato/visibilita';

/** The same answer for a policy that does not exist and one the caller may not see: a GUID reveals nothing. */
export const POLIZZA_NON_TROVATA = 'Polizza non trovata';

const PARAMS = {
  type: 'object',
  properties: { itemGUID: { type: 'string', maxLength: 64 } },
  required: ['itemGUID'],
  additionalProperties: false,
} as const;

/**
 * The issued policy as the purchase answers it (datiAdesione), plus its flights already decoded from
 * datiExtra, so that the card need not parse the safe-base64 itself to list them, its itemID, by
 * which the card asks for its change history and permissions, and its certificate's versions (issue 26).
 */
const DETTAGLIO = {
  type: 'object',
  properties: {
    data: {
      allOf: [
        ref('datiAdesione'),
        {
          type: 'object',
          properties: {
            datiVolo: { type: 'array', items: ref('volo') },
            itemID: {
              type: 'integer',
              description:
                'La polizza come la chiamano le sue modifiche (carrello/modifiche/abilitazione e /elenco)',
            },
            versioniCertificato: {
              type: 'array',
              description:
                'Le versioni del certificato, dalla prima (sempre presente) all’attuale: ognuna si scarica con GET file/adesione/{itemGUID}?versione=',
              items: {
                type: 'object',
                properties: {
                  versione: { type: 'integer', minimum: 1 },
                  data: {
                    type: ['string', 'null'],
                    format: 'date-time',
                    description: 'Da quando vale: l’emissione per la versione 1, la modifica per le altre',
                  },
                  titolo: {
                    type: 'string',
                    description:
                      '‘Certificato originale’ per la versione 1, poi ‘Appendice di variazione n. N’ (N = versione − 1)',
                  },
                },
                required: ['versione', 'data', 'titolo'],
              },
            },
          },
        },
      ],
    },
  },
  required: ['data'],
};

/**
 * One issued policy for the My-area policy card (spec 2 §2 "Issued policies"):
 * GET my{product}/adesioni/{itemGUID}. Scoped exactly as its certificate download (puoVedereAdesione):
 * whoever sees the policy in a list sees its card; anyone else gets 404.
 */
export default async function adesioniDettaglioRoutes(app: ApiInstance, deps: AppDeps) {
  const { db } = deps;
  app.get(
    `/my${deps.config.brand.slug}/adesioni/:itemGUID`,
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['myarea'],
        summary: 'Dettaglio di una polizza emessa (scheda polizza), per chi può vedere la polizza',
        params: PARAMS,
        response: { 200: DETTAGLIO, ...refusals },
      },
    },
    async (request) => {
      const { itemGUID } = request.params;
      if (!(await puoVedereAdesione(db, requireAuth(request).user, itemGUID)))
        throw notFound(POLIZZA_NON_TROVATA);
      const [row] = await db
        .select({ id: adesioni.id, datiExtra: adesioni.datiExtra })
        .from(adesioni)
        .where(eq(adesioni.itemGuid, itemGUID));
      const [dati] = row ? await datiAdesioneDi(db, [row.id]) : [];
      if (!row || !dati) throw notFound(POLIZZA_NON_TROVATA);
      const datiVolo = (row.datiExtra?.datiVolo ?? []) as Volo[];
      const versioniCertificato = (await elencoVersioni(db, row.id)).map((v) => ({
        ...v,
        data: v.data?.toISOString() ?? null,
      }));
      return { data: { ...dati, datiVolo, itemID: row.id, versioniCertificato } };
    },
  );
}
