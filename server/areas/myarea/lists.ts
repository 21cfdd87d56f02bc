import { sql, type SQL } from 'drizzle-orm';
import { portalList } from '../../lists/declared/portalLists';

// The My-area lists are declared as data in server/lists/definitions; these handles are for code
// that runs a list itself, outside its route (the list benchmark, the fuzz test).

/** Issued policies (elencoadesioni and its /distributore, /network, /fornitore views). */
export const adesioniList = portalList('elencoAdesioni').list;
/** Account statements (elencoestratticonto/me and /network). */
export const estrattiContoList = portalList('elencoEstrattiConto').list;
/** Users of the caller's distributor (utentiagenzia). */
export const utentiAgenziaList = portalList('utentiAgenzia').list;

const c = (expression: string): SQL => sql.raw(expression);

/** Columns of the policy source (`polizze`) its scopes test, for code that builds a scope itself. */
export const COL = {
  adesioneDistributore: c('a.distributore_id'),
  adesioneFornitore: c('a.fornitore_id'),
} as const;
