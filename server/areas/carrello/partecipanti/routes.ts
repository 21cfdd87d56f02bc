import path from 'node:path';
import multipart from '@fastify/multipart';
import { createLocalFileStore, type FileStore } from '../../../adapters/files';
import type { AppDeps } from '../../../deps';
import { AppError, badRequest, notFound } from '../../../errors';
import { requireAuth, type RouteAccess } from '../../../plugins/auth';
import { ref } from '../../../plugins/schemas';
import type { ApiInstance } from '../../../plugins/typeProvider';
import { refusals } from '../../account/refusals';
import { rimuoviImmagine, salvaImmagine } from './immagini';
import { leggiFile } from './leggiFile';
import { MAX_FILE_BYTES, TESTO } from './messaggi';
import { FORMATI_MODELLO, modelloPartecipanti } from './modello';
import { parsePartecipanti } from './parsePartecipanti';

/**
 * The same access as carrello/routes.ts's CARRELLO_ACCESS (cart permission, payments up to date):
 * importing it from there would make an import cycle, since that file registers this plugin.
 */
const CARRELLO_ACCESS: RouteAccess = {
  permissions: ['WEB_ANAGRAFICA_ACCESSO_CARRELLO'],
  userFlags: { mustPay: false },
};

const fileBody = (field: string, description: string) => ({
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: { [field]: { type: 'string', format: 'binary', description } },
        required: [field],
      },
    },
  },
});
const withDescription = (schema: object, description: string) => ({ ...schema, description });
const errori = { ...refusals, 413: ref('errorBody') };

/**
 * The participants' calls of spec 2 §7: the participant file read into rows, its template, and the
 * image or PDF of a group's participants kept in the file store (files table, owned by the user).
 */
export default async function partecipantiRoutes(app: ApiInstance, deps: AppDeps & { files?: FileStore }) {
  const { db } = deps;
  const store = deps.files ?? createLocalFileStore(path.join(deps.config.dataDir, 'files'));
  const tags = ['carrello'];

  // An oversized file ends as a 400 naming the limit (leggiFile); more files than one is refused.
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/carrello/upload/excelpartecipanti',
    {
      config: { access: CARRELLO_ACCESS },
      // Multipart is streamed: the body schema documents it, the handler reads and checks the part.
      validatorCompiler: () => () => true,
      schema: {
        tags,
        summary: 'Legge i partecipanti da un file .xls, .xlsx o .csv (colonne del modello)',
        consumes: ['multipart/form-data'],
        body: fileBody('filePartecipanti', '.xls, .xlsx o .csv, max 5 MB, max 10.000 righe'),
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'array', items: ref('partecipanteViaggio') } },
            required: ['data'],
          },
          ...errori,
        },
      },
    },
    async (request) => {
      const file = await leggiFile(request, 'filePartecipanti', TESTO.fileMancante);
      const result = await parsePartecipanti(file.bytes, file.name);
      if (result.ok) return { data: result.rows };
      if (result.occupato)
        throw new AppError(
          429,
          { messages: [{ code: 'partecipanti.file', text: result.message, type: 'error' }] },
          { 'retry-after': '5' },
        );
      throw badRequest('partecipanti.file', result.message);
    },
  );

  app.get(
    '/carrello/modelloPartecipanti',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary: 'Modello del file dei partecipanti (Cognome, Nome, Codice Fiscale, Data di nascita, Email)',
        querystring: {
          type: 'object',
          properties: { formato: { type: 'string', enum: ['xlsx', 'csv'], default: 'xlsx' } },
          additionalProperties: false,
        } as const,
        response: {
          200: {
            description: 'Il modello da compilare',
            content: {
              [FORMATI_MODELLO.xlsx.contentType]: { schema: { type: 'string', format: 'binary' } },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const formato = request.query.formato ?? 'xlsx';
      const { contentType, filename } = FORMATI_MODELLO[formato];
      return reply
        .type(contentType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(await modelloPartecipanti(formato));
    },
  );

  app.post(
    '/carrello/upload/immaginepartecipanti',
    {
      config: { access: CARRELLO_ACCESS },
      validatorCompiler: () => () => true,
      schema: {
        tags,
        summary: 'Conserva l’immagine o il PDF dei partecipanti; risponde con l’id del file',
        consumes: ['multipart/form-data'],
        body: fileBody('imgPartecipanti', 'JPEG, BMP, PNG, GIF o PDF (riconosciuto dal contenuto), max 5 MB'),
        response: {
          200: withDescription(
            { type: 'object', properties: { data: { type: 'string' } }, required: ['data'] },
            'L’id del file conservato',
          ),
          ...errori,
        },
      },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      const file = await leggiFile(request, 'imgPartecipanti', TESTO.immagineMancante);
      return { data: String(await salvaImmagine(db, store, userId, file)) };
    },
  );

  app.delete(
    '/carrello/upload/immaginepartecipanti/:id',
    {
      config: { access: CARRELLO_ACCESS },
      schema: {
        tags,
        summary:
          'Rimuove un’immagine dei partecipanti caricata dall’utente (400 se è allegata a una polizza emessa)',
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } },
          required: ['id'],
          additionalProperties: false,
        } as const,
        response: {
          200: { type: 'object', properties: { data: { type: 'boolean' } }, required: ['data'] },
          ...refusals,
        },
      },
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      if (!(await rimuoviImmagine(db, store, userId, Number(request.params.id))))
        throw notFound(TESTO.fileNonTrovato);
      return { data: true };
    },
  );
}
