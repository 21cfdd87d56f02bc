import path from 'node:path';
import multipart from '@fastify/multipart';
import { and, asc, eq } from 'drizzle-orm';
import type { DropdownItem } from '../../../../schemas/types';
import { createLocalFileStore, type FileStore } from '../../../adapters/files';
import { allegato } from '../../../adapters/files/contentDisposition';
import { inspectFile } from '../../../adapters/files/inspectFile';
import { audit } from '../../../audit';
import { avvisi, files, pacchetti, prodotti } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { AppError, badRequest, notFound } from '../../../errors';
import { testoIt } from '../../../i18n/testi';
import { requireAuth, type RouteAccess } from '../../../plugins/auth';
import { ref } from '../../../plugins/schemas';
import type { ApiInstance } from '../../../plugins/typeProvider';
import { refusals } from '../../account/refusals';
import { segretoLink } from '../../adesioni/certificato/linkCertificato';
import {
  CAMPI_AVVISO,
  creaAvviso,
  modificaAvviso,
  SOLO_LETTURA,
  TIPI_DISTRIBUTORE,
  type CampiAvviso,
} from './admin';
import { linkFileAvviso, verificaLinkFileAvviso } from './linkFile';
import { AVVISI_MSG } from './messages';
import { avvisiDovuti, registraLettura, type AzioneLettura } from './service';

const backOffice = (letter: 'R' | 'C' | 'U'): RouteAccess => ({
  permissions: [`BK_AVVISI|${letter}`],
  userFlags: { backOffice: true },
});
const signedIn: RouteAccess = { authenticated: true };
const tags = ['amministrazione'];
const ID = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;
const INT = 2_147_483_647;
/** An attached PDF: at most 5 MB, like the registration documents. */
export const MAX_PDF_BYTES = 5 * 1024 * 1024;

const nullable = (type: string) => ({ type: [type, 'null'] });
const avvisoUtente = {
  type: 'object',
  properties: {
    itemID: { type: 'integer' },
    versione: { type: 'integer', description: 'Sale di uno a ogni modifica di titolo, testo, file o link' },
    titolo: { type: 'string' },
    descrizione: { type: 'string', description: 'HTML già ripulito' },
    pathFile: { ...nullable('string'), description: 'Link firmato (24 ore) al PDF allegato' },
    link: nullable('string'),
    tipoVisualizzazione: { type: 'integer', description: '1 non mostrare più, 2 conferma lettura, 3 sempre' },
    modalitaVisualizzazione: { type: 'integer', description: '1 normale, 2 grande' },
    posizioneApertura: {
      type: 'integer',
      description: '1 login, 2 carrello, 3 scelta prodotto, 4 Area My',
    },
    idProdotto: nullable('integer'),
    idPolizza: nullable('integer'),
    idPolizzeProdotto: {
      type: 'array',
      items: { type: 'integer' },
      description:
        'Le polizze (pacchetti) del prodotto idProdotto, vuoto se l’avviso non è legato a un prodotto: la pagina del prodotto le confronta con la polizza scelta',
    },
  },
  required: [
    'itemID',
    'versione',
    'titolo',
    'descrizione',
    'pathFile',
    'link',
    'tipoVisualizzazione',
    'modalitaVisualizzazione',
    'posizioneApertura',
    'idProdotto',
    'idPolizza',
    'idPolizzeProdotto',
  ],
  additionalProperties: false,
} as const;

const lettura = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1, maximum: INT, description: 'Id dell’avviso' },
    itemID: { type: 'integer', minimum: 1, maximum: INT, description: 'Sinonimo di id' },
    versione: { type: 'integer', minimum: 1, maximum: INT, description: 'La versione letta' },
  },
  required: ['versione'],
  additionalProperties: false,
} as const;

const letturaRisposta = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        itemID: { type: 'integer' },
        versione: { type: 'integer' },
        registrata: {
          type: 'boolean',
          description: 'false quando la stessa versione era già stata confermata o nascosta',
        },
      },
      required: ['itemID', 'versione', 'registrata'],
      additionalProperties: false,
    },
  },
  required: ['data'],
  additionalProperties: false,
} as const;

const options = {
  type: 'object',
  properties: { items: { type: 'array', items: ref('dropdownItem') }, total: { type: 'integer' } },
  required: ['items', 'total'],
};

/**
 * Popup notices (issue 28, spec 2 §3, §4, §7 Popups): what every signed-in user reads and confirms
 * (GET amministrazione/popuputente, POST …/confermapresavisione and …/nonmostrarepiu, the attached
 * PDF through a signed link), and back office's writes that a declared list cannot make: a notice
 * with its sanitised HTML, its chosen distributors (a join table) and its attached PDF. The admin
 * grids read the list files avvisiAmministrazione and avvisiLetture.
 */
export default async function avvisiRoutes(app: ApiInstance, deps: AppDeps & { files?: FileStore }) {
  const { db } = deps;
  const store = deps.files ?? createLocalFileStore(path.join(deps.config.dataDir, 'files'));
  const secret = segretoLink(deps.config);

  await app.register(multipart, {
    limits: { fileSize: MAX_PDF_BYTES, files: 1, fields: 0, parts: 1 },
    throwFileSizeLimit: false,
  });

  app.get(
    '/amministrazione/popuputente',
    {
      config: { access: signedIn },
      schema: {
        tags,
        summary: 'Avvisi popup da mostrare ora all’utente (attivi, validi, a lui destinati, non già letti)',
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'array', items: avvisoUtente } },
            required: ['data'],
            additionalProperties: false,
          },
          ...refusals,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return { data: await avvisiDovuti(db, auth.user, (fileId) => linkFileAvviso(fileId, secret)) };
    },
  );

  const registra = (suffix: string, azione: AzioneLettura, summary: string) =>
    app.post(
      `/amministrazione/popuputente/${suffix}`,
      {
        config: { access: signedIn },
        schema: { tags, summary, body: lettura, response: { 200: letturaRisposta, ...refusals } },
      },
      async (request) => {
        const auth = requireAuth(request);
        const { id, itemID, versione } = request.body;
        if (id === undefined && itemID === undefined)
          throw badRequest(AVVISI_MSG.idMancante.code, AVVISI_MSG.idMancante.text);
        if (id !== undefined && itemID !== undefined && id !== itemID)
          throw badRequest(AVVISI_MSG.idDiversi.code, AVVISI_MSG.idDiversi.text);
        const avvisoId = (id ?? itemID)!;
        const registrata = await registraLettura(
          db,
          { user: auth.user, impersonatorId: auth.impersonatorId },
          avvisoId,
          versione,
          azione,
        );
        return { data: { itemID: avvisoId, versione, registrata } };
      },
    );
  registra(
    'confermapresavisione',
    'conferma',
    'Conferma la lettura della versione indicata di un avviso (modo 1 o 2); registrata una volta sola',
  );
  registra(
    'nonmostrarepiu',
    'nonmostrarepiu',
    'Non mostrare più la versione indicata di un avviso (modo 1); registrata una volta sola',
  );

  app.get(
    '/amministrazione/popuputente/file',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['file'],
        summary: 'PDF allegato a un avviso, dal link firmato del suo pathFile',
        security: [],
        querystring: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 200 } },
          additionalProperties: false,
        } as const,
        response: {
          200: {
            description: 'Il PDF allegato',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } as const } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const fileId = verificaLinkFileAvviso(request.query.token ?? '', secret);
      if (fileId === null) throw notFound(AVVISI_MSG.linkFileNonValido);
      const [file] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.ownerKind, 'avviso')));
      const bytes = file ? await store.get(file.storageKey) : null;
      if (!file || !bytes) throw notFound(AVVISI_MSG.linkFileNonValido);
      return reply
        .type('application/pdf')
        .header('content-disposition', allegato(file.nomeOriginale))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  // Back office: create and edit (the grid's Nuovo and row edit), and the attachment.
  app.post(
    '/amministrazione/avvisi',
    {
      config: { access: backOffice('C') },
      schema: {
        tags,
        summary: 'Crea un avviso popup (testo HTML ripulito, pubblico, validità)',
        body: {
          type: 'object',
          properties: CAMPI_AVVISO,
          required: ['titolo', 'tipoVisualizzazione', 'posizioneApertura'],
          additionalProperties: false,
        },
        response: {
          201: {
            type: 'object',
            description: 'Avviso creato: id, e itemID come nelle righe dell’elenco',
            properties: { id: { type: 'integer' }, itemID: { type: 'integer' } },
            required: ['id', 'itemID'],
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const id = await creaAvviso(
        db,
        { user: auth.user, impersonatorId: auth.impersonatorId, ip: request.ip },
        request.body as CampiAvviso,
      );
      return reply.code(201).send({ id, itemID: id });
    },
  );

  app.put(
    '/amministrazione/avvisi/:id',
    {
      config: { access: backOffice('U') },
      schema: {
        tags,
        summary:
          'Modifica un avviso popup; cambiando titolo, testo, file o link la versione sale e l’avviso torna a chi l’aveva letto',
        params: {
          type: 'object',
          properties: { id: ID },
          required: ['id'],
          additionalProperties: false,
        } as const,
        body: {
          type: 'object',
          properties: {
            ...CAMPI_AVVISO,
            ...Object.fromEntries(
              SOLO_LETTURA.map((f) => [f, { description: 'Non modificabile: ignorato' }]),
            ),
          },
          additionalProperties: false,
        },
        response: { 204: { type: 'null', description: 'Avviso modificato' }, ...refusals },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = { ...(request.body as Record<string, unknown>) };
      for (const f of SOLO_LETTURA) delete body[f];
      await modificaAvviso(
        db,
        { user: auth.user, impersonatorId: auth.impersonatorId, ip: request.ip },
        Number(request.params.id),
        body as CampiAvviso,
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/amministrazione/avvisi/:id/file',
    {
      config: { access: backOffice('U') },
      validatorCompiler: () => () => true,
      schema: {
        tags,
        summary: 'Allega un PDF a un avviso (sostituisce quello di prima; la versione sale)',
        consumes: ['multipart/form-data'],
        params: {
          type: 'object',
          properties: { id: ID },
          required: ['id'],
          additionalProperties: false,
        } as const,
        body: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: { file: { type: 'string', format: 'binary', description: 'PDF, max 5 MB' } },
                required: ['file'],
              },
            },
          },
        },
        response: {
          204: { type: 'null', description: 'Allegato salvato' },
          ...refusals,
          413: ref('errorBody'),
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const params = request.params as { id?: unknown };
      if (typeof params.id !== 'string' || !/^[1-9][0-9]{0,9}$/.test(params.id) || Number(params.id) > INT)
        throw notFound();
      const id = Number(params.id);
      const [avviso] = await db.select({ id: avvisi.id }).from(avvisi).where(eq(avvisi.id, id));
      if (!avviso) throw notFound();
      const pdf = await leggiPdf(request);
      const facts = await inspectFile(pdf.bytes);
      if (facts.mime !== 'application/pdf')
        throw badRequest(AVVISI_MSG.fileNonPdf.code, AVVISI_MSG.fileNonPdf.text);
      const key = await store.put(pdf.bytes);
      try {
        await db.transaction(async (tx) => {
          const [f] = await tx
            .insert(files)
            .values({
              ownerKind: 'avviso',
              ownerId: id,
              tipo: 'allegatoAvviso',
              nomeOriginale: pdf.name,
              contentType: 'application/pdf',
              size: facts.size,
              sha256: facts.sha256,
              storageKey: key,
            })
            .returning({ id: files.id });
          await tx.update(avvisi).set({ fileId: f!.id }).where(eq(avvisi.id, id));
          await audit(tx, {
            userId: auth.user.id,
            impersonatorId: auth.impersonatorId,
            action: 'avviso.allegato',
            detail: { id, file: pdf.name, size: facts.size },
            ip: request.ip,
          });
        });
      } catch (error) {
        await store.remove(key);
        throw error;
      }
      return reply.code(204).send();
    },
  );

  // The fixed choices of the notices' admin form, worded from the labels.
  const dropdown = (name: string, summary: string, load: () => Promise<DropdownItem[]>) =>
    app.get(
      `/dropdown/${name}`,
      {
        config: { access: backOffice('R') },
        schema: { tags: ['dropdown'], summary, response: { 200: options } },
      },
      async () => {
        const items = await load();
        return { items, total: items.length };
      },
    );
  const fissi = (prefix: string, values: readonly (string | number)[]) => async () =>
    values.map((value) => ({ value, text: testoIt(`${prefix}.${value}`) }));
  dropdown(
    'tipiVisualizzazioneAvviso',
    'Modi di un avviso: 1 non mostrare più, 2 conferma lettura, 3 mostra sempre',
    fissi('avvisiAdmin.tipo', [1, 2, 3]),
  );
  dropdown(
    'modalitaAvviso',
    'Formati del dialogo di un avviso: 1 normale, 2 grande',
    fissi('avvisiAdmin.modalita', [1, 2]),
  );
  dropdown(
    'posizioniAvviso',
    'Dove si apre un avviso: 1 login, 2 carrello, 3 scelta prodotto, 4 Area My',
    fissi('avvisiAdmin.posizione', [1, 2, 3, 4]),
  );
  dropdown(
    'pubblicoAvviso',
    'A chi va un avviso: tutti, tipi di distributore, distributori scelti',
    fissi('avvisiAdmin.pubblico', ['tutti', 'tipi', 'distributori']),
  );
  dropdown('tipiDistributore', 'Tipi di distributore', fissi('distributore.tipo', TIPI_DISTRIBUTORE));
  dropdown('prodottiAvviso', 'Prodotti del catalogo, per legarvi un avviso', async () =>
    (
      await db.select({ id: prodotti.id, nome: prodotti.nome }).from(prodotti).orderBy(asc(prodotti.nome))
    ).map((p) => ({ value: p.id, text: p.nome })),
  );
  dropdown('polizzeAvviso', 'Pacchetti (polizze) del catalogo, per legarvi un avviso', async () =>
    (
      await db
        .select({ id: pacchetti.id, nome: pacchetti.nome, codice: pacchetti.codice })
        .from(pacchetti)
        .orderBy(asc(pacchetti.nome))
    ).map((p) => ({ value: p.id, text: `${p.nome} (${p.codice})` })),
  );
}

/** The one `file` part of the upload, its name kept printable; a body without it is an Italian 400. */
async function leggiPdf(request: import('fastify').FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw badRequest(AVVISI_MSG.fileMancante.code, AVVISI_MSG.fileMancante.text);
  let found: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' || part.fieldname !== 'file' || found) {
        if (part.type === 'file') part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated)
        throw badRequest(AVVISI_MSG.fileTroppoGrande.code, AVVISI_MSG.fileTroppoGrande.text);
      const base = (part.filename ?? '').split(/[\\/]/).pop() ?? '';
      const name = [...base]
        .filter((c) => c >= ' ' && c !== '\u007f')
        .join('')
        .trim()
        .slice(0, 200);
      found = { name: name || 'avviso.pdf', bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw badRequest(AVVISI_MSG.fileMancante.code, AVVISI_MSG.fileMancante.text);
  }
  if (!found || found.bytes.length === 0)
    throw badRequest(AVVISI_MSG.fileMancante.code, AVVISI_MSG.fileMancante.text);
  return found;
}
