import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../../auth/principal';
import type { Db } from '../../../db/client';
import { adesioni } from '../../../db/schema';
import { distributorScope, supplierScope } from '../../myarea/scopes';
import { GUID } from './datiCertificato';

/**
 * Who may open a policy's certificate: back office; the distributor that sold it and, for a member
 * agency, its network ('network' viewpoint: the own distributor or one whose network it is); the
 * supplier of the product; sales staff following the distributor. The union of the My-area list
 * scopes, since whoever sees the policy in a list must be able to download it.
 */
export function adesioneVisibile(user: Principal): SQL {
  if (user.backOffice) return sql`true`;
  return or(
    distributorScope(user, sql`${adesioni.distributoreId}`, 'network'),
    supplierScope(user, sql`${adesioni.fornitoreId}`),
    distributorScope(user, sql`${adesioni.distributoreId}`, 'commerciale'),
  )!;
}

/** True when the policy exists and the user may see it; the route answers 404 otherwise, never 403. */
export async function puoVedereAdesione(db: Db, user: Principal, itemGuid: string): Promise<boolean> {
  if (!GUID.test(itemGuid)) return false;
  const rows = await db
    .select({ id: adesioni.id })
    .from(adesioni)
    .where(and(eq(adesioni.itemGuid, itemGuid), adesioneVisibile(user)))
    .limit(1);
  return rows.length > 0;
}
