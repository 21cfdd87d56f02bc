import { eq, sql } from 'drizzle-orm';
import { audit } from '../../audit';
import { consumeOneTimeToken, peekOneTimeToken, type OneTimePurpose } from '../../auth/oneTimeTokens';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { createSession, revokeUserSessions } from '../../auth/sessions';
import type { AuthContext } from '../../plugins/auth';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { ruoli, users } from '../../db/schema';
import { AppError, badRequest, badRequestAll, forbidden, notFound, type ErrorMessage } from '../../errors';
import { MSG, errorMessage } from './messages';
import { assertNewPassword } from './passwordRules';

/** Stores a new hash and revokes every session of the user: whoever held the old password is out. */
async function storePassword(
  db: Db,
  userId: number,
  hash: string,
  reason: string,
  extra: { mustChangePassword?: boolean; emailConfirmed?: boolean } = {},
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash: hash,
      passwordChangedAt: sql`now()`,
      mustChangePassword: extra.mustChangePassword ?? false,
      ...(extra.emailConfirmed ? { emailConfirmed: true } : {}),
    })
    .where(eq(users.id, userId));
  await revokeUserSessions(db, userId, reason);
}

async function loadUser(db: Db, userId: number) {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordHash: users.passwordHash,
      disabled: users.disabled,
      superAdmin: ruoli.superAdmin,
    })
    .from(users)
    .innerJoin(ruoli, eq(ruoli.id, users.ruoloId))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

const invalidToken = (): AppError => badRequest(MSG.tokenNonValido.code, MSG.tokenNonValido.text);

/**
 * Sets a password with a one-time token (recovery: `reset-password`; invitation: `first-password`).
 * The form is validated before the token is used up, so a typo does not cost the user the link.
 */
export async function setPasswordWithToken(
  deps: AppDeps,
  purpose: Extract<OneTimePurpose, 'reset-password' | 'first-password'>,
  body: { token: string; passwordNuova: string; passwordConferma: string },
  ip: string,
): Promise<void> {
  const userId = await peekOneTimeToken(deps.db, body.token, purpose);
  const user = userId === null ? null : await loadUser(deps.db, userId);
  if (!user || user.disabled) throw invalidToken();
  assertNewPassword(body.passwordNuova, body.passwordConferma, user);
  const hash = await hashPassword(body.passwordNuova);
  await deps.db.transaction(async (tx) => {
    const consumed = await consumeOneTimeToken(tx, body.token, purpose);
    if (consumed !== user.id) throw invalidToken();
    await storePassword(tx, user.id, hash, purpose, { emailConfirmed: true });
  });
  await audit(deps.db, {
    userId: user.id,
    action: purpose === 'reset-password' ? 'password.recuperata' : 'password.primaImpostazione',
    ip,
  });
}

/**
 * The signed-in user's own change. Every session of the user ends (the current one too); the
 * answer carries a fresh token so that this browser stays signed in.
 */
export async function changeOwnPassword(
  deps: AppDeps,
  auth: AuthContext,
  body: { passwordVecchia: string; passwordNuova: string; passwordConferma: string },
  ip: string,
): Promise<string> {
  const user = await loadUser(deps.db, auth.userId);
  if (!user) throw notFound(MSG.utenteNonTrovato.text);
  const oldOk = await verifyPassword(body.passwordVecchia, user.passwordHash);
  const messages: ErrorMessage[] = [];
  if (!oldOk) messages.push(errorMessage(MSG.attualeErrata));
  else if (body.passwordNuova.normalize('NFC') === body.passwordVecchia.normalize('NFC')) {
    messages.push(errorMessage(MSG.ugualeAttuale));
  }
  try {
    assertNewPassword(body.passwordNuova, body.passwordConferma, user);
  } catch (err) {
    if (!(err instanceof AppError) || !('messages' in err.body)) throw err;
    messages.push(...err.body.messages);
  }
  if (messages.length > 0) throw badRequestAll(messages);

  const hash = await hashPassword(body.passwordNuova);
  const token = await deps.db.transaction(async (tx) => {
    await storePassword(tx, user.id, hash, 'password-change');
    return createSession(tx, deps.config.session, user.id);
  });
  await audit(deps.db, { userId: user.id, action: 'password.cambiata', ip });
  return token;
}

/**
 * Back office sets a user's password: the user's sessions end and a change is asked at next sign-in.
 * Only a super-admin may force the password of a super-admin (else any operator could take over one).
 */
export async function forcePassword(
  deps: AppDeps,
  auth: AuthContext,
  body: { userId: number; passwordNuova: string; passwordConferma: string },
  ip: string,
): Promise<void> {
  const target = await loadUser(deps.db, body.userId);
  if (!target) throw notFound(MSG.utenteNonTrovato.text);
  if (target.superAdmin && !auth.user.superAdmin) throw forbidden();
  assertNewPassword(body.passwordNuova, body.passwordConferma, target);
  const hash = await hashPassword(body.passwordNuova);
  await deps.db.transaction(async (tx) => {
    await storePassword(tx, target.id, hash, 'password-forced', { mustChangePassword: true });
  });
  await audit(deps.db, {
    userId: auth.userId,
    impersonatorId: auth.impersonatorId,
    action: 'password.forzata',
    detail: { targetUserId: target.id, targetUsername: target.username },
    ip,
  });
}
