import { audit } from '../../audit';
import type { Principal } from '../../auth/principal';
import { roleFits } from '../../auth/roleFit';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../errors';
import { MSG } from './messages';

/**
 * Refuses, with the reason, a user whose role is not meant for its kind of user (an agency user given
 * a network or supplier role before that was prevented): signed in, such a user would reach no screen
 * and bounce back to the login page with nothing said. The password was right, so the reason may be told.
 */
export async function refuseMisfitRole(deps: AppDeps, principal: Principal, ip: string): Promise<void> {
  if (roleFits(principal.ruoloAttributi, principal.attributiUtente)) return;
  await audit(deps.db, {
    userId: principal.id,
    action: 'login.rifiutato',
    detail: { motivo: 'ruolo non previsto per il tipo di utente', ruoloId: principal.ruoloId },
    ip,
  });
  throw badRequest(MSG.tipoUtenteNonAbilitato.code, MSG.tipoUtenteNonAbilitato.text);
}
