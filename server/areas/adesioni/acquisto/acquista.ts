import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DatiAdesione, DatiViaggio, ErroreTotale, EsitoAcquisto } from '../../../../schemas/types';
import type { Db } from '../../../db/client';
import {
  acquisti,
  adesioni,
  carrelloItems,
  commercialiDistributori,
  crediti,
  distributori,
  gruppiStato,
  nazionalita,
  stati,
  users,
} from '../../../db/schema';
import { AppError, badRequest } from '../../../errors';
import type { Principal } from '../../../auth/principal';
import { validaItem } from '../../carrello/cart/validaItem';
import { venditoreDi } from '../../carrello/offerte';
import { datiAdesioneDi } from './datiAdesione';
import { emettiItem, type ContestoAcquisto } from './emetti';
import { cents } from './importi';

/** A second tab pressing Acquista right after the first gets the first's answer, not "empty cart". */
export const RISPOSTA_RECENTE_MS = 2 * 60_000;

export const ACQUISTO_MSG = {
  carrelloVuoto: 'Il carrello è vuoto: non ci sono polizze da acquistare',
  senzaDistributore: 'Solo un utente di un distributore può acquistare polizze',
};

export interface Acquirente {
  user: Principal;
  impersonatoreId: number | null;
}

/** Work to do once the purchase has committed (mail, certificates): enqueued in the same transaction. */
export type DopoAcquisto = (tx: Db, acquistoId: number) => Promise<unknown>;

/**
 * For a distributor that pays at purchase: starts, in the purchase's transaction, the card payment of
 * the policies just issued (`adesioniIds`, those not paid with credit) and answers the gateway's URL.
 */
export type PagaSubito = (
  tx: Db,
  acquisto: { acquistoId: number; adesioniIds: number[]; importoCentesimi: number },
) => Promise<string>;

/**
 * POST adesioni: buys the caller's whole cart in one transaction (spec 2 §4 "Purchase from cart").
 *
 * Exactly once: the buyer's user row is locked first, so purchases of one user run one after the
 * other; a request with an Idempotency-Key already used answers the stored result, and a request that
 * finds the cart just emptied by a purchase of the last two minutes answers that purchase's result.
 * Per item: every item is validated and priced again now; an item that no longer passes (price rules,
 * dates, package no longer sold…) stays in the cart and is reported in adesioniErrori, the others are
 * issued. All of it — policies, credit movements, the emptied cart, the stored answer, the jobs — commits
 * together or not at all.
 */
export async function acquista(
  db: Db,
  chi: Acquirente,
  chiave: string | null,
  dopo: DopoAcquisto | null,
  at?: Date,
  pagaSubito: PagaSubito | null = null,
): Promise<EsitoAcquisto> {
  const user = chi.user;
  if (user.distributoreId === null)
    throw badRequest('acquisto.senzaDistributore', ACQUISTO_MSG.senzaDistributore);
  const distributoreId = user.distributoreId;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${user.id} for update`);
    // The purchase's moment is taken once its locks are held: a purchase that waited for another
    // of the same user is dated after it (the credit's movements are read in that order).
    let now = at ?? new Date();
    if (chiave) {
      const [gia] = await tx
        .select({ risultato: acquisti.risultato })
        .from(acquisti)
        .where(and(eq(acquisti.userId, user.id), eq(acquisti.chiave, chiave)));
      if (gia) return gia.risultato as EsitoAcquisto;
    }
    const items = await tx
      .select()
      .from(carrelloItems)
      .where(eq(carrelloItems.userId, user.id))
      .orderBy(asc(carrelloItems.id))
      .for('update');
    if (items.length === 0) {
      const [recente] = await tx
        .select({ risultato: acquisti.risultato })
        .from(acquisti)
        .where(
          and(
            eq(acquisti.userId, user.id),
            gt(acquisti.createdAt, new Date(now.getTime() - RISPOSTA_RECENTE_MS)),
          ),
        )
        .orderBy(desc(acquisti.id))
        .limit(1);
      if (recente) return recente.risultato as EsitoAcquisto;
      throw badRequest('acquisto.carrelloVuoto', ACQUISTO_MSG.carrelloVuoto);
    }

    // The distributor's row is the lock of its credit: two users of one agency never spend it twice.
    const [dist] = await tx
      .select({ codice: distributori.codice, pagaSubito: distributori.pagamentoAllAcquisto })
      .from(distributori)
      .where(eq(distributori.id, distributoreId))
      .for('update');
    now = at ?? new Date();
    const ctx: ContestoAcquisto = {
      userId: user.id,
      distributoreId,
      codiceDistributore: dist!.codice,
      seguito:
        (
          await tx
            .select({ u: commercialiDistributori.userId })
            .from(commercialiDistributori)
            .where(eq(commercialiDistributori.distributoreId, distributoreId))
            .limit(1)
        ).length > 0,
      credito: await creditoResiduo(tx, distributoreId),
      now,
      nomiLuoghi: await nomiLuoghi(tx),
    };
    const venditore = await venditoreDi(tx, user);

    const emesse: number[] = [];
    const errori: ErroreTotale[] = [];
    for (const item of items) {
      const nome = await nomePacchetto(tx, item.pacchettoId);
      let validato;
      try {
        validato = await validaItem(
          tx,
          venditore,
          user.id,
          { ...item.dati, itemID: item.id } as DatiViaggio,
          now,
        );
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        errori.push(erroreDi(error, nome));
        continue;
      }
      const polizze = await emettiItem(tx, ctx, validato, item.dichiarazioneId);
      emesse.push(...polizze.map((p) => p.id));
      await tx.delete(carrelloItems).where(eq(carrelloItems.id, item.id));
    }

    const righe = emesse.length === 0 ? [] : await datiAdesioneDi(tx, emesse);
    const daPagare = dist!.pagaSubito && pagaSubito ? await daPagareDi(tx, emesse) : [];
    const importoDaPagare = daPagare.reduce((s, p) => s + p.centesimi, 0);
    const [acquisto] = await tx
      .insert(acquisti)
      .values({
        userId: user.id,
        impersonatoreId: chi.impersonatoreId,
        distributoreId,
        chiave,
        risultato: {},
        createdAt: now,
      })
      .returning({ id: acquisti.id });
    const esito: EsitoAcquisto = {
      status: errori.length === 0 ? 'ok' : righe.length > 0 ? 'warning' : 'ko',
      data: {
        adesioni: righe,
        adesioniErrori: errori,
        redirecUrl:
          importoDaPagare > 0
            ? await pagaSubito!(tx, {
                acquistoId: acquisto!.id,
                adesioniIds: daPagare.map((p) => p.id),
                importoCentesimi: importoDaPagare,
              })
            : null,
      },
    };
    await tx.update(acquisti).set({ risultato: esito }).where(eq(acquisti.id, acquisto!.id));
    if (emesse.length > 0) {
      await tx.update(adesioni).set({ acquistoId: acquisto!.id }).where(inArray(adesioni.id, emesse));
      if (dopo) await dopo(tx, acquisto!.id);
    }
    return esito;
  });
}

function erroreDi(error: AppError, pacchetto: string): ErroreTotale {
  const messages = 'messages' in error.body ? error.body.messages : [];
  return {
    codice: messages[0]?.code ?? 'acquisto.itemNonValido',
    descrizione: messages.length > 0 ? messages.map((m) => m.text).join('; ') : error.message,
    data: { pacchetto },
  };
}

/** The policies just issued that are still to pay (not with credit), with their amount due in cents. */
async function daPagareDi(tx: Db, ids: number[]): Promise<Array<{ id: number; centesimi: number }>> {
  if (ids.length === 0) return [];
  const righe = await tx
    .select({ id: adesioni.id, daPagare: adesioni.totalePremioDaPagare })
    .from(adesioni)
    .where(and(inArray(adesioni.id, ids), eq(adesioni.acquistataConCredito, false)))
    .orderBy(asc(adesioni.id));
  return righe
    .map((r) => ({ id: r.id, centesimi: cents(Number(r.daPagare)) }))
    .filter((r) => r.centesimi > 0);
}

async function creditoResiduo(tx: Db, distributoreId: number): Promise<number> {
  const [ultimo] = await tx
    .select({ residuo: crediti.residuo })
    .from(crediti)
    .where(eq(crediti.distributoreId, distributoreId))
    // Movements are written under the distributor's lock, so the last written is the balance now.
    .orderBy(desc(crediti.id))
    .limit(1);
  return ultimo ? cents(Number(ultimo.residuo)) : 0;
}

async function nomePacchetto(tx: Db, id: number): Promise<string> {
  const r = await tx.execute<{ nome: string }>(sql`select nome from pacchetti where id = ${id}`);
  return String((r as unknown as { rows: Array<{ nome: string }> }).rows[0]?.nome ?? '');
}

async function nomiLuoghi(tx: Db): Promise<Map<string, string>> {
  const [g, s, n] = [
    await tx.select({ c: gruppiStato.codice, d: gruppiStato.descrizione }).from(gruppiStato),
    await tx.select({ c: stati.codice, d: stati.nome }).from(stati),
    await tx.select({ c: nazionalita.codice, d: nazionalita.descrizione }).from(nazionalita),
  ];
  // Departure areas and states share two-letter codes (IT): the purchase names each by its own table.
  return new Map([...g, ...s, ...n].map((r) => [r.c, r.d]));
}

export type { DatiAdesione };
