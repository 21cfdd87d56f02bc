import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { parseListQuery } from '../../engine/core/query';
import { testoIt } from '../i18n/testi';
import type { Db } from '../db/client';
import { badRequestAll, notFound } from '../errors';
import type { RouteAccess } from '../plugins/auth';
import type { ListFieldType, ResolvedList } from './defineList';
import { rememberList } from './listRegistry';
import { runListCached } from './cachedList';

/** The list parameters of spec 1 §7, all strings as they arrive; parseListQuery gives them meaning. */
export const listQuerystringSchema = {
  type: 'object',
  properties: {
    filter: {
      type: 'string',
      description: 'Filtro nella grammatica delle liste, es. (cognome[co]Rossi;*premio[gte]!!n=1,5)',
    },
    sort: { type: 'string', description: 'Campi separati da virgola, - davanti per l’ordine decrescente' },
    page: { type: 'string', description: 'Numero di pagina, da 1' },
    pageSize: {
      type: 'string',
      description: 'Righe per pagina (2147483647 = tutte, fino al massimo del server)',
    },
    fullTextSearch: { type: 'string', description: 'Ricerca libera' },
  },
  additionalProperties: false,
} as const;

const jsonTypes: Record<ListFieldType, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  date: 'string',
};

/** The response schema of a list: `{ items, total, truncated?, totalEstimated? }`, each item one property per whitelisted field. */
export function listResponseSchema(list: ResolvedList, item?: { $ref: string }) {
  const properties = Object.fromEntries(
    [...list.resolved.entries()].map(([name, field]) => [
      name,
      {
        type: [jsonTypes[field.type], 'null'],
        ...(field.type === 'date' ? { description: 'aaaa-MM-ggTHH:mm:ss, ora italiana' } : {}),
      },
    ]),
  );
  return {
    type: 'object',
    properties: {
      items: { type: 'array', items: item ?? { type: 'object', properties, additionalProperties: false } },
      total: { type: 'integer' },
      truncated: {
        type: 'boolean',
        description: 'Presente quando la pagina è stata troncata al massimo di righe del server',
      },
      totalEstimated: {
        type: 'boolean',
        description:
          'Presente quando total è una stima: oltre 10.000 righe dopo la pagina chiesta il totale non viene contato riga per riga',
      },
    },
    required: ['items', 'total'],
    additionalProperties: false,
  };
}

export interface ListRouteOptions {
  db: Db;
  path: string;
  list: ResolvedList;
  access: RouteAccess;
  /** The caller's rows: evaluated per request, wraps the user's filter. */
  scope: (request: FastifyRequest) => SQL | Promise<SQL>;
  maxRows?: number;
  tags?: string[];
  summary?: string;
  /** An entity schema for one row, when the list has one; else one is derived from the fields. */
  item?: { $ref: string };
  /** Rewrites the page's rows after the (cached) query, per request: e.g. signs the file links of a row. */
  rows?: (items: Record<string, unknown>[]) => Record<string, unknown>[];
}

/**
 * Declares `GET {path}` answering the spec's list call over `list`, scoped per request.
 *
 * @example registerList(app, { db, path: '/myoverins/acquistiPolizze', list: policies,
 *   access: { permissions: ['WEB_MYOVERINS_ACQUISTI|R'] }, scope: (req) => agencyScope(req) })
 */
export function registerList(app: FastifyInstance, opts: ListRouteOptions): void {
  rememberList(app, opts);
  app.get(
    opts.path,
    {
      config: { access: opts.access },
      schema: {
        ...(opts.tags ? { tags: opts.tags } : {}),
        ...(opts.summary ? { summary: opts.summary } : {}),
        querystring: listQuerystringSchema,
        response: { 200: listResponseSchema(opts.list, opts.item) },
      },
    },
    async (request) => {
      const parsed = parseListQuery(request.query as Record<string, unknown>);
      if (!parsed.ok) {
        throw badRequestAll(
          parsed.errors.map((e) => ({
            code: 'errore.validazione',
            text: testoIt(e.message.key, e.message.params),
            type: 'error',
          })),
        );
      }
      const scope = await opts.scope(request);
      const result = await runListCached(opts.db, opts.list, parsed.query, {
        scope,
        ...(opts.maxRows === undefined ? {} : { maxRows: opts.maxRows }),
      });
      return opts.rows ? { ...result, items: opts.rows(result.items) } : result;
    },
  );
}

export interface DeleteRouteOptions {
  db: Db;
  /** The list's path; the route is `{path}/:id`. */
  path: string;
  table: PgTable;
  id: AnyPgColumn;
  idFormat: 'integer' | 'uuid';
  access: RouteAccess;
  /** The same tenant condition as the list, over `table`'s own columns (subqueries allowed, no joins). */
  scope: (request: FastifyRequest) => SQL | Promise<SQL>;
  /** Called after a row went, e.g. to write the audit log. */
  onDeleted?: (request: FastifyRequest, id: number | string) => Promise<void>;
  tags?: string[];
}

const idPatterns = {
  integer: '^[1-9][0-9]{0,14}$',
  uuid: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
} as const;

/**
 * Declares `DELETE {path}/:id` (spec 1 §7 row delete): the row goes only if it is in the caller's
 * scope; otherwise — or if it does not exist — 404, so nobody learns of rows they cannot see.
 */
export function registerDelete(app: FastifyInstance, opts: DeleteRouteOptions): void {
  app.delete(
    `${opts.path}/:id`,
    {
      config: { access: opts.access },
      schema: {
        ...(opts.tags ? { tags: opts.tags } : {}),
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: idPatterns[opts.idFormat] } },
          required: ['id'],
          additionalProperties: false,
        },
        response: { 204: { type: 'null', description: 'Riga eliminata' } },
      },
    },
    async (request, reply) => {
      const raw = (request.params as { id: string }).id;
      const id = opts.idFormat === 'integer' ? Number(raw) : raw.toLowerCase();
      const scope = await opts.scope(request);
      const deleted = await opts.db
        .delete(opts.table)
        .where(and(eq(opts.id, id), scope))
        .returning({ id: opts.id });
      if (deleted.length === 0) throw notFound();
      await opts.onDeleted?.(request, id);
      return reply.code(204).send();
    },
  );
}
