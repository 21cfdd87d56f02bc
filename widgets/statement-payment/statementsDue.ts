import dayjs from 'dayjs';
import { currentCulture } from '../../engine/core/format';
import type { EstrattiDaPagare } from '../../schemas/types';

export type { EstrattiDaPagare };

/** One unpaid statement of `GET my{product}/pagamenti/dapagare` (dates YYYY-MM-DD, amounts in euros). */
export type EstrattoDaPagare = EstrattiDaPagare['estratti'][number];

export const DA_PAGARE = 'my{product}/pagamenti/dapagare';

export const readDaPagare = (raw: unknown): EstrattiDaPagare => (raw as { data: EstrattiDaPagare }).data;

/** The statement's month as Italians name it: `2026-03-01` → `marzo 2026`. */
export const formatPeriodo = (periodo: string): string => {
  const month = dayjs(periodo).locale(currentCulture().dayjsLocale);
  return month.isValid() ? month.format('MMMM YYYY') : periodo;
};

/** The sum of the chosen statements in cents, so that adding euros never drifts (0.1 + 0.2). */
export function selectedTotal(estratti: readonly EstrattoDaPagare[], selected: ReadonlySet<number>): number {
  const cents = estratti
    .filter((e) => selected.has(e.itemID))
    .reduce((sum, e) => sum + Math.round(e.importo * 100), 0);
  return cents / 100;
}
