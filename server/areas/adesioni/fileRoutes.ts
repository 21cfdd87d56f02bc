import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { createLocalFileStore, type FileStore } from '../../adapters/files';
import { allegato } from '../../adapters/files/contentDisposition';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { requireAuth } from '../../plugins/auth';
import type { ApiInstance } from '../../plugins/typeProvider';
import { refusals } from '../account/refusals';
import { certificatoPdf } from './certificato/certificatoPdf';
import { LINK_NON_VALIDO, segretoLink, verificaTokenCertificato } from './certificato/linkCertificato';
import { puoVedereAdesione } from './certificato/visibilita';
import { documentoPartecipanti } from './documentoPartecipanti';

/** The client's catalogue says the same (errore.fileDaScaricareNonTrovato, spec 2 §8). */
const NON_TROVATO = 'Il file da scaricare non è stato trovato';
/** A `versione` past the policy's current one (issue 26: versions are 1 to the current). */
export const VERSIONE_NON_TROVATA = 'La versione richiesta del certificato non esiste';

/** The optional certificate version (issue 26): an integer from 1; above the current one is a 404. */
const VERSIONE = {
  type: 'integer',
  minimum: 1,
  description:
    'Versione del certificato da scaricare: 1 è il certificato originale, 2 e seguenti le appendici di variazione (n. versione − 1); senza, l’ultima',
} as const;

const pdfResponse = {
  200: {
    description: 'Il certificato in PDF',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } as const } },
  },
  ...refusals,
};

function sendCertificato(reply: FastifyReply, pdf: Buffer, versione?: number) {
  const nome = versione === undefined ? 'adesione.pdf' : `adesione-versione-${versione}.pdf`;
  return (
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${nome}"`)
      // Personal data: no shared cache keeps it.
      .header('cache-control', 'private, no-store')
      .send(pdf)
  );
}

const PARAMS = {
  type: 'object',
  properties: { itemGUID: { type: 'string', maxLength: 64 } },
  required: ['itemGUID'],
  additionalProperties: false,
} as const;

/**
 * Certificate downloads (spec 2 §7 "Files"): GET file/adesione/{itemGUID} for signed-in users who may
 * see the policy (anyone else gets the same 404 as for a policy that does not exist, so a GUID reveals
 * nothing), and GET adesioni/file?token= for the customer's signed, expiring link, without sign-in.
 * Both take an optional `versione` (issue 26): 1 the original certificate, then each variation
 * appendix; without it the latest. A version the policy does not have is a 404 saying so.
 * GET file/adesione/{itemGUID}/partecipanti: a group's participants document, to the same people.
 */
export default async function adesioniFileRoutes(app: ApiInstance, deps: AppDeps & { files?: FileStore }) {
  const { db, config } = deps;
  const store = deps.files ?? createLocalFileStore(path.join(config.dataDir, 'files'));
  const secret = segretoLink(config);
  const tags = ['file'];

  app.get(
    '/file/adesione/:itemGUID',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        summary:
          'Certificato di una polizza emessa (PDF), per chi può vedere la polizza: l’ultima versione o quella indicata',
        params: PARAMS,
        querystring: {
          type: 'object',
          properties: { versione: VERSIONE },
        } as const,
        response: pdfResponse,
      },
    },
    async (request, reply) => {
      const { itemGUID } = request.params;
      const { versione } = request.query;
      if (!(await puoVedereAdesione(db, requireAuth(request).user, itemGUID))) throw notFound(NON_TROVATO);
      const certificato = await certificatoPdf(db, itemGUID, config.brand, versione);
      if (!certificato) throw notFound(versione === undefined ? NON_TROVATO : VERSIONE_NON_TROVATA);
      return sendCertificato(reply, certificato.pdf, versione);
    },
  );

  app.get(
    '/file/adesione/:itemGUID/partecipanti',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags,
        summary:
          'Immagine o PDF dei partecipanti di una polizza di gruppo, per chi può vedere la polizza (come il certificato)',
        params: PARAMS,
        response: {
          200: {
            description: 'Il documento come è stato caricato (JPEG, BMP, PNG, GIF o PDF)',
            content: {
              'application/octet-stream': { schema: { type: 'string', format: 'binary' } as const },
            },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { itemGUID } = request.params;
      if (!(await puoVedereAdesione(db, requireAuth(request).user, itemGUID))) throw notFound(NON_TROVATO);
      const file = await documentoPartecipanti(db, itemGUID);
      const bytes = file ? await store.get(file.storageKey) : null;
      if (!file || !bytes) throw notFound(NON_TROVATO);
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', allegato(file.nomeOriginale))
          // Names of the insured: no shared cache keeps them.
          .header('cache-control', 'private, no-store')
          .send(bytes)
      );
    },
  );

  app.get(
    '/adesioni/file',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Certificato di una polizza dal link firmato inviato al cliente (PDF)',
        querystring: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 200 }, versione: VERSIONE },
          additionalProperties: false,
        } as const,
        response: pdfResponse,
      },
    },
    async (request, reply) => {
      const { token, versione } = request.query;
      const guid = verificaTokenCertificato(token ?? '', secret);
      if (!guid) throw notFound(LINK_NON_VALIDO);
      // The link names the policy, not a version: any version of the customer's own policy may be asked.
      const certificato = await certificatoPdf(db, guid, config.brand, versione);
      if (!certificato) throw notFound(versione === undefined ? LINK_NON_VALIDO : VERSIONE_NON_TROVATA);
      return sendCertificato(reply, certificato.pdf, versione);
    },
  );
}
