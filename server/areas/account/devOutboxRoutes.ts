import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../audit';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { requireAuth } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import { refusals } from './refusals';
import type { ApiInstance } from '../../plugins/typeProvider';

const NAME = '^[A-Za-z0-9@._-]{1,200}\\.eml$';

/**
 * The embedded demo's mail outbox, for back office only: the mails hold password links, so anyone who
 * reads them can take over the account. Every read is audited with the reader (and the impersonator).
 * Registered only while mail goes to the outbox folder and never in production (see accountRoutes).
 */
export default async function devOutboxRoutes(app: ApiInstance, deps: AppDeps) {
  const dir = path.join(deps.config.dataDir, 'outbox');
  const access = { userFlags: { backOffice: true }, denyImpersonated: true } as const;

  const auditRead = (request: FastifyRequest, action: string, detail: Record<string, unknown> = {}) => {
    const auth = requireAuth(request);
    return audit(deps.db, {
      userId: auth.user.id,
      impersonatorId: auth.impersonatorId,
      action,
      detail,
      ip: request.ip,
    });
  };

  app.get(
    '/dev/outbox',
    {
      config: { access },
      schema: {
        tags: ['sviluppo'],
        summary: 'Posta in uscita della demo (solo back office, senza SMTP_URL e fuori produzione)',
        response: { 200: ref('devOutboxList'), ...refusals },
      },
    },
    async (request) => {
      await auditRead(request, 'posta.elenco');
      const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => new RegExp(NAME).test(n));
      const items = await Promise.all(
        names.map(async (name) => {
          const file = path.join(dir, name);
          const [info, raw] = await Promise.all([stat(file), readFile(file, 'utf8')]);
          const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
          return {
            name,
            date: info.mtime.toISOString(),
            to: header(head, 'To'),
            subject: header(head, 'Subject'),
          };
        }),
      );
      items.sort((a, b) => b.date.localeCompare(a.date) || b.name.localeCompare(a.name));
      return { items, total: items.length };
    },
  );

  app.get(
    '/dev/outbox/:name',
    {
      config: { access },
      schema: {
        tags: ['sviluppo'],
        summary: 'Un messaggio della posta in uscita, in formato .eml (solo back office)',
        params: {
          type: 'object',
          properties: { name: { type: 'string', pattern: NAME } },
          required: ['name'],
        } as const,
        response: { 200: { type: 'string' }, ...refusals },
      },
    },
    async (request, reply) => {
      const file = path.join(dir, path.basename(request.params.name));
      if (path.dirname(file) !== dir) throw notFound();
      const raw = await readFile(file, 'utf8').catch(() => null);
      if (raw === null) throw notFound();
      await auditRead(request, 'posta.lettura', { name: path.basename(file) });
      return reply
        .type('message/rfc822')
        .header('content-disposition', `attachment; filename="${path.basename(file)}"`)
        .send(raw);
    },
  );
}

/** One header of a message, folded lines joined and RFC 2047 words decoded. */
function header(head: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  if (!match?.[1]) return '';
  return match[1]
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_q, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
