import { sql } from 'drizzle-orm';
import { distributorScope, policyScope, supplierScope, type Viewpoint } from '../../areas/myarea/scopes';
import type { ScopeRule } from '../declared/catalogueTypes';

const byDistributor = (view: Viewpoint): ScopeRule => ({
  needs: ['column'],
  where: (user, { column }) => distributorScope(user, column!, view),
});

/**
 * The scope rules list files name (`"scope": { "rule": "network", "column": "a.distributore_id" }`):
 * the rules of server/areas/myarea/scopes.ts by distributor kind, the supplier's and the policy
 * list's. A user without the needed tie sees nothing, never everything.
 */
export const SCOPE_RULES: Record<string, ScopeRule> = {
  distributore: byDistributor('distributore'),
  network: byDistributor('network'),
  commerciale: byDistributor('commerciale'),
  auto: byDistributor('auto'),
  fornitore: { needs: ['column'], where: (user, { column }) => supplierScope(user, column!) },
  polizza: {
    needs: ['column', 'supplierColumn'],
    where: (user, { column, supplierColumn }) => policyScope(user, column!, supplierColumn!),
  },
  /** Reference data every caller allowed by the route's access may read whole. */
  tutti: { needs: [], where: () => sql`true` },
};
