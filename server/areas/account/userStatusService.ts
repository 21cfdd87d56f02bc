import { eq } from 'drizzle-orm';
import { audit } from '../../audit';
import { revokeUserSessions } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { notFound } from '../../errors';
import { MSG } from './messages';

/**
 * Enables or disables a user. Disabling also ends every session of the user (sign-in-as sessions
 * included): resolveSession would refuse them anyway, but a revoked session stays refused if the
 * user is enabled again. For the users area's admin calls.
 */
export async function setUserDisabled(
  deps: AppDeps,
  targetId: number,
  disabled: boolean,
  actor: { userId: number | null; impersonatorId?: number | null; ip?: string | null },
): Promise<void> {
  const updated = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ disabled })
      .where(eq(users.id, targetId))
      .returning({ id: users.id });
    if (rows.length > 0 && disabled) await revokeUserSessions(tx, targetId, 'user-disabled');
    return rows.length > 0;
  });
  if (!updated) throw notFound(MSG.utenteNonTrovato.text);
  await audit(deps.db, {
    userId: actor.userId,
    impersonatorId: actor.impersonatorId ?? null,
    action: disabled ? 'utente.disabilitato' : 'utente.abilitato',
    detail: { targetUserId: targetId },
    ip: actor.ip ?? null,
  });
}
