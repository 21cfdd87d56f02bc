import { and, eq, isNull } from 'drizzle-orm';
import { audit } from '../../../audit';
import type { AppDeps } from '../../../deps';
import { chiaviApi, distributori } from '../../../db/schema';
import { AppError, badRequest, notFound } from '../../../errors';
import { requireAuth, type RouteAccess } from '../../../plugins/auth';
import type { ApiInstance } from '../../../plugins/typeProvider';
import { refusals } from '../../account/refusals';
import { ref } from '../../../plugins/schemas';
import { nuovaChiave } from '../../pratichexml/chiavi';

/** Back office with the API keys permission: C issues, U revokes (the list, R, is chiaviApi.list.json). */
const ACCESSO_C: RouteAccess = { permissions: ['BK_CHIAVI_API|C'], userFlags: { backOffice: true } };
const ACCESSO_U: RouteAccess = { permissions: ['BK_CHIAVI_API|U'], userFlags: { backOffice: true } };
const CODICE = 'chiaviApi.rifiutata';
const MAX_DESCRIZIONE = 200;

export const CHIAVI_MSG = {
  distributore: 'Distributore sconosciuto o non attivo: scegliere un distributore attivo',
  descrizione: 'Indicare una descrizione della chiave (per esempio il sistema di prenotazione che la usa)',
  descrizioneLunga: `La descrizione è troppo lunga (massimo ${MAX_DESCRIZIONE} caratteri)`,
  nonTrovata: 'Chiave API non trovata',
  giaRevocata: 'La chiave API è già stata revocata',
};

const ID = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
  required: ['id'],
  additionalProperties: false,
} as const;

/**
 * The API keys of the XML practices (issue 29 item 5), for back office: issue one for a distributor
 * (the whole key is answered this once; only its hash is kept) and revoke one (its next use is a
 * 401). The grid is the list file chiaviApi.list.json (GET amministrazione/chiaviapi).
 */
export default async function chiaviApiRoutes(app: ApiInstance, deps: AppDeps) {
  const { db } = deps;

  app.post(
    '/amministrazione/chiaviapi',
    {
      config: { access: ACCESSO_C },
      schema: {
        tags: ['amministrazione'],
        summary:
          'Emette una chiave API per le pratiche XML di un distributore: la chiave è mostrata solo ora',
        body: {
          type: 'object',
          properties: {
            distributoreId: { type: 'integer', minimum: 1 },
            descrizione: { type: 'string', maxLength: 1000 },
          },
          required: ['distributoreId', 'descrizione'],
          additionalProperties: false,
        } as const,
        response: {
          200: {
            type: 'object',
            properties: {
              item1: {
                type: 'object',
                properties: {
                  id: { type: 'integer' },
                  prefisso: { type: 'string' },
                  chiave: {
                    type: 'string',
                    description: 'La chiave intera: mostrata solo in questa risposta',
                  },
                },
                required: ['id', 'prefisso', 'chiave'],
                additionalProperties: false,
              },
            },
            required: ['item1'],
            additionalProperties: false,
          } as const,
          ...refusals,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const descrizione = request.body.descrizione.replace(/\s+/g, ' ').trim();
      if (descrizione === '') throw badRequest(CODICE, CHIAVI_MSG.descrizione);
      if (descrizione.length > MAX_DESCRIZIONE) throw badRequest(CODICE, CHIAVI_MSG.descrizioneLunga);
      const distributoreId = request.body.distributoreId;
      const [d] =
        distributoreId > 2_147_483_647
          ? []
          : await db
              .select({ stato: distributori.stato })
              .from(distributori)
              .where(eq(distributori.id, distributoreId));
      if (d?.stato !== 'attivo') throw badRequest(CODICE, CHIAVI_MSG.distributore);
      const nuova = nuovaChiave();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(chiaviApi)
          .values({
            distributoreId,
            prefisso: nuova.prefisso,
            hash: nuova.hash,
            descrizione,
            creataDa: auth.user.id,
          })
          .returning({ id: chiaviApi.id });
        // Never the key itself: its prefix names it.
        await audit(tx, {
          userId: auth.user.id,
          impersonatorId: auth.impersonatorId,
          action: 'chiaveApi.emessa',
          detail: { chiaveId: row!.id, distributoreId, prefisso: nuova.prefisso, descrizione },
          ip: request.ip,
        });
        return row!.id;
      });
      return { item1: { id, prefisso: nuova.prefisso, chiave: nuova.chiave } };
    },
  );

  app.post(
    '/amministrazione/chiaviapi/:id/revoca',
    {
      config: { access: ACCESSO_U },
      schema: {
        tags: ['amministrazione'],
        summary: 'Revoca una chiave API delle pratiche XML: il suo uso successivo riceve 401',
        params: ID,
        response: {
          200: {
            type: 'object',
            properties: {
              item1: {
                type: 'object',
                properties: {
                  id: { type: 'integer' },
                  revocataIl: { type: 'string', format: 'date-time' },
                },
                required: ['id', 'revocataIl'],
                additionalProperties: false,
              },
            },
            required: ['item1'],
            additionalProperties: false,
          } as const,
          ...refusals,
          409: ref('errorBody'),
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const id = Number(request.params.id);
      if (id > 2_147_483_647) throw notFound(CHIAVI_MSG.nonTrovata);
      const revocata = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(chiaviApi)
          .set({ revocataIl: new Date(), revocataDa: auth.user.id })
          .where(and(eq(chiaviApi.id, id), isNull(chiaviApi.revocataIl)))
          .returning({
            id: chiaviApi.id,
            revocataIl: chiaviApi.revocataIl,
            prefisso: chiaviApi.prefisso,
            distributoreId: chiaviApi.distributoreId,
          });
        if (!row) {
          const [esiste] = await tx.select({ id: chiaviApi.id }).from(chiaviApi).where(eq(chiaviApi.id, id));
          if (!esiste) throw notFound(CHIAVI_MSG.nonTrovata);
          throw new AppError(409, {
            messages: [{ code: CODICE, text: CHIAVI_MSG.giaRevocata, type: 'error' }],
          });
        }
        await audit(tx, {
          userId: auth.user.id,
          impersonatorId: auth.impersonatorId,
          action: 'chiaveApi.revocata',
          detail: { chiaveId: row.id, distributoreId: row.distributoreId, prefisso: row.prefisso },
          ip: request.ip,
        });
        return row;
      });
      return { item1: { id: revocata.id, revocataIl: revocata.revocataIl!.toISOString() } };
    },
  );
}
