import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { canAccess, describeDenial, type AccessGuard } from '../../../engine/core/access';
import { DENIAL_TEXTS } from '../../auth/denialTexts';
import { accessSubject } from '../../auth/principal';
import { parseListQuery, type SortField } from '../../../engine/core/query';
import { testoIt } from '../../i18n/testi';
import type { AppDeps } from '../../deps';
import { badRequest, badRequestAll, forbidden, notFound } from '../../errors';
import { compileListQuery, findList, type ListFieldType, type RegisteredList } from '../../lists';
import { requireAuth } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import { refusals } from '../account/refusals';
import { streamRows } from './streamRows';
import { writeWorkbook, type ExportColumn } from './writeWorkbook';
import type { ApiInstance } from '../../plugins/typeProvider';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const EXPORT_MSG = {
  nessunaColonna: {
    code: 'msg.exportcolumnserror',
    text: 'Nessuna colonna è indicata per l’esportazione: controlla la configurazione della griglia.',
  },
  nessunDato: { code: 'export.nodataexport', text: 'Non ci sono dati da esportare.' },
  elencoSconosciuto: 'Elenco non trovato o non esportabile',
  colonnaSconosciuta: (field: string) => `La colonna "${field}" non è prevista in questo elenco`,
  gruppoNonValido: (field: string) => `Il raggruppamento per "${field}" non è previsto in questo elenco`,
} as const;

/**
 * The generic Excel export of server-mode grids (spec 1 §8–§9). `POST export/xlsx` names a list
 * registered with registerList, runs the same query under the same access and scope (no row cap
 * bar the spec's 999999999) and streams Export.xlsx. A POST, because the column list would not fit
 * in a query string.
 */
export default async function exportRoutes(app: ApiInstance, deps: AppDeps) {
  app.post(
    '/export/xlsx',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['export'],
        summary:
          'Esporta in Excel un elenco con gli stessi filtri, ordinamento e raggruppamento della griglia',
        body: ref('exportRequest'),
        response: {
          200: {
            description: 'Il file Export.xlsx',
            content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const registered = findList(app, body.path);
      if (!registered) throw notFound(EXPORT_MSG.elencoSconosciuto);
      checkAccess(request, registered);
      if (body.columns.length === 0) {
        throw badRequest(EXPORT_MSG.nessunaColonna.code, EXPORT_MSG.nessunaColonna.text, 'error');
      }
      const { list } = registered;
      const types = new Map<string, ListFieldType>([...list.resolved].map(([name, f]) => [name, f.type]));
      const unknown = [
        ...body.columns.filter((c) => !types.has(c.field)).map((c) => EXPORT_MSG.colonnaSconosciuta(c.field)),
        ...(body.group ?? [])
          .filter((g) => !list.resolved.get(g)?.sortable)
          .map((g) => EXPORT_MSG.gruppoNonValido(g)),
      ];
      if (unknown.length > 0) {
        throw badRequestAll(unknown.map((text) => ({ code: 'errore.validazione', text, type: 'error' })));
      }

      const parsed = parseListQuery({
        ...(body.filter ? { filter: body.filter } : {}),
        ...(body.sort ? { sort: body.sort } : {}),
        ...(body.fullTextSearch ? { fullTextSearch: body.fullTextSearch } : {}),
      });
      if (!parsed.ok) {
        throw badRequestAll(
          parsed.errors.map((e) => ({
            code: 'errore.validazione',
            text: testoIt(e.message.key, e.message.params),
            type: 'error',
          })),
        );
      }
      const groups = [...new Set(body.group ?? [])];
      // Rows must arrive ordered by the groups first, or a group would be cut into pieces.
      const sort: SortField[] = [
        ...groups.map(
          (field): SortField =>
            parsed.query.sort.find((s) => s.field === field) ?? { field, direction: 'asc' },
        ),
        ...(parsed.query.sort.length > 0 ? parsed.query.sort : list.defaultSort).filter(
          (s) => !groups.includes(s.field),
        ),
      ];
      const select = await compileListQuery(
        deps.db,
        list,
        { ...parsed.query, sort },
        await registered.scope(request),
        // Only what the sheet shows: the columns and the groups.
        [...body.columns.map((c) => c.field), ...groups],
      );

      const rows = await streamRows(deps.db, select);
      if (rows.first.length === 0) {
        rows.close();
        throw badRequest(EXPORT_MSG.nessunDato.code, EXPORT_MSG.nessunDato.text, 'warning');
      }
      const out = new PassThrough({ highWaterMark: 1024 * 1024 });
      const columns: ExportColumn[] = body.columns.map((c) => ({
        field: c.field,
        title: c.title,
        ...(c.exportWidth === undefined ? {} : { exportWidth: c.exportWidth }),
        ...(c.type === undefined ? {} : { type: c.type }),
        ...(c.values === undefined ? {} : { values: c.values }),
      }));
      const titles = new Map(columns.map((c) => [c.field, c.title]));
      writeWorkbook(
        out,
        {
          columns,
          fieldTypes: types,
          groups: groups.map((field) => ({ field, title: titles.get(field) ?? field })),
        },
        rows.batches,
      ).catch((error: unknown) => {
        request.log.error({ err: error, path: registered.path }, 'export failed while streaming');
        rows.close(error instanceof Error ? error : new Error(String(error)));
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      // A client that goes away stops the cursor instead of leaving the transaction open.
      reply.raw.on('close', () => {
        if (!out.writableFinished) rows.close(new Error('export abandoned by the client'));
      });
      return reply
        .header('content-disposition', 'attachment; filename="Export.xlsx"')
        .header('cache-control', 'no-store')
        .type(XLSX)
        .send(out);
    },
  );
}

/** The list's own access, decided as the auth plugin decides it for the list's GET. */
function checkAccess(request: FastifyRequest, registered: RegisteredList): void {
  const access = registered.access;
  if ('public' in access) return;
  const auth = requireAuth(request);
  if ('denyImpersonated' in access && access.denyImpersonated && auth.impersonatorId !== null)
    throw forbidden();
  if ('authenticated' in access) return;
  const decision = canAccess({ user: accessSubject(auth.user), guard: access as AccessGuard });
  if (!decision.allowed)
    throw forbidden(`NO PERMISSIONS: ${describeDenial(decision, DENIAL_TEXTS, testoIt)}`);
}
