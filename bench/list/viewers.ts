import type { SQL } from 'drizzle-orm';
import type { Principal } from '../../server/auth/principal';
import { COL } from '../../server/areas/myarea/lists';
import { distributorScope, policyScope } from '../../server/areas/myarea/scopes';

/**
 * Who asks. seed:volume spreads its policies at random over the 7 active demo distributors, so
 * the back office (`admin` on elencoadesioni, scope `true`) sees the whole million and an agency
 * (`agenzia` on its "I tuoi acquisti" list) about a seventh of it.
 */
export interface Viewer {
  username: string;
  /** The list route, under /api. */
  path: string;
  /** The route's own tenant condition, for timing runList alone. */
  scope(user: Principal): SQL;
  /** The same condition written by hand, `$n` numbered from `first`. */
  handScope(user: Principal, first: number): { conditions: string[]; params: unknown[] };
}

export const VIEWERS: Viewer[] = [
  {
    username: 'admin',
    path: 'myoverins/elencoadesioni',
    scope: (user) => policyScope(user, COL.adesioneDistributore, COL.adesioneFornitore),
    handScope: () => ({ conditions: [], params: [] }),
  },
  {
    username: 'agenzia',
    path: 'myoverins/elencoadesioni/distributore',
    scope: (user) => distributorScope(user, COL.adesioneDistributore, 'distributore'),
    handScope: (user, n) => ({ conditions: [`a.distributore_id = $${n}`], params: [user.distributoreId] }),
  },
];
