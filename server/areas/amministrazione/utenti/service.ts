import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DropdownItem, UtentePortaleNuovo } from '../../../../schemas/types';
import { audit } from '../../../audit';
import type { Db } from '../../../db/client';
import type { AppDeps } from '../../../deps';
import { anagrafiche, distributori, fornitori, rateLimits, sessions, users } from '../../../db/schema';
import { rethrowUniqueAs } from '../../../db/uniqueViolation';
import { badRequest, badRequestAll, notFound, type ErrorMessage } from '../../../errors';
import { testoIt } from '../../../i18n/testi';
import type { AuthContext } from '../../../plugins/auth';
import { LOGIN_ACCOUNT_LIMIT, loginAccountKey } from '../../account/limits';
import { MSG } from '../../account/messages';
import { sendFirstPasswordInvitation } from '../../account/recoveryService';
import { setUserDisabled } from '../../account/userStatusService';
import { UTENTI_MSG, errore, info } from './messages';
import {
  attributiDi,
  ruoloNonAssegnabile,
  superAdminProtetto,
  tipoDistributore,
  utenteDaGestire,
  type TipoUtente,
} from './tipoUtente';

/** Who acts, for the audit log. */
export interface Contesto {
  auth: AuthContext;
  ip: string;
  log: FastifyBaseLogger;
}

const auditDi = (c: Contesto, action: string, detail: Record<string, unknown>) => ({
  userId: c.auth.userId,
  impersonatorId: c.auth.impersonatorId,
  action,
  detail,
  ip: c.ip,
});

/** The distributor or supplier (and its company data) a new user of that kind belongs to, or the refusals. */
async function aziendaDelNuovo(
  db: Db,
  body: UtentePortaleNuovo,
): Promise<{
  problemi: ErrorMessage[];
  distributoreId: number | null;
  fornitoreId: number | null;
  anagraficaId: number | null;
}> {
  const tipo = body.tipo as TipoUtente;
  const vuota = { distributoreId: null, fornitoreId: null, anagraficaId: null };
  if (tipoDistributore(tipo)) {
    if (body.fornitoreId != null) return { ...vuota, problemi: [errore(UTENTI_MSG.aziendaNonPrevista)] };
    if (body.distributoreId == null) return { ...vuota, problemi: [errore(UTENTI_MSG.distributoreMancante)] };
    const [d] = await db
      .select({ tipo: distributori.tipo, stato: distributori.stato, anagraficaId: distributori.anagraficaId })
      .from(distributori)
      .where(eq(distributori.id, body.distributoreId));
    if (!d || d.tipo !== tipo) return { ...vuota, problemi: [errore(UTENTI_MSG.distributoreNonValido)] };
    if (d.stato === 'in_attesa') return { ...vuota, problemi: [errore(UTENTI_MSG.distributoreInAttesa)] };
    return {
      problemi: [],
      distributoreId: body.distributoreId,
      fornitoreId: null,
      anagraficaId: d.anagraficaId,
    };
  }
  if (body.distributoreId != null) return { ...vuota, problemi: [errore(UTENTI_MSG.aziendaNonPrevista)] };
  if (tipo === 'fornitore') {
    if (body.fornitoreId == null) return { ...vuota, problemi: [errore(UTENTI_MSG.fornitoreMancante)] };
    const [f] = await db
      .select({ anagraficaId: fornitori.anagraficaId })
      .from(fornitori)
      .where(eq(fornitori.id, body.fornitoreId));
    if (!f) return { ...vuota, problemi: [errore(UTENTI_MSG.fornitoreNonValido)] };
    return {
      problemi: [],
      distributoreId: null,
      fornitoreId: body.fornitoreId,
      anagraficaId: f.anagraficaId,
    };
  }
  if (body.fornitoreId != null) return { ...vuota, problemi: [errore(UTENTI_MSG.aziendaNonPrevista)] };
  return { ...vuota, problemi: [] };
}

/**
 * Creates a user of any kind with a role meant for that kind (back office, issue 27 item 3). Every
 * refusal is found before anything is written (one 400 with each reason); the user has no password
 * and is invited by mail to choose one with the one-time link of `set-first-password`. Back-office
 * and sales users share the company data of the back office that creates them (the provider's).
 */
export async function creaUtente(
  deps: AppDeps,
  body: UtentePortaleNuovo,
  c: Contesto,
): Promise<{ itemID: number; status: 'ok' | 'warning'; messages: ErrorMessage[] }> {
  const username = body.username.trim();
  const tipo = body.tipo as TipoUtente;
  const problemi: ErrorMessage[] = [];
  const preso = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (preso.length > 0) problemi.push(errore(UTENTI_MSG.usernameInUso));
  const azienda = await aziendaDelNuovo(deps.db, body);
  problemi.push(...azienda.problemi);
  const attributi = attributiDi(tipo);
  const ruolo = await ruoloNonAssegnabile(
    deps.db,
    body.ruoloId,
    { backOffice: tipo === 'backOffice', attributi },
    c.auth.user,
  );
  if (ruolo) problemi.push(ruolo);
  if (problemi.length > 0) throw badRequestAll(problemi);

  const [creato] = await deps.db
    .insert(users)
    .values({
      username,
      email: body.email.trim(),
      firstName: body.nome.trim(),
      lastName: body.cognome.trim(),
      passwordHash: null,
      ruoloId: body.ruoloId,
      distributoreId: azienda.distributoreId,
      fornitoreId: azienda.fornitoreId,
      anagraficaId: azienda.anagraficaId ?? c.auth.user.anagraficaId,
      backOffice: tipo === 'backOffice',
      attributi,
    })
    .returning({ id: users.id })
    // The check above cannot see a concurrent create of the same name: the index decides, same 400.
    .catch(rethrowUniqueAs({ users_username_lower_idx: UTENTI_MSG.usernameInUso }));
  const itemID = creato!.id;
  await audit(
    deps.db,
    auditDi(c, 'utente.creato', {
      utenteId: itemID,
      username,
      tipo,
      ruoloId: body.ruoloId,
      distributoreId: azienda.distributoreId,
      fornitoreId: azienda.fornitoreId,
    }),
  );
  try {
    await sendFirstPasswordInvitation(deps, itemID);
    return { itemID, status: 'ok', messages: [info(UTENTI_MSG.creato)] };
  } catch (e) {
    c.log.error({ err: e, userId: itemID }, 'first-password invitation not sent');
    return { itemID, status: 'warning', messages: [{ ...UTENTI_MSG.invitoNonInviato, type: 'warning' }] };
  }
}

/** The user an action is about: 404 when unknown; a super-admin only for a super-admin. */
async function bersaglio(deps: AppDeps, userId: number, c: Contesto) {
  const target = await utenteDaGestire(deps.db, userId);
  if (!target) throw notFound(MSG.utenteNonTrovato.text);
  const protetto = superAdminProtetto(target, c.auth.user);
  if (protetto) throw badRequestAll([protetto]);
  return target;
}

/**
 * Disables a user (its sessions end at once: its next call answers 401, and it cannot sign in) or
 * enables it again. Nobody disables themselves; a user of an agency still waiting for approval is
 * enabled by approving the registration, not here.
 */
export async function impostaDisabilitato(
  deps: AppDeps,
  userId: number,
  disabilitato: boolean,
  c: Contesto,
): Promise<void> {
  if (disabilitato && userId === c.auth.userId)
    throw badRequest(UTENTI_MSG.disabilitaTeStesso.code, UTENTI_MSG.disabilitaTeStesso.text);
  const target = await bersaglio(deps, userId, c);
  if (!disabilitato && target.distributoreId !== null) {
    const [d] = await deps.db
      .select({ stato: distributori.stato })
      .from(distributori)
      .where(eq(distributori.id, target.distributoreId));
    if (d?.stato === 'in_attesa')
      throw badRequest(UTENTI_MSG.abilitaInAttesa.code, UTENTI_MSG.abilitaInAttesa.text);
  }
  await setUserDisabled(deps, userId, disabilitato, {
    userId: c.auth.userId,
    impersonatorId: c.auth.impersonatorId,
    ip: c.ip,
  });
}

/** Clears the sign-in lock of a user (the failures counted in `login.account`). */
export async function sbloccaAccesso(deps: AppDeps, userId: number, c: Contesto): Promise<void> {
  const target = await bersaglio(deps, userId, c);
  const rimossi = await deps.db
    .delete(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, LOGIN_ACCOUNT_LIMIT.bucket),
        eq(rateLimits.key, loginAccountKey(target.username)),
      ),
    )
    .returning({ count: rateLimits.count });
  await audit(
    deps.db,
    auditDi(c, 'utente.sbloccato', { targetUserId: userId, tentativi: rimossi[0]?.count ?? 0 }),
  );
}

/**
 * Ends every live session of a user: its own, those back office opened as it, and those it opened as
 * someone else. Not one's own (signing out is the way).
 */
export async function terminaSessioni(deps: AppDeps, userId: number, c: Contesto): Promise<void> {
  if (userId === c.auth.userId)
    throw badRequest(UTENTI_MSG.terminaTueSessioni.code, UTENTI_MSG.terminaTueSessioni.text);
  await bersaglio(deps, userId, c);
  const terminate = await deps.db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'ended-by-admin' })
    .where(
      and(or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)), isNull(sessions.revokedAt)),
    )
    .returning({ expiresAt: sessions.expiresAt });
  const now = Date.now();
  const ended = terminate.filter((s) => s.expiresAt.getTime() > now).length;
  await audit(deps.db, auditDi(c, 'utente.sessioniTerminate', { targetUserId: userId, sessioni: ended }));
}

/** The kinds of user, worded as the users grid shows them (its valueLabels). */
export const tipiUtente = (): DropdownItem[] =>
  (
    [
      ['backOffice', testoIt('utenti.tipo.backOffice')],
      ['agenziadettagliante', testoIt('utenti.tipo.agenziadettagliante')],
      ['touroperator', testoIt('utenti.tipo.touroperator')],
      ['network', testoIt('utenti.tipo.network')],
      ['fornitore', testoIt('utenti.tipo.fornitore')],
      ['commerciale', testoIt('utenti.tipo.commerciale')],
    ] as const
  ).map(([value, text]) => ({ value, text }));

/** Distributors a new user may belong to (not those waiting for approval), by name, with code and kind. */
export async function distributoriOptions(db: Db): Promise<DropdownItem[]> {
  const kind: Record<string, string> = Object.fromEntries(tipiUtente().map((t) => [t.value, t.text]));
  const rows = await db
    .select({
      id: distributori.id,
      codice: distributori.codice,
      tipo: distributori.tipo,
      nome: anagrafiche.ragioneSociale,
    })
    .from(distributori)
    .innerJoin(anagrafiche, eq(anagrafiche.id, distributori.anagraficaId))
    .where(ne(distributori.stato, 'in_attesa'))
    .orderBy(asc(anagrafiche.ragioneSociale), asc(distributori.id));
  return rows.map((r) => ({ value: r.id, text: `${r.nome} — ${r.codice} (${kind[r.tipo] ?? r.tipo})` }));
}

/** Suppliers, by name, with code. */
export async function fornitoriOptions(db: Db): Promise<DropdownItem[]> {
  const rows = await db
    .select({ id: fornitori.id, codice: fornitori.codice, nome: anagrafiche.ragioneSociale })
    .from(fornitori)
    .innerJoin(anagrafiche, eq(anagrafiche.id, fornitori.anagraficaId))
    .orderBy(asc(anagrafiche.ragioneSociale), asc(fornitori.id));
  return rows.map((r) => ({ value: r.id, text: `${r.nome} — ${r.codice}` }));
}
