import { eq, sql } from 'drizzle-orm';
import type { AccessSubject } from '../../engine/core/access';
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

/**
 * The principal in the engine's access names (engine/core/access): its permissions, its user-type
 * attributes as roles and its own fields as the attributes guards' userFlags read.
 */
export function accessSubject(principal: Principal): AccessSubject {
  return { permissions: principal.permessi, roles: principal.attributiUtente, attributes: { ...principal } };
}

export async function loadPrincipal(db: Db, userId: number): Promise<Principal | null> {
  const rows = await db
    .select(principalColumns)
    .from(users)
    .innerJoin(ruoli, eq(ruoli.id, users.ruoloId))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ? principalOf(rows[0]) : null;
}

/**
 * What a principal is read from, to select with the user and role joined (`users`, `ruoli`): the
 * role's permissions come as an array in the same round trip.
 */
export const principalColumns = {
  principalUser: {
    id: users.id,
    username: users.username,
    backOffice: users.backOffice,
    distributoreId: users.distributoreId,
    fornitoreId: users.fornitoreId,
    anagraficaId: users.anagraficaId,
    attributi: users.attributi,
    mustPay: users.mustPay,
    mustChangePassword: users.mustChangePassword,
  },
  principalRole: {
    id: ruoli.id,
    superAdmin: ruoli.superAdmin,
    backOffice: ruoli.backOffice,
    attributi: ruoli.attributi,
  },
  principalPermessi: sql<
    string[]
  >`array(select ${ruoliPermessi.codice} || '|' || ${ruoliPermessi.azioni} from ${ruoliPermessi} where ${ruoliPermessi.ruoloId} = ${ruoli.id} and length(${ruoliPermessi.azioni}) > 0)`,
};

interface PrincipalRow {
  principalUser: {
    id: number;
    username: string;
    backOffice: boolean;
    distributoreId: number | null;
    fornitoreId: number | null;
    anagraficaId: number | null;
    attributi: string[];
    mustPay: boolean;
    mustChangePassword: boolean;
  };
  principalRole: { id: number; superAdmin: boolean; backOffice: boolean; attributi: string[] };
  principalPermessi: string[];
}

export function principalOf(row: PrincipalRow): Principal {
  const u = row.principalUser;
  const r = row.principalRole;
  return {
    id: u.id,
    username: u.username,
    ruoloId: r.id,
    superAdmin: r.superAdmin,
    backOffice: u.backOffice || r.backOffice,
    distributoreId: u.distributoreId,
    fornitoreId: u.fornitoreId,
    anagraficaId: u.anagraficaId,
    permessi: r.superAdmin ? ['*'] : row.principalPermessi,
    attributiUtente: u.attributi,
    mustPay: u.mustPay,
    mustChangePassword: u.mustChangePassword,
    ruoloAttributi: r.attributi,
  };
}
