import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { keptRead } from '../../db/keptRead';
import { anagrafiche, distributori, fornitori, ruoli, users } from '../../db/schema';
import type { UserInfo } from '../../../schemas/types';

/** The screen that changes a password back office forced (screens/auth/cambio-password-obbligatorio). */
export const PASSWORD_CHANGE_SCREEN = 'cambioPasswordObbligatorio';

/**
 * The route the client opens first: a user whose password back office forced lands on the change
 * form (nothing else answers until then), users who must pay on the month-end payment page.
 */
export const redirectFor = (info: Pick<UserInfo, 'mustPay' | 'mustChangePassword'>): string | null =>
  info.mustChangePassword ? PASSWORD_CHANGE_SCREEN : info.mustPay ? 'tuoiPagamenti' : null;

export function fullNameOf(u: { firstName: string; lastName: string; username: string }): string {
  return `${u.firstName} ${u.lastName}`.trim() || u.username;
}

const userAnag = alias(anagrafiche, 'user_anag');
const distAnag = alias(anagrafiche, 'dist_anag');
const fornAnag = alias(anagrafiche, 'forn_anag');

/** What userInfo is read from, besides the principal's own tables (which these include). */
const USER_INFO_TABLES = ['users', 'ruoli', 'ruoli_permessi', 'anagrafiche', 'distributori', 'fornitori'];

/** The fields of userInfo that say what the user may do: the request's own principal's, never kept. */
type AccessFields = 'ruoloID' | 'superAdmin' | 'permessi' | 'backOffice' | 'attributiUtente';

/**
 * What is read for the info, kept: on the embedded database until one of its tables is written, on a
 * server while `versione_utenti` stays.
 */
const keptUserInfo = keptRead<Omit<UserInfo, AccessFields>>({
  name: 'userInfo',
  max: 10_000,
  ttlMs: 5 * 60_000,
  dependsOn: USER_INFO_TABLES,
});

/**
 * Builds userInfo for the principal of a session (the impersonated user under sign-in-as). What is
 * read for it is kept: on the embedded database until one of the tables it is read from is written
 * (server/db/readCache.ts); on a server while `versioneUtenti`, read with the request's session, stays
 * (no round trip of its own; without it, as at sign-in, the info is read afresh).
 * The rights come from `principal` on every call, never from what was kept: a request that read its
 * principal before a role changed could otherwise fill the cache, just after the change emptied it,
 * with the old rights, and later requests (whose principal has the new ones) would be shown those.
 */
export async function loadUserInfo(
  db: Db,
  principal: Principal,
  impersonatorId: number | null,
  versioneUtenti: number | null = null,
): Promise<UserInfo> {
  const key = `${principal.id}:${impersonatorId ?? ''}`;
  const kept = await keptUserInfo(db, key, versioneUtenti, () =>
    readUserInfo(db, principal.id, impersonatorId),
  );
  return {
    ...kept,
    ruoloID: principal.ruoloId,
    superAdmin: principal.superAdmin,
    permessi: principal.permessi,
    backOffice: principal.backOffice,
    attributiUtente: principal.attributiUtente,
  };
}

/**
 * The user's own columns the info shows. Migration 0032's trigger moves `versione_utenti` on an update
 * of any of these (and of users.ruolo_id, the role named in `description`): userInfo.test.ts checks
 * that the two lists agree, so a column added here without the trigger fails there.
 */
export const userInfoColumns = {
  id: users.id,
  anagraficaId: users.anagraficaId,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  defaultLanguage: users.defaultLanguage,
  distributoreId: users.distributoreId,
  fornitoreId: users.fornitoreId,
  web: users.web,
  mustPay: users.mustPay,
  segnalazionePagamentoFineMese: users.segnalazionePagamentoFineMese,
  mustChangePassword: users.mustChangePassword,
};

/** One prepared statement (server/db/prepared.ts): the joins cost more to plan than to run. */
const userInfoQuery = (db: Db) =>
  preparedOn(db, 'dati_utente', (on, name) =>
    on
      .select({
        user: userInfoColumns,
        ruolo: ruoli.descrizione,
        userRagioneSociale: userAnag.ragioneSociale,
        dist: distributori,
        distRagioneSociale: distAnag.ragioneSociale,
        forn: fornitori,
        fornRagioneSociale: fornAnag.ragioneSociale,
      })
      .from(users)
      .innerJoin(ruoli, eq(ruoli.id, users.ruoloId))
      .leftJoin(userAnag, eq(userAnag.id, users.anagraficaId))
      .leftJoin(distributori, eq(distributori.id, users.distributoreId))
      .leftJoin(distAnag, eq(distAnag.id, distributori.anagraficaId))
      .leftJoin(fornitori, eq(fornitori.id, users.fornitoreId))
      .leftJoin(fornAnag, eq(fornAnag.id, fornitori.anagraficaId))
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare(name),
  );

async function readUserInfo(
  db: Db,
  userId: number,
  impersonatorId: number | null,
): Promise<Omit<UserInfo, AccessFields>> {
  const rows = await userInfoQuery(db).execute({ userId });
  const row = rows[0];
  if (!row) throw new Error(`user ${userId} vanished`);
  const u = row.user;

  let impersonatorFullName: string | null = null;
  if (impersonatorId !== null) {
    const imp = await db
      .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
      .from(users)
      .where(eq(users.id, impersonatorId))
      .limit(1);
    impersonatorFullName = imp[0] ? fullNameOf(imp[0]) : null;
  }

  const distributore =
    row.dist && row.distRagioneSociale !== null
      ? {
          id: row.dist.id,
          codice: row.dist.codice,
          ragioneSociale: row.distRagioneSociale,
          tipo: row.dist.tipo,
          networkID: row.dist.networkId,
        }
      : null;
  const fornitore =
    row.forn && row.fornRagioneSociale !== null
      ? { id: row.forn.id, codice: row.forn.codice, ragioneSociale: row.fornRagioneSociale }
      : null;
  const company = distributore?.ragioneSociale ?? fornitore?.ragioneSociale ?? row.userRagioneSociale;

  return {
    id: u.id,
    anagraficaID: u.anagraficaId,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: fullNameOf(u),
    description: company ? `${row.ruolo} — ${company}` : row.ruolo,
    defaultLanguage: u.defaultLanguage,
    userName: u.username,
    email: u.email,
    distributoreID: u.distributoreId,
    distributore,
    fornitoreID: u.fornitoreId,
    fornitore,
    web: u.web,
    impersonatorFullName,
    hasImpersonateUser: impersonatorId !== null,
    mustPay: u.mustPay,
    segnalazionePagamentoFineMese: u.segnalazionePagamentoFineMese,
    mustChangePassword: u.mustChangePassword && impersonatorId === null,
  };
}
