import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { UtenteAgenziaNuovo } from '../../../schemas/types';
import { audit } from '../../audit';
import { hashPassword } from '../../auth/passwords';
import type { Principal } from '../../auth/principal';
import type { AppDeps } from '../../deps';
import { distributori, users } from '../../db/schema';
import { rethrowUniqueAs } from '../../db/uniqueViolation';
import { badRequest, badRequestAll, type ErrorMessage } from '../../errors';
import { sendFirstPasswordInvitation } from '../account/recoveryService';
import { assertNewPassword } from '../account/passwordRules';
import { listRuoli } from '../ruoli/service';
import { MY_MSG } from './messages';

export interface CreatedUser {
  itemID: number;
  messages: ErrorMessage[];
  status: 'ok' | 'warning';
}

/**
 * Creates a user of the caller's own distributor with one of the web roles the caller may hand out
 * (the dropdown/ruoli/web list). Either a password is given (checked by the password policy) or
 * the user is invited by mail to choose one; with both, the password is set and the link sent too.
 */
export async function createAgencyUser(
  deps: AppDeps,
  caller: Principal,
  body: UtenteAgenziaNuovo,
  context: { ip: string; impersonatorId: number | null; log: FastifyBaseLogger },
): Promise<CreatedUser> {
  if (caller.distributoreId === null)
    throw badRequest(MY_MSG.senzaDistributore.code, MY_MSG.senzaDistributore.text);
  const username = body.username.trim();
  const password = body.passwordNuova ?? '';
  const invite = body.inviaEmail === true;
  const problems: ErrorMessage[] = [];

  // The new user takes the caller's distributor, so the role must be meant for that kind of distributor.
  const roles = await listRuoli(deps.db, 'web', { ...caller, backOffice: false });
  if (!roles.some((r) => r.itemID === body.ruoloID)) {
    const exists = (await listRuoli(deps.db, 'web', { superAdmin: caller.superAdmin })).some(
      (r) => r.itemID === body.ruoloID,
    );
    problems.push(error(exists ? MY_MSG.ruoloNonPrevisto : MY_MSG.ruoloNonValido));
  }
  const taken = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (taken.length > 0) problems.push(error(MY_MSG.usernameInUso));
  if (!invite && password === '' && (body.passwordConferma ?? '') === '')
    problems.push(error(MY_MSG.passwordOInvito));
  if (problems.length > 0) throw badRequestAll(problems);
  if (password !== '' || (body.passwordConferma ?? '') !== '') {
    assertNewPassword(password, body.passwordConferma ?? '', {
      username,
      email: body.email,
      firstName: body.nome,
      lastName: body.cognome,
    });
  }

  const [distributore] = await deps.db
    .select({ tipo: distributori.tipo, anagraficaId: distributori.anagraficaId })
    .from(distributori)
    .where(eq(distributori.id, caller.distributoreId));
  if (!distributore) throw badRequest(MY_MSG.senzaDistributore.code, MY_MSG.senzaDistributore.text);

  const passwordHash = password === '' ? null : await hashPassword(password);
  const [created] = await deps.db
    .insert(users)
    .values({
      username,
      email: body.email.trim(),
      firstName: body.nome?.trim() ?? '',
      lastName: body.cognome?.trim() ?? '',
      passwordHash,
      passwordChangedAt: passwordHash ? new Date() : null,
      ruoloId: body.ruoloID,
      distributoreId: caller.distributoreId,
      anagraficaId: distributore.anagraficaId,
      attributi: ['distributore', `distributore_${distributore.tipo}`],
    })
    .returning({ id: users.id })
    // The check above cannot see a concurrent create of the same name: the index decides, same 400.
    .catch(rethrowUniqueAs({ users_username_lower_idx: MY_MSG.usernameInUso }));
  const itemID = created!.id;
  await audit(deps.db, {
    userId: caller.id,
    impersonatorId: context.impersonatorId,
    action: 'utenteAgenzia.creato',
    detail: { utenteId: itemID, username, ruoloId: body.ruoloID, invito: invite },
    ip: context.ip,
  });

  if (!invite) return { itemID, status: 'ok', messages: [info(MY_MSG.utenteCreato)] };
  try {
    await sendFirstPasswordInvitation(deps, itemID);
    return { itemID, status: 'ok', messages: [info(MY_MSG.utenteCreatoInvito)] };
  } catch (e) {
    context.log.error({ err: e, userId: itemID }, 'first-password invitation not sent');
    return { itemID, status: 'warning', messages: [{ ...MY_MSG.invitoNonInviato, type: 'warning' }] };
  }
}

const error = (m: { code: string; text: string }): ErrorMessage => ({ ...m, type: 'error' });
const info = (m: { code: string; text: string }): ErrorMessage => ({ ...m, type: 'info' });
