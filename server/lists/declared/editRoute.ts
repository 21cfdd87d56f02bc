import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { refusals } from '../../areas/account/refusals';
import { audit } from '../../audit';
import type { AppDeps } from '../../deps';
import { badRequest, badRequestAll, notFound, type ErrorMessage } from '../../errors';
import { requireAuth, type RouteAccess } from '../../plugins/auth';
import type { DeclaredEdit } from './loadListFiles';
import { scopeSql } from './scopeSql';

export const EDIT_MSG = {
  nessunCampo: {
    code: 'errore.validazione',
    text: 'Nessun campo modificabile nella richiesta.',
  },
} as const;

/**
 * Declares `PUT {path}/:id`, the row edit of a list file: the body is the row as the grid holds it;
 * the fields the file makes editable are validated by their JSON Schema (a bad value is the usual
 * Italian 400 and nothing changes), pass their checks, and are written only if the row is in the
 * caller's scope — else 404, so nobody learns of rows they cannot see. The other fields of the list
 * may travel along (the grid sends the whole row) and are ignored; any other property is refused.
 * Every change is audited with the values written.
 */
export function registerEdit(
  app: FastifyInstance,
  deps: AppDeps,
  opts: { path: string; edit: DeclaredEdit; access: RouteAccess; listFields: readonly string[] },
): void {
  const { edit } = opts;
  const editable = new Set(edit.fields.map((f) => f.name));
  const readOnly = opts.listFields.filter((f) => !editable.has(f));
  app.put(
    `${opts.path}/:id`,
    {
      config: { access: opts.access },
      schema: {
        tags: edit.tags,
        summary: edit.summary,
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
          required: ['id'],
          additionalProperties: false,
        },
        body: {
          type: 'object',
          properties: {
            ...Object.fromEntries(edit.fields.map((f) => [f.name, f.schema])),
            ...Object.fromEntries(readOnly.map((f) => [f, { description: 'Non modificabile: ignorato' }])),
          },
          additionalProperties: false,
        },
        response: { 204: { type: 'null', description: 'Riga modificata' }, ...refusals },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const id = Number((request.params as { id: string }).id);
      const body = request.body as Record<string, unknown>;
      const changes = edit.fields.filter((f) => Object.hasOwn(body, f.name));
      if (changes.length === 0) throw badRequest(EDIT_MSG.nessunCampo.code, EDIT_MSG.nessunCampo.text);
      const refused = (
        await Promise.all(changes.map((f) => f.check?.(deps, auth.user, body[f.name], id, body) ?? null))
      ).filter((m): m is ErrorMessage => m !== null);
      if (refused.length > 0) throw badRequestAll(refused);
      const values = Object.fromEntries(changes.map((f) => [f.key, body[f.name]]));
      // The change and its audit entry land together or not at all.
      await deps.db.transaction(async (tx) => {
        const updated = await tx
          .update(edit.table)
          .set(values)
          .where(and(eq(edit.key, id), scopeSql(edit.scope, auth.user)))
          .returning({ id: edit.key });
        if (updated.length === 0) throw notFound();
        await audit(tx, {
          userId: auth.user.id,
          impersonatorId: auth.impersonatorId,
          action: edit.audit,
          detail: { id, campi: Object.fromEntries(changes.map((f) => [f.name, body[f.name]])) },
          ip: request.ip,
        });
      });
      return reply.code(204).send();
    },
  );
}
