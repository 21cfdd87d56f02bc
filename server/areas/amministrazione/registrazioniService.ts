import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { audit } from '../../audit';
import { issueOneTimeToken } from '../../auth/oneTimeTokens';
import type { Db } from '../../db/client';
import {
  anagrafiche,
  crediti,
  distributori,
  pacchettiDistributori,
  registrazioniAgenzia,
  ruoli,
  users,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, badRequestAll, notFound, type ErrorMessage } from '../../errors';
import { cents, decimale } from '../adesioni/acquisto/importi';
import { creditoResiduo } from '../pagamenti/applica';
import { MSG, approvazioneMail, rifiutoMail } from './registrazioniMessages';
import { scriviMessaggi } from '../messaggi/scrivi';
import { TESTI_MESSAGGI } from '../messaggi/testi';

export interface Approvazione {
  /** Absent or null: no network. */
  networkId?: number | null;
  /** `estratto`: the month-end statement; `acquisto`: card payment at each purchase (pagamentoAllAcquisto). */
  modalitaPagamento: 'estratto' | 'acquisto';
  /** Euro, at most two decimals. */
  creditoIniziale: number;
  modelloId: number;
  pacchetti: number[];
}

/** Who decides: back office's user, for the audit row. */
export interface Decisore {
  userId: number;
  impersonatorId: number | null;
  ip: string;
}

/** The agency role each kind of distributor gets on approval (the demo seed's roles, README "Ruoli"). */
export const RUOLO_APPROVATO: Record<'agenziadettagliante' | 'touroperator' | 'network', string> = {
  agenziadettagliante: 'Agenzia dettagliante',
  touroperator: 'Tour operator',
  network: 'Network',
};

/** The user-type attributes a distributor's user carries (as the registration gives them). */
const attributiDi = (tipo: keyof typeof RUOLO_APPROVATO) => ['distributore', `distributore_${tipo}`];

const giaDecisa = () => new AppError(409, { messages: [{ ...MSG.giaDecisa, type: 'error' }] });

/** The registration, its distributor and its user; 404 when there is none. */
async function richiesta(db: Db, distributoreId: number) {
  const [row] = await db
    .select({
      stato: registrazioniAgenzia.stato,
      userId: registrazioniAgenzia.userId,
      tipo: distributori.tipo,
      ragioneSociale: anagrafiche.ragioneSociale,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      hasPassword: users.passwordHash,
    })
    .from(registrazioniAgenzia)
    .innerJoin(distributori, eq(distributori.id, registrazioniAgenzia.distributoreId))
    .innerJoin(anagrafiche, eq(anagrafiche.id, distributori.anagraficaId))
    .innerJoin(users, eq(users.id, registrazioniAgenzia.userId))
    .where(eq(registrazioniAgenzia.distributoreId, distributoreId))
    .limit(1);
  if (!row) throw notFound(MSG.nonTrovata);
  return row;
}

/** Checks what the body names (network, template, packages, role) before anything is written. */
async function verifica(db: Db, distributoreId: number, tipo: keyof typeof RUOLO_APPROVATO, a: Approvazione) {
  const messages: ErrorMessage[] = [];
  const error = (m: { code: string; text: string }) => messages.push({ ...m, type: 'error' });
  const euro = a.creditoIniziale;
  if (!Number.isFinite(euro) || euro < 0 || Math.abs(cents(euro) - euro * 100) > 1e-6)
    error(MSG.creditoNonValido);
  if (a.networkId !== undefined && a.networkId !== null) {
    const [network] = await db
      .select({ id: distributori.id })
      .from(distributori)
      .where(
        and(
          eq(distributori.id, a.networkId),
          eq(distributori.tipo, 'network'),
          eq(distributori.stato, 'attivo'),
        ),
      );
    if (!network) error(MSG.networkNonValido);
  }
  const [modello] =
    a.modelloId === distributoreId
      ? []
      : await db
          .select({ id: distributori.id })
          .from(distributori)
          .where(and(eq(distributori.id, a.modelloId), eq(distributori.stato, 'attivo')));
  const scelti = [...new Set(a.pacchetti)];
  if (!modello) error(MSG.modelloNonValido);
  else if (scelti.length === 0) error(MSG.pacchettiVuoti);
  const righe = modello
    ? await db
        .select()
        .from(pacchettiDistributori)
        .where(
          and(
            eq(pacchettiDistributori.distributoreId, a.modelloId),
            inArray(pacchettiDistributori.pacchettoId, scelti.length > 0 ? scelti : [-1]),
          ),
        )
    : [];
  const mancanti = modello ? scelti.filter((id) => !righe.some((r) => r.pacchettoId === id)) : [];
  if (mancanti.length > 0) error(MSG.pacchettiNonDelModello(mancanti));
  const nomeRuolo = RUOLO_APPROVATO[tipo];
  const [ruolo] = await db.select({ id: ruoli.id }).from(ruoli).where(eq(ruoli.descrizione, nomeRuolo));
  if (!ruolo) error(MSG.ruoloMancante(nomeRuolo));
  if (messages.length > 0) throw badRequestAll(messages);
  return { righe, ruoloId: ruolo!.id };
}

/**
 * Approves a pending registration in one transaction: the decision (only from `in_attesa`, so two
 * operators cannot both decide: the second gets 409), the distributor active with its network and
 * payment mode, the starting credit as a credit movement, the chosen packages with the template
 * distributor's commissions, the user enabled with its kind's agency role. Then the audit row and the
 * agency's mail, with a link to choose its first password when it has none.
 */
export async function approvaRegistrazione(
  deps: AppDeps,
  log: FastifyBaseLogger,
  distributoreId: number,
  a: Approvazione,
  chi: Decisore,
): Promise<void> {
  const r = await richiesta(deps.db, distributoreId);
  if (r.stato !== 'in_attesa') throw giaDecisa();
  const { righe, ruoloId } = await verifica(deps.db, distributoreId, r.tipo, a);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const decisa = await tx
      .update(registrazioniAgenzia)
      .set({ stato: 'approvata', decisaIl: now, decisaDa: chi.userId })
      .where(
        and(
          eq(registrazioniAgenzia.distributoreId, distributoreId),
          eq(registrazioniAgenzia.stato, 'in_attesa'),
        ),
      )
      .returning({ id: registrazioniAgenzia.distributoreId });
    if (decisa.length === 0) throw giaDecisa();
    await tx
      .update(distributori)
      .set({
        stato: 'attivo',
        networkId: a.networkId ?? null,
        pagamentoAllAcquisto: a.modalitaPagamento === 'acquisto',
      })
      .where(eq(distributori.id, distributoreId));
    const importo = cents(a.creditoIniziale);
    if (importo > 0) {
      const residuo = (await creditoResiduo(tx, distributoreId)) + importo;
      await tx.insert(crediti).values({
        distributoreId,
        data: now,
        causale: MSG.causaleCreditoIniziale,
        importo: decimale(importo),
        residuo: decimale(residuo),
      });
    }
    await tx
      .insert(pacchettiDistributori)
      .values(righe.map(({ id: _id, ...riga }) => ({ ...riga, distributoreId })))
      .onConflictDoNothing();
    await tx
      .update(users)
      .set({ ruoloId, disabled: false, attributi: attributiDi(r.tipo) })
      .where(eq(users.id, r.userId));
    // The registered user finds it among its messages at the first sign-in.
    await scriviMessaggi(
      tx,
      [r.userId],
      TESTI_MESSAGGI.registrazioneApprovata(r.ragioneSociale),
      'registrazione',
      chi.userId,
    );
  });
  await audit(deps.db, {
    userId: chi.userId,
    impersonatorId: chi.impersonatorId,
    action: 'agenzia.approvata',
    detail: {
      distributoreId,
      utente: r.userId,
      networkId: a.networkId ?? null,
      modalitaPagamento: a.modalitaPagamento,
      creditoIniziale: a.creditoIniziale,
      modelloId: a.modelloId,
      pacchetti: righe.map((riga) => riga.pacchettoId),
    },
    ip: chi.ip,
  });
  try {
    const token =
      r.hasPassword === null
        ? await issueOneTimeToken(deps.db, r.userId, 'first-password', deps.config.oneTimeTokenMinutes)
        : null;
    await deps.mailer.send(
      approvazioneMail({
        config: deps.config,
        to: r.email,
        fullName: `${r.firstName} ${r.lastName}`.trim(),
        ragioneSociale: r.ragioneSociale,
        username: r.username,
        token,
      }),
    );
  } catch (error) {
    // The approval stands; back office can send a password recovery if the mail did not leave.
    log.error({ err: error }, 'approval mail not sent');
  }
}

/** Refuses a pending registration with a reason (mailed to the agency); the user stays disabled. */
export async function rifiutaRegistrazione(
  deps: AppDeps,
  log: FastifyBaseLogger,
  distributoreId: number,
  motivo: string,
  chi: Decisore,
): Promise<void> {
  const testo = motivo.trim();
  if (testo === '') throw badRequest(MSG.motivoObbligatorio.code, MSG.motivoObbligatorio.text);
  const r = await richiesta(deps.db, distributoreId);
  if (r.stato !== 'in_attesa') throw giaDecisa();
  const decisa = await deps.db
    .update(registrazioniAgenzia)
    .set({ stato: 'rifiutata', motivoRifiuto: testo, decisaIl: new Date(), decisaDa: chi.userId })
    .where(
      and(
        eq(registrazioniAgenzia.distributoreId, distributoreId),
        eq(registrazioniAgenzia.stato, 'in_attesa'),
      ),
    )
    .returning({ id: registrazioniAgenzia.distributoreId });
  if (decisa.length === 0) throw giaDecisa();
  await audit(deps.db, {
    userId: chi.userId,
    impersonatorId: chi.impersonatorId,
    action: 'agenzia.rifiutata',
    detail: { distributoreId, utente: r.userId, motivo: testo },
    ip: chi.ip,
  });
  try {
    await deps.mailer.send(
      rifiutoMail({
        config: deps.config,
        to: r.email,
        fullName: `${r.firstName} ${r.lastName}`.trim(),
        ragioneSociale: r.ragioneSociale,
        motivo: testo,
      }),
    );
  } catch (error) {
    log.error({ err: error }, 'refusal mail not sent');
  }
}
