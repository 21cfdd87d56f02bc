import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { createLocalFileStore, type FileStore } from '../../adapters/files';
import { allegato } from '../../adapters/files/contentDisposition';
import { files } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import type { ApiInstance } from '../../plugins/typeProvider';
import { refusals } from '../account/refusals';
import { segretoLink } from '../adesioni/certificato/linkCertificato';
import { LINK_DOCUMENTO_NON_VALIDO, verificaTokenDocumento } from './linkDocumento';

/**
 * GET agenzie/file?token= (spec 1 §2 `/agenzie/file`): one registration document of an agency through
 * the signed, expiring link mailed to back office, without sign-in. The token names the file; a bad,
 * tampered or expired one, or a file no longer stored, is the same 404.
 */
export default async function agenzieFileRoutes(app: ApiInstance, deps: AppDeps & { files?: FileStore }) {
  const { db, config } = deps;
  const store = deps.files ?? createLocalFileStore(path.join(config.dataDir, 'files'));
  const secret = segretoLink(config);

  app.get(
    '/agenzie/file',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['file'],
        summary: 'Documento di registrazione di un’agenzia dal link firmato inviato al back office',
        security: [],
        querystring: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 200 } },
          additionalProperties: false,
        } as const,
        response: {
          200: {
            description: 'Il documento come è stato caricato (PDF, JPEG o PNG)',
            content: {
              'application/octet-stream': { schema: { type: 'string', format: 'binary' } as const },
            },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const fileId = verificaTokenDocumento(request.query.token ?? '', secret);
      if (fileId === null) throw notFound(LINK_DOCUMENTO_NON_VALIDO);
      const [file] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.ownerKind, 'distributore')));
      const bytes = file ? await store.get(file.storageKey) : null;
      if (!file || !bytes) throw notFound(LINK_DOCUMENTO_NON_VALIDO);
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', allegato(file.nomeOriginale))
          // Identity documents: no shared cache keeps them.
          .header('cache-control', 'private, no-store')
          .send(bytes)
      );
    },
  );
}
