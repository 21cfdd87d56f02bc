import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { audit } from '../../audit';
import { createSession, revokeSession } from '../../auth/sessions';
import type { AuthContext } from '../../plugins/auth';
import type { AppDeps } from '../../deps';
import { ruoli, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { MSG } from './messages';

/**
 * Opens a session as another user, recording who is acting. Refused for oneself, disabled users and
 * back-office users (sign-in-as is for seeing the portal as a customer does); the route already
 * refuses callers who are themselves signed in as someone.
 */
export async function startImpersonation(
  deps: AppDeps,
  auth: AuthContext,
  targetId: number,
  ip: string,
): Promise<string> {
  const rows = await deps.db
    .select({
      id: users.id,
      username: users.username,
      disabled: users.disabled,
      backOffice: users.backOffice,
      ruoloBackOffice: ruoli.backOffice,
      superAdmin: ruoli.superAdmin,
    })
    .from(users)
    .innerJoin(ruoli, eq(ruoli.id, users.ruoloId))
    .where(eq(users.id, targetId))
    .limit(1);
  const target = rows[0];
  if (!target) throw notFound(MSG.utenteNonTrovato.text);
  if (target.id === auth.userId) throw badRequest(MSG.accediComeSeStesso.code, MSG.accediComeSeStesso.text);
  if (target.disabled) throw badRequest(MSG.accediComeDisabilitato.code, MSG.accediComeDisabilitato.text);
  if (target.backOffice || target.ruoloBackOffice || target.superAdmin) {
    throw badRequest(MSG.accediComeBackOffice.code, MSG.accediComeBackOffice.text);
  }
  const token = await createSession(deps.db, deps.config.session, target.id, auth.userId);
  await audit(deps.db, {
    userId: target.id,
    impersonatorId: auth.userId,
    action: 'impersonation.start',
    detail: { username: target.username },
    ip,
  });
  return token;
}

/** Ends a sign-in-as session and opens a fresh one for the back-office user who started it. */
export async function stopImpersonation(deps: AppDeps, auth: AuthContext, ip: string): Promise<string> {
  if (auth.impersonatorId === null)
    throw badRequest(MSG.accediComeNonAttivo.code, MSG.accediComeNonAttivo.text);
  await revokeSession(deps.db, auth.sessionId, 'impersonation-end');
  const token = await createSession(deps.db, deps.config.session, auth.impersonatorId);
  await audit(deps.db, {
    userId: auth.userId,
    impersonatorId: auth.impersonatorId,
    action: 'impersonation.stop',
    ip,
  });
  return token;
}

export interface SignInAsRow {
  itemID: number;
  userId: number;
  username: string;
  nome: string;
  cognome: string;
  fornitoreID: number | null;
  distributoreID: number | null;
}

/** `%`, `_` and `\` typed by the user are literal characters, not patterns. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The users one may sign in as (enabled, not back office), searched on username, first and last name. */
export async function listSignInAsUsers(
  deps: AppDeps,
  query: { fullTextSearch?: string; page: number; pageSize: number },
): Promise<{ items: SignInAsRow[]; total: number }> {
  const conditions: SQL[] = [
    eq(users.disabled, false),
    eq(users.backOffice, false),
    eq(ruoli.backOffice, false),
    eq(ruoli.superAdmin, false),
  ];
  const search = query.fullTextSearch?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        sql`${users.username} ILIKE ${pattern}`,
        sql`${users.firstName} ILIKE ${pattern}`,
        sql`${users.lastName} ILIKE ${pattern}`,
      )!,
    );
  }
  const where = and(...conditions);
  const [totalRow] = await deps.db
    .select({ n: count() })
    .from(users)
    .innerJoin(ruoli, eq(ruoli.id, users.ruoloId))
    .where(where);
  const rows = await deps.db
    .select({
      userId: users.id,
      username: users.username,
      nome: users.firstName,
      cognome: users.lastName,
      fornitoreID: users.fornitoreId,
      distributoreID: users.distributoreId,
    })
    .from(users)
    .innerJoin(ruoli, eq(ruoli.id, users.ruoloId))
    .where(where)
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map((r) => ({ itemID: r.userId, ...r })), total: Number(totalRow?.n ?? 0) };
}
