import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../../deps';
import { distributori, importazioniPratiche, stati } from '../../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../../errors';
import { accoda } from '../../../jobs/queue';
import { requireAuth, type RouteAccess } from '../../../plugins/auth';
import { ref } from '../../../plugins/schemas';
import type { ApiInstance } from '../../../plugins/typeProvider';
import { refusals } from '../../account/refusals';
import { origineRichiesta } from '../../pagamenti/origine';
import { offerte, venditoreDi, type Venditore } from '../offerte';
import { IMPORTAZIONE_PRATICHE, tipoEsecuzioneDi, type DatiJobImportazione } from './elabora';
import { IMPORT_MSG, leggiPratiche, MAX_FILE_MB, MODELLI, modelloPratiche, type ModelId } from './pratiche';
import { colonneUlteriori, descriviUlteriori, ulterioriDatiDeiPacchetti } from './ulterioriDati';

/** As carrello/routes.ts's CARRELLO_ACCESS (importing it would make a cycle: that file registers this). */
const CARRELLO_ACCESS: RouteAccess = {
  permissions: ['WEB_ANAGRAFICA_ACCESSO_CARRELLO'],
  userFlags: { mustPay: false },
};
const CODICE = 'importazione.rifiutata';
const tags = ['carrello'];

const ESITO_CONTROLLO = {
  type: 'object',
  properties: {
    tipoEsecuzione: {
      type: 'integer',
      enum: [1, 2],
      description: '1 = aggiunte al carrello, 2 = polizze emesse',
    },
    totalePratiche: { type: 'integer' },
    praticheAggiunte: { type: 'integer' },
    praticheGiaPresenti: { type: 'integer' },
    praticheConErrori: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          rigaExcel: { type: 'integer' },
          riferimentoPratica: { type: 'string' },
          contraente: { type: 'string' },
          errore: { type: 'string' },
        },
        required: ['rigaExcel', 'riferimentoPratica', 'contraente', 'errore'],
      },
    },
    urlPagamento: { type: 'array', items: { type: 'string' } },
  },
  required: [
    'tipoEsecuzione',
    'totalePratiche',
    'praticheAggiunte',
    'praticheGiaPresenti',
    'praticheConErrori',
  ],
} as const;
const IMPORTAZIONE = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        importazioneID: { type: 'integer' },
        stato: { type: 'string', enum: ['inCoda', 'inCorso', 'completata', 'fallita'] },
        totalePratiche: { type: 'integer' },
        elaborate: { type: 'integer' },
        esitoControllo: ESITO_CONTROLLO,
      },
      required: ['importazioneID', 'stato', 'totalePratiche', 'elaborate'],
    },
  },
  required: ['data'],
} as const;

/**
 * The multi-policy import (spec 2 "Multi-policy import", §7 `modelli`, `caricapratiche`, the template
 * download; issue 29): the upload reads and checks the file in the request and queues the work as a
 * job (elabora.ts); the dialog polls the import's progress and outcome.
 */
export default async function importazioneRoutes(app: ApiInstance, deps: AppDeps) {
  const { db } = deps;
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_MB * 1024 * 1024, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });

  app.get(
    '/carrello/modelli',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary: 'I modelli del file di importazione pratiche multiple (text, value)',
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { text: { type: 'string' }, value: { type: 'integer' } },
                  required: ['text', 'value'],
                },
              },
            },
            required: ['data'],
          },
          ...refusals,
        },
      },
    },
    () => ({ data: MODELLI.map((m) => ({ ...m })) }),
  );

  app.get(
    '/amministrazione/settingspratichemultiple/filemodel/:a/:b',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        summary:
          'Scarica il modello .xls di importazione pratiche: {a} = modello (1, 2), {b} = distributore (0 = il proprio)',
        params: {
          type: 'object',
          properties: {
            a: { type: 'string', pattern: '^[12]$' },
            b: { type: 'string', pattern: '^[0-9]{1,9}$' },
          },
          required: ['a', 'b'],
        },
        response: { 200: { type: 'string', format: 'binary' }, ...refusals },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const modelId = Number(request.params.a) as ModelId;
      const chiesto = Number(request.params.b);
      const backOffice = user.backOffice || user.superAdmin;
      let venditore: Venditore;
      if (chiesto === 0 || chiesto === user.distributoreId) {
        if (user.distributoreId === null && !backOffice) throw forbidden();
        venditore =
          user.distributoreId === null
            ? { distributoreId: null, networkId: null, tutto: true }
            : await venditoreDelDistributore(user.distributoreId);
      } else {
        if (!backOffice) throw forbidden();
        venditore = await venditoreDelDistributore(chiesto);
      }
      const vendibili = await offerte(db, venditore, { senzaIntegrative: true });
      const voci = await ulterioriDatiDeiPacchetti(
        db,
        vendibili.map((o) => o.id),
      );
      const pacchetti = vendibili.map((o) => ({
        codice: o.codice,
        pacchetto: o.nome,
        prodotto: o.nomeProdotto,
        ulterioriDati: descriviUlteriori(voci.get(o.id) ?? []),
        ulterioriObbligatori: (voci.get(o.id) ?? []).some((v) => v.obbligatorio),
      }));
      const destinazioni = await db
        .select({ codice: stati.codice, nome: stati.nome })
        .from(stati)
        .orderBy(asc(stati.nome));
      const bytes = await modelloPratiche(modelId, pacchetti, destinazioni, colonneUlteriori(voci.values()));
      const nome =
        modelId === 1 ? 'modello_nominativi_divisi_per_riga.xls' : 'modello_nominativi_su_unica_riga.xls';
      return reply
        .header('content-type', 'application/vnd.ms-excel')
        .header('content-disposition', `attachment; filename="${nome}"`)
        .send(bytes);
    },
  );

  /** A distributor's selling rights (404 for one that does not exist). */
  async function venditoreDelDistributore(id: number): Promise<Venditore> {
    const [d] = await db
      .select({ networkId: distributori.networkId, stato: distributori.stato })
      .from(distributori)
      .where(eq(distributori.id, id));
    if (!d) throw notFound();
    return { distributoreId: d.stato === 'attivo' ? id : null, networkId: d.networkId ?? null, tutto: false };
  }

  app.post(
    '/carrello/caricapratiche',
    {
      config: { access: CARRELLO_ACCESS },
      validatorCompiler: () => () => true,
      schema: {
        tags,
        summary:
          'Importa le pratiche di un file .xls/.xlsx (filePratiche, modelId): la lettura qui, il lavoro in coda (202)',
        consumes: ['multipart/form-data'],
        body: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  filePratiche: {
                    type: 'string',
                    format: 'binary',
                    description: `.xls o .xlsx, max ${MAX_FILE_MB} MB`,
                  },
                  modelId: { type: 'string', enum: ['1', '2'] },
                },
                required: ['filePratiche', 'modelId'],
              },
            },
          },
        },
        response: { 202: IMPORTAZIONE, ...refusals, 413: ref('errorBody') },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const user = auth.user;
      if (user.distributoreId === null) throw badRequest(CODICE, IMPORT_MSG.distributoreMancante);
      const { file, modelId } = await leggiRichiesta(request);
      // The further data's columns are those of the packages the uploader sells (the template's).
      const vendibili = await offerte(db, await venditoreDi(db, user, auth.versioneUtenti), {
        senzaIntegrative: true,
      });
      const voci = await ulterioriDatiDeiPacchetti(
        db,
        vendibili.map((o) => o.id),
      );
      const letto = await leggiPratiche(
        file.bytes,
        file.name,
        modelId,
        undefined,
        colonneUlteriori(voci.values()),
      );
      if (!letto.ok) {
        if (letto.occupato)
          throw new AppError(
            429,
            { messages: [{ code: CODICE, text: letto.message, type: 'error' }] },
            { 'retry-after': '5' },
          );
        throw badRequest(CODICE, letto.message);
      }
      const tipoEsecuzione = await tipoEsecuzioneDi(db, user.distributoreId);
      const distributoreId = user.distributoreId;
      const creata = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(importazioniPratiche)
          .values({
            userId: user.id,
            impersonatoreId: auth.impersonatorId,
            distributoreId,
            modelId,
            tipoEsecuzione,
            totalePratiche: letto.pratiche.length,
            pratiche: letto.pratiche,
            ip: request.ip,
            origine: origineRichiesta(deps.config, request),
          })
          .returning({ id: importazioniPratiche.id });
        // The job is written with the import: a crash right after the answer loses nothing.
        await accoda(tx, IMPORTAZIONE_PRATICHE, { importazioneId: row!.id } satisfies DatiJobImportazione);
        return row!.id;
      });
      return reply.code(202).send({
        data: {
          importazioneID: creata,
          stato: 'inCoda',
          totalePratiche: letto.pratiche.length,
          elaborate: 0,
        },
      });
    },
  );

  app.get(
    '/carrello/caricapratiche/:importazioneID',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary: 'Avanzamento ed esito (esitoControllo) di un’importazione di pratiche',
        params: {
          type: 'object',
          properties: { importazioneID: { type: 'string', pattern: '^[0-9]{1,9}$' } },
          required: ['importazioneID'],
        },
        response: { 200: IMPORTAZIONE, ...refusals },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const id = Number(request.params.importazioneID);
      const backOffice = user.backOffice || user.superAdmin;
      const [imp] = await db
        .select({
          id: importazioniPratiche.id,
          stato: importazioniPratiche.stato,
          totalePratiche: importazioniPratiche.totalePratiche,
          elaborate: importazioniPratiche.elaborate,
          esito: importazioniPratiche.esito,
        })
        .from(importazioniPratiche)
        .where(
          backOffice
            ? eq(importazioniPratiche.id, id)
            : and(eq(importazioniPratiche.id, id), eq(importazioniPratiche.userId, user.id)),
        );
      if (!imp) throw notFound('Importazione non trovata');
      return {
        data: {
          importazioneID: imp.id,
          stato: imp.stato,
          totalePratiche: imp.totalePratiche,
          elaborate: imp.elaborate,
          ...(imp.stato === 'completata' && imp.esito ? { esitoControllo: imp.esito as never } : {}),
        },
      };
    },
  );
}

/** The upload's parts: the file `filePratiche` and the field `modelId` (1 or 2), in any order. */
async function leggiRichiesta(
  request: FastifyRequest,
): Promise<{ file: { name: string; bytes: Buffer }; modelId: ModelId }> {
  if (!request.isMultipart()) throw badRequest(CODICE, IMPORT_MSG.fileMancante);
  let file: { name: string; bytes: Buffer } | undefined;
  let modello: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'modelId') modello = String(part.value ?? '').trim();
        continue;
      }
      if (part.fieldname !== 'filePratiche' || file) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw badRequest(CODICE, IMPORT_MSG.troppoGrande);
      file = { name: (part.filename ?? '').split(/[\\/]/).pop() ?? '', bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(CODICE, IMPORT_MSG.illeggibile);
  }
  if (modello === undefined || modello === '') throw badRequest(CODICE, IMPORT_MSG.modelloMancante);
  if (modello !== '1' && modello !== '2') throw badRequest(CODICE, IMPORT_MSG.modelloNonValido);
  if (!file) throw badRequest(CODICE, IMPORT_MSG.fileMancante);
  return { file, modelId: Number(modello) as ModelId };
}
