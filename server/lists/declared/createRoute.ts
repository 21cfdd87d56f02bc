import type { FastifyInstance } from 'fastify';
import { refusals } from '../../areas/account/refusals';
import { audit } from '../../audit';
import { findPgError } from '../../db/pgError';
import { uniqueViolationError } from '../../db/uniqueViolation';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden } from '../../errors';
import { requireAuth, type RouteAccess } from '../../plugins/auth';
import type { DeclaredCreate } from './loadListFiles';

export const CREATE_MSG = {
  valoreInesistente: {
    code: 'errore.validazione',
    text: 'Uno dei valori indicati non esiste.',
  },
  datoMancante: {
    code: 'errore.validazione',
    text: 'Manca un dato obbligatorio.',
  },
  valoreNonValido: {
    code: 'errore.validazione',
    text: 'Uno dei valori indicati non è valido.',
  },
  senzaDistributore: 'Solo un utente di un distributore può creare questa riga.',
} as const;

/**
 * Declares `POST {path}`, the create route of a list file: the body carries the file's fields,
 * each validated by its JSON Schema (a missing required one or a bad value is the usual Italian
 * 400 and nothing is written; any other property is refused). The row gets the file's fixed values
 * and, under the scope rule `distributore`, the caller's distributor (a caller without one gets
 * 403). A value a constraint refuses (a duplicate, an id that does not exist) is an Italian 400 too.
 * The row and its audit entry are written together; the answer is 201 `{ id }`.
 */
export function registerCreate(
  app: FastifyInstance,
  deps: AppDeps,
  opts: { path: string; create: DeclaredCreate; access: RouteAccess },
): void {
  const { create } = opts;
  app.post(
    opts.path,
    {
      config: { access: opts.access },
      schema: {
        tags: create.tags,
        summary: create.summary,
        body: {
          type: 'object',
          properties: Object.fromEntries(create.fields.map((f) => [f.name, f.schema])),
          required: create.fields.filter((f) => f.required).map((f) => f.name),
          additionalProperties: false,
        },
        response: {
          201: {
            type: 'object',
            description: 'Riga creata',
            properties: { id: { type: 'integer' } },
            required: ['id'],
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body as Record<string, unknown>;
      const scope: Record<string, unknown> = {};
      if (create.distributorKey) {
        if (auth.user.distributoreId === null) throw forbidden(CREATE_MSG.senzaDistributore);
        scope[create.distributorKey] = auth.user.distributoreId;
      }
      const given = create.fields.filter((f) => Object.hasOwn(body, f.name));
      const values = {
        ...Object.fromEntries(given.map((f) => [f.key, body[f.name]])),
        ...create.fixed,
        ...scope,
      };
      try {
        const id = await deps.db.transaction(async (tx) => {
          const [row] = await tx.insert(create.table).values(values).returning({ id: create.key });
          const created = Number(row!.id);
          await audit(tx, {
            userId: auth.user.id,
            impersonatorId: auth.impersonatorId,
            action: create.audit,
            detail: { id: created, campi: Object.fromEntries(given.map((f) => [f.name, body[f.name]])) },
            ip: request.ip,
          });
          return created;
        });
        return reply.code(201).send({ id });
      } catch (error) {
        const duplicate = uniqueViolationError(error);
        if (duplicate) throw duplicate;
        if (findPgError(error, (c) => c === '23503'))
          throw badRequest(CREATE_MSG.valoreInesistente.code, CREATE_MSG.valoreInesistente.text);
        if (findPgError(error, (c) => c === '23502'))
          throw badRequest(CREATE_MSG.datoMancante.code, CREATE_MSG.datoMancante.text);
        // A check constraint, or a value the column cannot hold (a number out of range) the schema let by.
        if (findPgError(error, (c) => c === '23514' || c.startsWith('22')))
          throw badRequest(CREATE_MSG.valoreNonValido.code, CREATE_MSG.valoreNonValido.text);
        throw error;
      }
    },
  );
}
