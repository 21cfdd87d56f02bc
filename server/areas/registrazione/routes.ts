import path from 'node:path';
import multipart from '@fastify/multipart';
import { createLocalFileStore, type FileStore } from '../../adapters/files';
import type { AppDeps } from '../../deps';
import { badRequestAll, type ErrorMessage } from '../../errors';
import { RateLimiter } from '../../plugins/rateLimit';
import { segretoLink } from '../adesioni/certificato/linkCertificato';
import { ref } from '../../plugins/schemas';
import { refusals } from '../account/refusals';
import { FIELD_LABELS, FILE_FIELDS, MAX_FILE_BYTES, TEXT } from './messages';
import { readRegistrationParts } from './readRegistrationParts';
import { comuniOptions, provinceOptions, registerAgency } from './service';
import { validateRegistration } from './validateRegistration';
import type { ApiInstance } from '../../plugins/typeProvider';

const options = {
  type: 'object',
  properties: { items: { type: 'array', items: ref('dropdownItem') }, total: { type: 'integer' } },
  required: ['items', 'total'],
};

/** The multipart body as OpenAPI shows it; the handler reads and checks the parts itself. */
const registrationBody = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: {
          data: {
            type: 'string',
            description: 'JSON of agencyRegistration without the four *File properties.',
          },
          ...Object.fromEntries(
            FILE_FIELDS.map((f) => [
              f,
              {
                type: 'string',
                format: 'binary',
                description: `${FIELD_LABELS[f]}: PDF, JPEG o PNG, max 5 MB`,
              },
            ]),
          ),
        },
        required: ['data', ...FILE_FIELDS],
      },
    },
  },
};

const HOUR = 60 * 60_000;

/**
 * Agency self-registration (spec 2 §7 "Agency area": PUT agenzia, multipart with the four files and
 * a JSON data part) and the province and city lists its form uses. Anonymous, so limited per address.
 */
export default async function registrazioneRoutes(app: ApiInstance, deps: AppDeps & { files?: FileStore }) {
  const store = deps.files ?? createLocalFileStore(path.join(deps.config.dataDir, 'files'));
  const perIp = new RateLimiter(deps.db, 'registrazione.ip', 10, HOUR);
  const linkSecret = segretoLink(deps.config);

  // Limits stop an oversized or stuffed body while it streams; a too-large document ends as a 400
  // naming it (readRegistrationParts), anything beyond the parts expected as a refused request.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_FILE_BYTES,
      files: FILE_FIELDS.length,
      fields: 1,
      parts: FILE_FIELDS.length + 1,
      fieldSize: 64 * 1024,
    },
    throwFileSizeLimit: false,
  });

  app.put(
    `/my${deps.config.brand.slug}/agenzia`,
    {
      config: { access: { public: true } },
      // Multipart is streamed: the body schema documents it, the handler validates every part.
      validatorCompiler: () => () => true,
      schema: {
        tags: ['registrazione'],
        summary: 'Registrazione di una nuova agenzia (in attesa di approvazione)',
        security: [],
        consumes: ['multipart/form-data'],
        body: registrationBody,
        response: { 200: ref('statusResult'), ...refusals, 413: ref('errorBody') },
      },
    },
    async (request) => {
      await perIp.hit(request.ip);
      const { data, files, names, fileMessages } = await readRegistrationParts(request);
      for (const field of FILE_FIELDS) delete data[field];
      const result = validateRegistration({ ...data, ...names });
      const messages: ErrorMessage[] = [...fileMessages];
      if (!result.ok) {
        const named = new Set(fileMessages.map((m) => m.code));
        messages.push(...result.messages.filter((m) => !named.has(m.code)));
      }
      if (messages.length > 0 || !result.ok) throw badRequestAll(messages);
      await registerAgency(deps, store, request.log, result.value, files, request.ip, linkSecret);
      return { data: { status: 'ok' as const }, messages: [{ ...TEXT.inviata, type: 'info' as const }] };
    },
  );

  app.get(
    '/dropdown/province',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['dropdown'],
        summary: 'Province italiane (valore: sigla automobilistica)',
        security: [],
        response: { 200: options },
      },
    },
    async () => {
      const items = provinceOptions();
      return { items, total: items.length };
    },
  );

  app.get(
    '/dropdown/comuni',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['dropdown'],
        summary: 'Tutti i comuni di una provincia, in ordine alfabetico (valore: denominazione ISTAT)',
        security: [],
        querystring: {
          type: 'object',
          properties: { provincia: { type: 'string', pattern: '^[A-Za-z]{2}$' } },
          required: ['provincia'],
          additionalProperties: false,
        } as const,
        response: { 200: options, 400: ref('errorBody') },
      },
    },
    async (request) => {
      const items = comuniOptions(request.query.provincia);
      return { items, total: items.length };
    },
  );
}
