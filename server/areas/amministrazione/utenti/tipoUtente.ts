import { eq } from 'drizzle-orm';
import { roleFits } from '../../../auth/roleFit';
import type { Db } from '../../../db/client';
import { ruoli, users } from '../../../db/schema';
import type { ErrorMessage } from '../../../errors';
import { UTENTI_MSG, errore } from './messages';

/** The kinds of user back office creates (the users list's `tipo`, but `altro`). */
export const TIPI_UTENTE = [
  'backOffice',
  'agenziadettagliante',
  'touroperator',
  'network',
  'fornitore',
  'commerciale',
] as const;
export type TipoUtente = (typeof TIPI_UTENTE)[number];

export const tipoDistributore = (
  tipo: TipoUtente,
): tipo is 'agenziadettagliante' | 'touroperator' | 'network' =>
  tipo === 'agenziadettagliante' || tipo === 'touroperator' || tipo === 'network';

/** The user-type attributes (spec 1 §3) of a user of that kind, as the demo's users carry them. */
export function attributiDi(tipo: TipoUtente): string[] {
  if (tipo === 'backOffice') return ['ALL'];
  if (tipoDistributore(tipo)) return ['distributore', `distributore_${tipo}`];
  return [tipo];
}

/** Who the role is for: a back-office user, or a user with these attributes. */
export interface DestinatarioRuolo {
  backOffice: boolean;
  attributi: readonly string[];
}

/**
 * Whether back office may give this role to that user: the role exists; a super-admin role only from a
 * super-admin (nobody promotes someone above themselves); a back-office user gets a back-office role,
 * any other user a role meant for its kind (ruoli.attributi, README "Roles each kind of user may
 * give"): a role for another kind would leave the user unable to sign in. Null when it may.
 */
export async function ruoloNonAssegnabile(
  db: Db,
  ruoloId: number,
  destinatario: DestinatarioRuolo,
  caller: { superAdmin: boolean },
): Promise<ErrorMessage | null> {
  const [ruolo] = await db
    .select({ superAdmin: ruoli.superAdmin, backOffice: ruoli.backOffice, attributi: ruoli.attributi })
    .from(ruoli)
    .where(eq(ruoli.id, ruoloId))
    .limit(1);
  if (!ruolo || (ruolo.superAdmin && !caller.superAdmin)) return errore(UTENTI_MSG.ruoloNonValido);
  const adatto = destinatario.backOffice
    ? ruolo.backOffice
    : !ruolo.backOffice && roleFits(ruolo.attributi, destinatario.attributi);
  return adatto ? null : errore(UTENTI_MSG.ruoloNonPrevisto);
}

/** An existing user as the users area checks it: kind, role, whether a super-admin holds it. */
export async function utenteDaGestire(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      backOffice: users.backOffice,
      ruoloBackOffice: ruoli.backOffice,
      superAdmin: ruoli.superAdmin,
      attributi: users.attributi,
      ruoloId: users.ruoloId,
      distributoreId: users.distributoreId,
      disabled: users.disabled,
    })
    .from(users)
    .innerJoin(ruoli, eq(ruoli.id, users.ruoloId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { ...row, backOffice: row.backOffice || row.ruoloBackOffice } : null;
}

/** A super-admin user is managed by super-admins only (as `forza-password` already is). */
export const superAdminProtetto = (
  target: { superAdmin: boolean },
  caller: { superAdmin: boolean },
): ErrorMessage | null =>
  target.superAdmin && !caller.superAdmin ? errore(UTENTI_MSG.superAdminProtetto) : null;
