import { and, eq, inArray } from 'drizzle-orm';
import type { EsitoPagamento } from '../../../schemas/types';
import { audit } from '../../audit';
import type { Db } from '../../db/client';
import { adesioni, estrattiConto, tentativiPagamento, users } from '../../db/schema';
import type { EsitoGateway, EsitoVerificato } from '../../adapters/payments/gateway';
import { badRequest } from '../../errors';
import { accoda } from '../../jobs/queue';
import { decimale } from '../adesioni/acquisto/importi';
import { applicaPagamento, creditoResiduo, registraRifiuto } from './applica';
import { PAG_MSG } from './messages';

export type Tentativo = typeof tentativiPagamento.$inferSelect;
export type StatoTentativo = Tentativo['stato'];
export type OrigineEsito = 'ritorno' | 'notifica' | 'riconciliazione';

/** The job that mails the receipt of a paid attempt: `{ tentativoId }`. */
export const RICEVUTA_PAGAMENTO = 'ricevuta-pagamento';

const STATO_DI: Record<EsitoGateway, Exclude<StatoTentativo, 'avviato' | 'scaduto'>> = {
  OK: 'pagato',
  KO: 'rifiutato',
  ANNULLO: 'annullato',
};

export interface Contesto {
  ip?: string | null;
  now?: Date;
  /**
   * Whether a refusal of this order is written to the audit log (the public calls write one per order
   * and minute: limiti.ts); absent, every refusal is.
   */
  auditaRifiuto?: (codTrans: string) => Promise<boolean>;
}

/**
 * Records a verified outcome of the gateway exactly once, and answers the attempt as it now stands.
 * The attempt's row is locked; an attempt still open is closed with this outcome (and, when paid,
 * what it pays is applied in the same transaction); an attempt already closed with the same outcome
 * answers as it is (a replayed return, a notification after the browser, a second notification).
 * Anything that does not match the attempt — unknown code, other amount or currency, an outcome other
 * than the one recorded — changes nothing, is written to the audit log and answered with an Italian 400.
 */
export async function registraEsito(
  db: Db,
  esito: EsitoVerificato,
  origine: OrigineEsito,
  ctx: Contesto = {},
): Promise<Tentativo> {
  const now = ctx.now ?? new Date();
  let rifiuto: { motivo: string; tentativo?: Tentativo } | null = null;
  const registrato = await db.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(tentativiPagamento)
      .where(eq(tentativiPagamento.codTrans, esito.codTrans))
      .for('update');
    if (!t) {
      rifiuto = { motivo: 'codTrans sconosciuto' };
      return null;
    }
    if (esito.importoCentesimi !== t.importoCentesimi || esito.divisa !== t.divisa) {
      rifiuto = { motivo: 'importo o divisa diversi dal tentativo', tentativo: t };
      return null;
    }
    const nuovo = STATO_DI[esito.esito];
    if (t.stato !== 'avviato') {
      const stessoEsito = t.stato === nuovo && (nuovo !== 'pagato' || t.codAut === esito.codAut);
      if (!stessoEsito) {
        rifiuto = { motivo: `tentativo già ${t.stato}, esito ricevuto ${esito.esito}`, tentativo: t };
        return null;
      }
      return t;
    }
    const [chiuso] = await tx
      .update(tentativiPagamento)
      .set({
        stato: nuovo,
        chiusoAt: now,
        chiusoDa: origine,
        esitoGateway: esito.esito,
        codAut: esito.codAut || null,
      })
      .where(eq(tentativiPagamento.id, t.id))
      .returning();
    if (nuovo === 'pagato') {
      await applicaPagamento(tx, chiuso!, esito.codAut, now);
      await accoda(tx, RICEVUTA_PAGAMENTO, { tentativoId: t.id });
    } else if (nuovo === 'rifiutato') await registraRifiuto(tx, chiuso!, now);
    await audit(tx, {
      userId: t.userId,
      impersonatorId: t.impersonatoreId,
      action: `pagamento.${nuovo}`,
      detail: {
        codTrans: t.codTrans,
        tipo: t.tipo,
        importo: decimale(t.importoCentesimi),
        codAut: esito.codAut || null,
        origine,
      },
      ip: ctx.ip ?? null,
    });
    return chiuso!;
  });
  if (registrato) return registrato;
  const r = rifiuto as { motivo: string; tentativo?: Tentativo } | null;
  if (!ctx.auditaRifiuto || (await ctx.auditaRifiuto(esito.codTrans)))
    await auditRifiuto(db, esito, origine, r, ctx);
  const msg =
    r?.tentativo && r.tentativo.stato !== 'avviato' ? PAG_MSG.tentativoChiuso : PAG_MSG.esitoNonValido;
  throw badRequest(msg.code, msg.text);
}

async function auditRifiuto(
  db: Db,
  esito: EsitoVerificato,
  origine: OrigineEsito,
  r: { motivo: string; tentativo?: Tentativo } | null,
  ctx: Contesto,
) {
  await audit(db, {
    userId: r?.tentativo?.userId ?? null,
    impersonatorId: r?.tentativo?.impersonatoreId ?? null,
    action: 'pagamento.esitoRifiutato',
    detail: {
      codTrans: esito.codTrans,
      esito: esito.esito,
      importo: decimale(esito.importoCentesimi),
      divisa: esito.divisa,
      motivo: r?.motivo ?? 'sconosciuto',
      origine,
    },
    ip: ctx.ip ?? null,
  });
}

/**
 * Closes an attempt the gateway never completed (the reconciliation job, once it has expired and the
 * gateway's status call knows no payment of it). Only an open attempt changes.
 */
export async function chiudiScaduto(db: Db, codTrans: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .update(tentativiPagamento)
      .set({ stato: 'scaduto', chiusoAt: now, chiusoDa: 'riconciliazione' })
      .where(and(eq(tentativiPagamento.codTrans, codTrans), eq(tentativiPagamento.stato, 'avviato')))
      .returning();
    if (!t) return false;
    await audit(tx, {
      userId: t.userId,
      impersonatorId: t.impersonatoreId,
      action: 'pagamento.scaduto',
      detail: { codTrans, tipo: t.tipo, importo: decimale(t.importoCentesimi) },
    });
    return true;
  });
}

/** What the return screens call an attempt's state: `in_attesa` while the gateway has not answered. */
export const statoMostrato = (t: Pick<Tentativo, 'stato'>): EsitoPagamento['stato'] =>
  t.stato === 'avviato' ? 'in_attesa' : t.stato;

/** An attempt with every detail, as its distributor's users see it (the schema makes them optional). */
export type EsitoCompleto = Required<EsitoPagamento>;

/** The attempt as the return screens show it to its distributor's users (and the receipt says it). */
export async function descrivi(tx: Db, t: Tentativo): Promise<EsitoCompleto> {
  const scopo = t.scopo;
  const numeri =
    scopo.tipo === 'estratti' && scopo.estrattiContoIds.length > 0
      ? (
          await tx
            .select({ numero: estrattiConto.numero })
            .from(estrattiConto)
            .where(inArray(estrattiConto.id, scopo.estrattiContoIds))
            .orderBy(estrattiConto.periodo)
        ).map((r) => r.numero)
      : [];
  const polizze =
    (scopo.tipo === 'acquisto' || scopo.tipo === 'modifica') && scopo.adesioniIds.length > 0
      ? (
          await tx
            .select({ numero: adesioni.numero })
            .from(adesioni)
            .where(inArray(adesioni.id, scopo.adesioniIds))
            .orderBy(adesioni.id)
        ).map((r) => r.numero)
      : [];
  const [utente] = t.userId
    ? await tx.select({ mustPay: users.mustPay }).from(users).where(eq(users.id, t.userId))
    : [];
  return {
    codTrans: t.codTrans,
    stato: statoMostrato(t),
    tipo: t.tipo,
    importo: t.importoCentesimi / 100,
    divisa: t.divisa,
    codAut: t.codAut,
    estrattiConto: numeri,
    polizze,
    creditoResiduo:
      scopo.tipo === 'credito' && t.stato === 'pagato'
        ? (await creditoResiduo(tx, t.distributoreId)) / 100
        : null,
    mustPay: utente?.mustPay ?? false,
  };
}
