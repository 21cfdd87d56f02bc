import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import type { DeclaredScope } from './loadListFiles';

/**
 * The SQL of a declared scope for one caller: the rule (every row for the back office when the file
 * says `backOffice`), and not the caller's own row if the file says so.
 */
export function scopeSql(scope: DeclaredScope, user: Principal): SQL {
  const where = scope.backOffice && user.backOffice ? sql`true` : scope.rule.where(user, scope.columns);
  if (!scope.excludeSelf) return where;
  return and(where, ne(sql`${scope.excludeSelf}`, user.id)) ?? where;
}
