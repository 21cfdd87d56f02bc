import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../../audit';
import { consumeOneTimeToken, issueOneTimeToken } from '../../auth/oneTimeTokens';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { confirmEmailMail, firstPasswordMail, recoveryMail } from './accountMail';
import { MSG } from './messages';
import { fullNameOf } from './userInfo';

/** Several users of one agency may share an address; each gets a mail naming its username. */
const MAX_USERS_PER_ADDRESS = 5;

/**
 * Sends a recovery link to every enabled user with that e-mail address (or that username). The
 * caller answers the same way whatever happens here, and runs it off the request's critical path so
 * that timing does not reveal whether the address is known.
 */
export async function sendRecoveryMails(
  deps: AppDeps,
  lookup: { email?: string; username?: string },
  ip: string,
) {
  const condition = lookup.email
    ? eq(sql`lower(${users.email})`, lookup.email.trim().toLowerCase())
    : eq(sql`lower(${users.username})`, (lookup.username ?? '').trim().toLowerCase());
  const found = await deps.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(and(condition, eq(users.disabled, false)))
    .orderBy(users.id)
    .limit(MAX_USERS_PER_ADDRESS);
  for (const u of found) {
    const token = await issueOneTimeToken(deps.db, u.id, 'reset-password', deps.config.oneTimeTokenMinutes);
    await deps.mailer.send(
      recoveryMail({
        config: deps.config,
        to: u.email,
        fullName: fullNameOf(u),
        username: u.username,
        token,
      }),
    );
    await audit(deps.db, { userId: u.id, action: 'password.recuperoRichiesto', ip });
  }
}

async function mailTarget(deps: AppDeps, userId: number) {
  const rows = await deps.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const u = rows[0];
  if (!u) throw notFound(MSG.utenteNonTrovato.text);
  return u;
}

/** Invites a (new) user to choose the first password: a `set-password` link by mail. */
export async function sendFirstPasswordInvitation(deps: AppDeps, userId: number): Promise<void> {
  const u = await mailTarget(deps, userId);
  const token = await issueOneTimeToken(deps.db, u.id, 'first-password', deps.config.oneTimeTokenMinutes);
  await deps.mailer.send(
    firstPasswordMail({
      config: deps.config,
      to: u.email,
      fullName: fullNameOf(u),
      username: u.username,
      token,
    }),
  );
}

/** Asks the user to confirm the e-mail address: a `confirm-email` link by mail. */
export async function sendEmailConfirmation(deps: AppDeps, userId: number): Promise<void> {
  const u = await mailTarget(deps, userId);
  const token = await issueOneTimeToken(deps.db, u.id, 'confirm-email', deps.config.oneTimeTokenMinutes);
  await deps.mailer.send(
    confirmEmailMail({
      config: deps.config,
      to: u.email,
      fullName: fullNameOf(u),
      username: u.username,
      token,
    }),
  );
}

export async function confirmEmail(deps: AppDeps, token: string, ip: string): Promise<void> {
  const userId = await consumeOneTimeToken(deps.db, token, 'confirm-email');
  if (userId === null) throw badRequest(MSG.emailLinkNonValido.code, MSG.emailLinkNonValido.text);
  await deps.db.update(users).set({ emailConfirmed: true }).where(eq(users.id, userId));
  await audit(deps.db, { userId, action: 'email.confermata', ip });
}
