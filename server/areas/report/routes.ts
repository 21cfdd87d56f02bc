import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { parseListQuery } from '../../../engine/core/query';
import { testoIt } from '../../i18n/testi';
import type { Principal } from '../../auth/principal';
import type { AppDeps } from '../../deps';
import { badRequest, badRequestAll } from '../../errors';
import { listQuerystringSchema, listResponseSchema, runList } from '../../lists';
import { requireAuth } from '../../plugins/auth';
import { refusals } from '../account/refusals';
import { distributorScope, isCommerciale } from '../myarea/scopes';
import { commissioniList, REPORT_DISTRIBUTORE, type PurchaseWindow } from './commissioniList';
import type { ApiInstance } from '../../plugins/typeProvider';

const TIME_ZONE = 'Europe/Rome';
export const REPORT_MSG = {
  intervalloInvertito: {
    code: 'report.intervalloNonValido',
    text: 'La data di inizio non può essere successiva alla data di fine.',
  },
} as const;

interface ReportQuery {
  dataDa?: string;
  dataA?: string;
  distributoreId?: string;
  [name: string]: string | undefined;
}

/** A real day between 1900 and 2099 (the `date` format of plugins/validation.ts). */
const isoDay = { type: 'string', format: 'date' } as const;

/**
 * The window of spec 2 §7: from dataDa (start of that day), else one month back; to the end of
 * dataA ("extended by one day": before the next midnight), else now. Days are Italian days.
 */
export function purchaseWindow(dataDa: string | undefined, dataA: string | undefined): PurchaseWindow {
  return {
    from: dataDa
      ? sql`((${dataDa})::date)::timestamp at time zone ${TIME_ZONE}`
      : sql`now() - interval '1 month'`,
    to: dataA ? sql`((${dataA})::date + 1)::timestamp at time zone ${TIME_ZONE}` : sql`now()`,
  };
}

/** Back office sees every distributor, sales staff the ones they follow, nobody else anything. */
function reportScope(user: Principal): SQL {
  if (user.backOffice) return sql`true`;
  if (isCommerciale(user)) return distributorScope(user, REPORT_DISTRIBUTORE, 'commerciale');
  return sql`false`;
}

/**
 * The commissions-by-distributor report (spec 2 §2 "Commissions report", §7): `GET report/commissioni`
 * with dataDa, dataA and distributoreId besides the list parameters. The Excel export is the grid's
 * own, over the rows of this same call.
 */
export default async function reportRoutes(app: ApiInstance, deps: AppDeps) {
  const my = `WEB_MY${deps.config.brand.slug.toUpperCase()}`;
  const shape = commissioniList(purchaseWindow(undefined, undefined));
  app.get<{ Querystring: ReportQuery }>(
    '/report/commissioni',
    {
      config: {
        access: { permissions: ['BK_REPORT_COMMISSIONI|E', `${my}_COMMERCIALE_DISTRIBUTORI|R`] },
      },
      schema: {
        tags: ['report'],
        summary: 'Commissioni per distributore e pacchetto nel periodo (predefinito: l’ultimo mese)',
        querystring: {
          ...listQuerystringSchema,
          properties: {
            ...listQuerystringSchema.properties,
            dataDa: {
              ...isoDay,
              description: 'Acquisti da questo giorno (AAAA-MM-GG); predefinito un mese fa',
            },
            dataA: { ...isoDay, description: 'Acquisti fino a questo giorno compreso; predefinito adesso' },
            distributoreId: {
              type: 'string',
              pattern: '^[1-9][0-9]{0,8}$',
              description: 'Un solo distributore',
            },
          },
        },
        response: { 200: listResponseSchema(shape), ...refusals },
      },
    },
    async (request: FastifyRequest<{ Querystring: ReportQuery }>) => {
      const { dataDa, dataA, distributoreId, ...listParams } = request.query;
      if (dataDa && dataA && dataDa > dataA) {
        throw badRequest(REPORT_MSG.intervalloInvertito.code, REPORT_MSG.intervalloInvertito.text);
      }
      const parsed = parseListQuery(listParams);
      if (!parsed.ok) {
        throw badRequestAll(
          parsed.errors.map((e) => ({
            code: 'errore.validazione',
            text: testoIt(e.message.key, e.message.params),
            type: 'error' as const,
          })),
        );
      }
      const scope = reportScope(requireAuth(request).user);
      const one = distributoreId ? sql`${REPORT_DISTRIBUTORE} = ${Number(distributoreId)}` : sql`true`;
      return runList(deps.db, commissioniList(purchaseWindow(dataDa, dataA)), parsed.query, {
        scope: sql`(${scope}) and (${one})`,
        maxRows: deps.config.listMaxRows,
      });
    },
  );
}
