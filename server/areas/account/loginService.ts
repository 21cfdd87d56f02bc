import { eq, sql } from 'drizzle-orm';
import { audit } from '../../audit';
import { verifyPassword } from '../../auth/passwords';
import { loadPrincipal } from '../../auth/principal';
import { createSession } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { badRequest } from '../../errors';
import { loginAccountKey, type AccountLimiters } from './limits';
import { MSG } from './messages';
import type { LoginResult } from '../../../schemas/types';
import { loadUserInfo, redirectFor } from './userInfo';
import { refuseMisfitRole } from './signInChecks';

/** What a successful login answers (the `data` of schemas/entities/loginResult). */
type Accesso = LoginResult['data'];

/**
 * Signs a user in. Unknown user, wrong password and disabled user get the same answer after the
 * same work (verifyPassword hashes even without a stored hash), so nothing tells them apart.
 */
export async function login(
  deps: AppDeps,
  limiters: AccountLimiters,
  credentials: { username: string; password: string },
  ip: string,
): Promise<Accesso> {
  const accountKey = loginAccountKey(credentials.username);
  // Reserved before the hash, atomically, so concurrent guesses cannot all be checked; a locked
  // account does not use up the address's budget, as no password was tried.
  await limiters.loginIp.hit(ip);
  try {
    await limiters.loginAccount.hit(accountKey);
  } catch (error) {
    await limiters.loginIp.refund(ip);
    throw error;
  }

  const rows = await deps.db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      disabled: users.disabled,
      mustChange: users.mustChangePassword,
    })
    .from(users)
    .where(eq(sql`lower(${users.username})`, accountKey))
    .limit(1);
  const user = rows[0];
  const passwordOk = await verifyPassword(credentials.password, user?.passwordHash);

  if (!user || !passwordOk || user.disabled) {
    await audit(deps.db, {
      userId: user?.id ?? null,
      action: 'login.fallito',
      detail: { username: accountKey.slice(0, 256) },
      ip,
    });
    throw badRequest(MSG.credenzialiErrate.code, MSG.credenzialiErrate.text);
  }

  await limiters.loginAccount.reset(accountKey);
  await limiters.loginIp.refund(ip);
  const principal = await loadPrincipal(deps.db, user.id);
  if (!principal) throw badRequest(MSG.credenzialiErrate.code, MSG.credenzialiErrate.text);
  await refuseMisfitRole(deps, principal, ip);
  const token = await createSession(deps.db, deps.config.session, user.id);
  // The users list's last sign-in (back office's own sign-in as another user is not the user's).
  await deps.db
    .update(users)
    .set({ ultimoAccesso: sql`now()` })
    .where(eq(users.id, user.id));
  const userInfo = await loadUserInfo(deps.db, principal, null);
  await audit(deps.db, { userId: user.id, action: 'login', ip });
  return { token, userInfo, redirectTo: redirectFor(userInfo), mustChangePassword: user.mustChange };
}
