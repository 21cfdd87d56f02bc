import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { audit } from '../../audit';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { anagrafiche, distributori, estrattiConto, users, type ScopoPagamento } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../errors';
import { cents, decimale } from '../adesioni/acquisto/importi';
import type { PagaSubito } from '../adesioni/acquisto/acquista';
import { pluraleIt } from '../../i18n/plurale';
import { avviaTentativo, type TentativoAvviato } from './avvio';
import { NON_PAGATI } from './applica';
import { statoEstrattoSql } from './statoEstratto';
import { PAG_MSG, RICARICA_MAX, RICARICA_MIN } from './messages';

export interface Chi {
  user: Principal;
  impersonatoreId: number | null;
  ip?: string | null;
  /** The address the portal was opened by (origine.ts): where the gateway sends the browser back. */
  origine?: string;
}

export interface AvvioRisposta {
  url: string;
  codTrans: string;
  importo: number;
}

function distributoreDi(chi: Chi): number {
  if (chi.user.distributoreId === null)
    throw badRequest(PAG_MSG.senzaDistributore.code, PAG_MSG.senzaDistributore.text);
  return chi.user.distributoreId;
}

function gatewayDi(deps: Pick<AppDeps, 'pagamenti'>) {
  const p = deps.pagamenti;
  if (!p) throw badRequest(PAG_MSG.nonDisponibile.code, PAG_MSG.nonDisponibile.text);
  return p.gateway;
}

/** The caller's statements still to pay, oldest first (`GET my{p}/pagamenti/dapagare`). */
export async function estrattiDaPagare(db: Db, distributoreId: number) {
  // The state computed from due date and payments (the list of statements shows the same).
  const statoCalcolato = sql<string>`${statoEstrattoSql('estratti_conto')}`;
  const righe = await db
    .select({
      itemID: estrattiConto.id,
      numero: estrattiConto.numero,
      periodo: estrattiConto.periodo,
      scadenza: estrattiConto.scadenza,
      importo: estrattiConto.importo,
      stato: statoCalcolato,
    })
    .from(estrattiConto)
    .where(
      and(
        eq(estrattiConto.distributoreId, distributoreId),
        eq(estrattiConto.tipo, 'agenzia'),
        inArray(statoCalcolato, [...NON_PAGATI]),
      ),
    )
    .orderBy(asc(estrattiConto.periodo), asc(estrattiConto.id));
  return righe.map((r) => ({
    ...r,
    stato: r.stato as (typeof NON_PAGATI)[number],
    importo: Number(r.importo),
  }));
}

async function emailDi(tx: Db, chi: Chi): Promise<string | null> {
  const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, chi.user.id));
  return u?.email ?? null;
}

async function nomeDistributore(tx: Db, distributoreId: number): Promise<string> {
  const [d] = await tx
    .select({ nome: anagrafiche.ragioneSociale })
    .from(distributori)
    .innerJoin(anagrafiche, eq(anagrafiche.id, distributori.anagraficaId))
    .where(eq(distributori.id, distributoreId));
  return d?.nome ?? '';
}

/**
 * `POST my{p}/eseguipagamento`: starts the card payment of the chosen statements (none chosen: every
 * one still to pay). The amount is the statements' as the database holds them now.
 */
export async function pagaEstratti(
  deps: Pick<AppDeps, 'db' | 'config' | 'pagamenti'>,
  chi: Chi,
  scelti: number[] | undefined,
): Promise<AvvioRisposta> {
  const distributoreId = distributoreDi(chi);
  const gateway = gatewayDi(deps);
  return deps.db.transaction(async (tx) => {
    const aperti = await estrattiDaPagare(tx, distributoreId);
    const ids = scelti && scelti.length > 0 ? [...new Set(scelti)] : aperti.map((e) => e.itemID);
    const daPagare = aperti.filter((e) => ids.includes(e.itemID));
    if (daPagare.length !== ids.length)
      throw badRequest(PAG_MSG.estrattoNonPagabile.code, PAG_MSG.estrattoNonPagabile.text);
    if (daPagare.length === 0) throw badRequest(PAG_MSG.nienteDaPagare.code, PAG_MSG.nienteDaPagare.text);
    const importo = daPagare.reduce((s, e) => s + cents(e.importo), 0);
    if (importo <= 0) throw badRequest(PAG_MSG.nienteDaPagare.code, PAG_MSG.nienteDaPagare.text);
    const nomi = daPagare.map((e) => e.numero);
    const avviato = await avviaTentativo(tx, deps.config, gateway, {
      distributoreId,
      userId: chi.user.id,
      impersonatoreId: chi.impersonatoreId,
      scopo: { tipo: 'estratti', estrattiContoIds: daPagare.map((e) => e.itemID) },
      importoCentesimi: importo,
      descrizione: `${await nomeDistributore(tx, distributoreId)} — estratti conto ${nomi.join(', ')}`.slice(
        0,
        120,
      ),
      email: await emailDi(tx, chi),
      origine: chi.origine,
    });
    await auditAvvio(tx, chi, avviato, 'estratti', importo, { estratti: nomi });
    return { url: avviato.url, codTrans: avviato.codTrans, importo: importo / 100 };
  });
}

/** `POST my{p}/ricaricacredito`: starts a card payment that becomes credit once paid. */
export async function ricaricaCredito(
  deps: Pick<AppDeps, 'db' | 'config' | 'pagamenti'>,
  chi: Chi,
  euro: number,
): Promise<AvvioRisposta> {
  const distributoreId = distributoreDi(chi);
  const importo = Math.round(euro * 100);
  if (
    !Number.isFinite(euro) ||
    Math.abs(euro * 100 - importo) > 1e-6 ||
    importo < RICARICA_MIN ||
    importo > RICARICA_MAX
  )
    throw badRequest(PAG_MSG.importoRicarica.code, PAG_MSG.importoRicarica.text);
  const gateway = gatewayDi(deps);
  return deps.db.transaction(async (tx) => {
    const avviato = await avviaTentativo(tx, deps.config, gateway, {
      distributoreId,
      userId: chi.user.id,
      impersonatoreId: chi.impersonatoreId,
      scopo: { tipo: 'credito' },
      importoCentesimi: importo,
      descrizione: `${await nomeDistributore(tx, distributoreId)} — ricarica del credito`.slice(0, 120),
      email: await emailDi(tx, chi),
      origine: chi.origine,
    });
    await auditAvvio(tx, chi, avviato, 'credito', importo, {});
    return { url: avviato.url, codTrans: avviato.codTrans, importo: importo / 100 };
  });
}

async function auditAvvio(
  tx: Db,
  chi: Chi,
  avviato: TentativoAvviato,
  tipo: string,
  importo: number,
  extra: Record<string, unknown>,
) {
  await audit(tx, {
    userId: chi.user.id,
    impersonatorId: chi.impersonatoreId,
    action: 'pagamento.avviato',
    detail: { codTrans: avviato.codTrans, tipo, importo: decimale(importo), ...extra },
    ip: chi.ip ?? null,
  });
}

/**
 * Starts, inside the caller's transaction, the card payment of what `chi`'s distributor owes right
 * away (policies of a purchase, a change's supplement), with its description and audit. With card
 * payments off it refuses ("non disponibile"), so the caller's transaction leaves nothing behind.
 */
async function avviaPerDistributore(
  deps: Pick<AppDeps, 'config' | 'pagamenti'>,
  chi: Chi,
  distributoreId: number,
  tx: Db,
  p: { scopo: ScopoPagamento; importoCentesimi: number; cosa: string; extra: Record<string, unknown> },
): Promise<string> {
  const gateway = gatewayDi(deps);
  const avviato = await avviaTentativo(tx, deps.config, gateway, {
    distributoreId,
    userId: chi.user.id,
    impersonatoreId: chi.impersonatoreId,
    scopo: p.scopo,
    importoCentesimi: p.importoCentesimi,
    descrizione: `${await nomeDistributore(tx, distributoreId)} — ${p.cosa}`.slice(0, 120),
    email: await emailDi(tx, chi),
    origine: chi.origine,
  });
  await auditAvvio(tx, chi, avviato, p.scopo.tipo, p.importoCentesimi, p.extra);
  return avviato.url;
}

/**
 * The purchase's card payment for a distributor that pays at purchase. With card payments off it
 * refuses ("non disponibile") inside the purchase's transaction, so nothing of the purchase remains.
 */
export function pagaSubitoPer(deps: Pick<AppDeps, 'config' | 'pagamenti'>, chi: Chi): PagaSubito | null {
  const distributoreId = chi.user.distributoreId;
  if (distributoreId === null) return null;
  return (tx, a) =>
    avviaPerDistributore(deps, chi, distributoreId, tx, {
      scopo: { tipo: 'acquisto', acquistoId: a.acquistoId, adesioniIds: a.adesioniIds },
      importoCentesimi: a.importoCentesimi,
      cosa: pluraleIt('pagamento.polizzeAcquisto', a.adesioniIds.length, { acquisto: a.acquistoId }),
      extra: { acquistoId: a.acquistoId },
    });
}

/** Starts, inside a change's transaction, the card payment of the supplement it moved. */
export type PagaModifica = (
  tx: Db,
  m: { operazioneId: string; adesioniIds: number[]; numeri: string[]; importoCentesimi: number },
) => Promise<string>;

/**
 * A change's supplement for a distributor that pays at purchase: charged like a purchase, by card right
 * after the change. With card payments off it refuses ("non disponibile") inside the change's
 * transaction, so nothing of the change remains (as a purchase).
 */
export function pagaModificaPer(deps: Pick<AppDeps, 'config' | 'pagamenti'>, chi: Chi): PagaModifica | null {
  const distributoreId = chi.user.distributoreId;
  if (distributoreId === null) return null;
  return (tx, m) =>
    avviaPerDistributore(deps, chi, distributoreId, tx, {
      scopo: { tipo: 'modifica', operazioneId: m.operazioneId, adesioniIds: m.adesioniIds },
      importoCentesimi: m.importoCentesimi,
      cosa: pluraleIt('pagamento.supplementoModifica', m.numeri.length, { polizze: m.numeri.join(', ') }),
      extra: { operazioneId: m.operazioneId },
    });
}
