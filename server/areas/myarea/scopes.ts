import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../auth/principal';
import { requireAuth } from '../../plugins/auth';

/**
 * Whose rows a caller sees, as SQL over a list's distributor (or supplier) column. Every list wraps
 * the user's filter in one of these: `WHERE <scope> AND (<filter>)`. A user without the needed
 * tie (no distributor, no supplier) sees nothing, never everything.
 */
export type Viewpoint =
  /** The caller's own distributor. */
  | 'distributore'
  /** A network: its member agencies and itself. */
  | 'network'
  /** Sales staff: the distributors they follow. */
  | 'commerciale'
  /** By kind of user: back office all, sales followed, network its network, others their own. */
  | 'auto';

const nothing = sql`false`;

export const isCommerciale = (u: Principal) => u.attributiUtente.includes('commerciale');
export const isNetwork = (u: Principal) => u.attributiUtente.includes('distributore_network');

export function distributorScope(user: Principal, column: SQL, view: Viewpoint): SQL {
  switch (view) {
    case 'distributore':
      return user.distributoreId === null ? nothing : sql`${column} = ${user.distributoreId}`;
    case 'network':
      return user.distributoreId === null
        ? nothing
        : sql`${column} in (select id from distributori where id = ${user.distributoreId} or network_id = ${user.distributoreId})`;
    case 'commerciale':
      return sql`${column} in (select distributore_id from commerciali_distributori where user_id = ${user.id})`;
    case 'auto':
      if (user.backOffice) return sql`true`;
      if (isCommerciale(user)) return distributorScope(user, column, 'commerciale');
      if (isNetwork(user)) return distributorScope(user, column, 'network');
      return distributorScope(user, column, 'distributore');
  }
}

/** A supplier's policies: those of its own products. */
export function supplierScope(user: Principal, column: SQL): SQL {
  return user.fornitoreId === null ? nothing : sql`${column} = ${user.fornitoreId}`;
}

/**
 * The plain policy list (`elencoadesioni`): each kind of user by its natural tie — back office all,
 * a supplier its products, sales their followed distributors, a distributor its own policies.
 */
export function policyScope(user: Principal, distributor: SQL, supplier: SQL): SQL {
  if (user.backOffice) return sql`true`;
  if (user.fornitoreId !== null) return supplierScope(user, supplier);
  if (isCommerciale(user)) return distributorScope(user, distributor, 'commerciale');
  return distributorScope(user, distributor, 'distributore');
}

/** Shorthand for registerList's `scope`. */
export const byDistributor =
  (column: SQL, view: Viewpoint) =>
  (request: FastifyRequest): SQL =>
    distributorScope(requireAuth(request).user, column, view);
