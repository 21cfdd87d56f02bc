import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ruoli, ruoliPermessi, users } from '../db/schema';

/** The user behind a request, with what access decisions need. */
export interface Principal {
  id: number;
  username: string;
  ruoloId: number;
  superAdmin: boolean;
  backOffice: boolean;
  distributoreId: number | null;
  fornitoreId: number | null;
  anagraficaId: number | null;
  /** `CODE|LETTERS` per role entry, or `*` for a super-admin role. */
  permessi: string[];
  attributiUtente: string[];
  /** The month-end payment is due: routes guarded with `userFlags: { mustPay: false }` refuse the user. */
  mustPay: boolean;
  /** Back office set the password: until the user chooses one, only routes that allow it answer. */
  mustChangePassword: boolean;
  /** The user-type attributes the role is meant for (ruoli.attributi). */
  ruoloAttributi: string[];
}

export async function loadPrincipal(db: Db, userId: number): Promise<Principal | null> {
  // One round trip: the role's permissions come as an array with the user and the role.
  const rows = await db
    .select({
      user: users,
      ruolo: ruoli,
      permessi: sql<
        string[]
      >`array(select ${ruoliPermessi.codice} || '|' || ${ruoliPermessi.azioni} from ${ruoliPermessi} where ${ruoliPermessi.ruoloId} = ${ruoli.id} and length(${ruoliPermessi.azioni}) > 0)`,
    })
    .from(users)
    .innerJoin(ruoli, eq(ruoli.id, users.ruoloId))
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const permessi = row.ruolo.superAdmin ? ['*'] : row.permessi;
  return {
    id: row.user.id,
    username: row.user.username,
    ruoloId: row.ruolo.id,
    superAdmin: row.ruolo.superAdmin,
    backOffice: row.user.backOffice || row.ruolo.backOffice,
    distributoreId: row.user.distributoreId,
    fornitoreId: row.user.fornitoreId,
    anagraficaId: row.user.anagraficaId,
    permessi,
    attributiUtente: row.user.attributi,
    mustPay: row.user.mustPay,
    mustChangePassword: row.user.mustChangePassword,
    ruoloAttributi: row.ruolo.attributi,
  };
}
