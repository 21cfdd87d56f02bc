import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DatiAdesione, ErroreTotale, EsitoAcquisto } from '../../../../schemas/types';
import type { Db } from '../../../db/client';
import {
  acquisti,
  carrelloItems,
  commercialiDistributori,
  crediti,
  distributori,
  gruppiStato,
  nazionalita,
  pacchetti,
  stati,
  users,
} from '../../../db/schema';
import { badRequest, type AppError } from '../../../errors';
import type { Principal } from '../../../auth/principal';
import { letturaCatalogo } from '../../carrello/catalogueCache';
import { entroILimiti } from '../../carrello/cart/limiti';
import { conLettureCondivise } from '../../carrello/lettureCondivise';
import { venditoreDelDistributore } from '../../carrello/offerte';
import { datiAdesioneDi } from './datiAdesione';
import { emettiItem, type ContestoAcquisto, type PolizzaEmessa } from './emetti';
import { cents } from './importi';
import { validaInAnticipo } from './validaInAnticipo';

/** A second tab pressing Acquista right after the first gets the first's answer, not "empty cart". */
export const RISPOSTA_RECENTE_MS = 2 * 60_000;

export const ACQUISTO_MSG = {
  carrelloVuoto: 'Il carrello è vuoto: non ci sono polizze da acquistare',
  senzaDistributore: 'Solo un utente di un distributore può acquistare polizze',
  distributoreSospeso: 'Il tuo distributore è sospeso: non puoi acquistare polizze. Contatta l’assistenza.',
  distributoreInAttesa:
    'Il tuo distributore è in attesa di approvazione: non puoi ancora acquistare polizze.',
};

/**
 * Only an active distributor buys: back office suspends one (or has not yet approved it) and its
 * users' purchases are refused whole, with the reason, before anything is written.
 */
function rifiutaSeNonAttivo(stato: string | undefined): void {
  if (stato === 'sospeso') throw badRequest('acquisto.distributoreSospeso', ACQUISTO_MSG.distributoreSospeso);
  if (stato !== 'attivo')
    throw badRequest('acquisto.distributoreInAttesa', ACQUISTO_MSG.distributoreInAttesa);
}

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

type Item = typeof carrelloItems.$inferSelect;

/**
 * What a purchase issues. The cart's items by default (`POST adesioni`); the multi-policy import
 * (carrello/importazione) hands its practices as items of its own, so that they are validated,
 * priced and issued by this same code, each recorded as imported in the purchase's transaction.
 */
export interface FonteAcquisto {
  /** The items, oldest first; locked for the purchase when `lock` (the cart's rows). */
  items(db: Db, lock: boolean): Promise<Item[]>;
  /**
   * In the transaction, for an item that passed validation, just before it is issued: the
   * demands-and-needs record to issue it with, or null to leave it out (already issued by another).
   */
  daEmettere(tx: Db, item: Item): Promise<number | null>;
  /** In the transaction: the items issued (the cart deletes them). */
  venduti(tx: Db, ids: number[]): Promise<void>;
  /** The cart's purchase limits and its "just bought" answer apply. */
  carrello: boolean;
  /** Each item's outcome, once the transaction has committed. */
  esiti?: Map<number, 'emesso' | 'giaPresente' | ErroreTotale>;
}

/** The caller's cart, as `POST adesioni` buys it. */
export const fonteCarrello = (userId: number): FonteAcquisto => ({
  items: (db, lock) => itemsDi(db, userId, lock),
  daEmettere: (_tx, item) => Promise.resolve(item.dichiarazioneId),
  venduti: async (tx, ids) => {
    if (ids.length > 0) await tx.delete(carrelloItems).where(inArray(carrelloItems.id, ids));
  },
  carrello: true,
});

/**
 * POST adesioni: buys the caller's whole cart in one transaction (spec 2 §4 "Purchase from cart").
 *
 * Exactly once: the buyer's user row is locked first, so purchases of one user run one after the
 * other; a request with an Idempotency-Key already used answers the stored result, and a request that
 * finds the cart just emptied by a purchase of the last two minutes answers that purchase's result.
 * Per item: every item is validated and priced again now; an item that no longer passes (price rules,
 * dates, package no longer sold…) stays in the cart and is reported in adesioniErrori, the others are
 * issued. All of it — policies, credit movements, the emptied cart, the stored answer, the jobs — commits
 * together or not at all. A cart past a purchase's limits (carrello/cart/limiti.ts) is refused whole.
 *
 * The validation runs just before the transaction (validaInAnticipo.ts) and the transaction writes each
 * kind of row in one statement (emetti.ts): on the embedded database, where an open transaction holds
 * every other request off, a group of 500 held it for seconds.
 */
export async function acquista(
  db: Db,
  chi: Acquirente,
  chiave: string | null,
  dopo: DopoAcquisto | null,
  at?: Date,
  pagaSubito: PagaSubito | null = null,
  fonte: FonteAcquisto = fonteCarrello(chi.user.id),
): Promise<EsitoAcquisto> {
  const user = chi.user;
  if (user.distributoreId === null)
    throw badRequest('acquisto.senzaDistributore', ACQUISTO_MSG.senzaDistributore);
  const distributoreId = user.distributoreId;

  // First, what needs no lock (issue 23 defect 7): the answer to a retry, the limits, the validation
  // and pricing of the items, reference names. The transaction checks again what they depend on.
  if (chiave) {
    const gia = await risultatoPerChiave(db, user.id, chiave);
    if (gia) return gia;
  }
  // The distributor's row once: its state refuses a suspended one, and with its network it is the
  // seller the items are validated as (venditoreDi's read).
  const [riga] = await db
    .select({ stato: distributori.stato, networkId: distributori.networkId })
    .from(distributori)
    .where(eq(distributori.id, distributoreId));
  rifiutaSeNonAttivo(riga?.stato);
  const inCarrello = await fonte.items(db, false);
  if (fonte.carrello) await entroILimiti(db, user.id, 'acquisto');
  const venditore = venditoreDelDistributore(distributoreId, riga);
  // One scope of shared reads for the validation and the names kept with the catalogue: its version
  // is read once outside the transaction.
  const { validazioni, luoghi, nomi } = await conLettureCondivise(async () => ({
    validazioni: await validaInAnticipo(db, venditore, user.id, inCarrello, at ?? new Date()),
    luoghi: await letturaCatalogo(db, 'nomiLuoghi', () => nomiLuoghi(db)),
    nomi: await letturaCatalogo(db, `nomiPacchetti:${idsPacchetti(inCarrello).join(',')}`, () =>
      nomiPacchetti(db, inCarrello),
    ),
  }));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${user.id} for update`);
    // The purchase's moment is taken once its locks are held: a purchase that waited for another
    // of the same user is dated after it (the credit's movements are read in that order).
    let now = at ?? new Date();
    if (chiave) {
      const gia = await risultatoPerChiave(tx, user.id, chiave);
      if (gia) return gia;
    }
    const items = await fonte.items(tx, true);
    if (items.length === 0 && !fonte.carrello)
      return { status: 'ok', data: { adesioni: [], adesioniErrori: [], redirecUrl: null } } as EsitoAcquisto;
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
    // Again on the cart as locked: another tab may have added to it meanwhile.
    if (fonte.carrello) await entroILimiti(tx, user.id, 'acquisto');

    // The distributor's row is the lock of its credit: two users of one agency never spend it twice.
    const [dist] = await tx
      .select({
        codice: distributori.codice,
        pagaSubito: distributori.pagamentoAllAcquisto,
        stato: distributori.stato,
        networkId: distributori.networkId,
      })
      .from(distributori)
      .where(eq(distributori.id, distributoreId))
      .for('update');
    // Suspended meanwhile: nothing is issued (the lock keeps a suspension from landing mid-purchase).
    rifiutaSeNonAttivo(dist?.stato);
    now = at ?? new Date();
    // The purchase's row first: its policies are written already pointing at it.
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
    const ctx: ContestoAcquisto = {
      acquistoId: acquisto!.id,
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
      nomiLuoghi: luoghi,
    };
    // The seller as it is now, from the row just locked: a change since the validation above (another
    // network) makes every item validate again.
    const venditoreOra = venditoreDelDistributore(distributoreId, dist);

    const emesse: PolizzaEmessa[] = [];
    const venduti: number[] = [];
    const errori: ErroreTotale[] = [];
    const esiti = new Map<number, 'emesso' | 'giaPresente' | ErroreTotale>();
    for (const item of items) {
      const esito = await validazioni.esito(tx, venditoreOra, item, now);
      if ('errore' in esito) {
        const errore = erroreDi(
          esito.errore,
          nomi.get(item.pacchettoId) ?? (await nomePacchetto(tx, item.pacchettoId)),
        );
        errori.push(errore);
        esiti.set(item.id, errore);
        continue;
      }
      const dichiarazioneId = await fonte.daEmettere(tx, item);
      if (dichiarazioneId === null) {
        esiti.set(item.id, 'giaPresente');
        continue;
      }
      emesse.push(...(await emettiItem(tx, ctx, esito.validato, dichiarazioneId)));
      venduti.push(item.id);
      esiti.set(item.id, 'emesso');
    }

    await fonte.venduti(tx, venduti);
    const daPagare = dist!.pagaSubito && pagaSubito ? emesse.filter((p) => p.daPagare > 0) : [];
    const importoDaPagare = daPagare.reduce((s, p) => s + p.daPagare, 0);
    const esito: EsitoAcquisto = {
      status: errori.length === 0 ? 'ok' : emesse.length > 0 ? 'warning' : 'ko',
      data: {
        adesioni:
          emesse.length === 0
            ? []
            : await datiAdesioneDi(
                tx,
                emesse.map((p) => p.id),
              ),
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
    if (emesse.length > 0 && dopo) await dopo(tx, acquisto!.id);
    fonte.esiti = esiti;
    return esito;
  });
}

async function risultatoPerChiave(db: Db, userId: number, chiave: string): Promise<EsitoAcquisto | null> {
  const [gia] = await db
    .select({ risultato: acquisti.risultato })
    .from(acquisti)
    .where(and(eq(acquisti.userId, userId), eq(acquisti.chiave, chiave)));
  return gia ? (gia.risultato as EsitoAcquisto) : null;
}

/** The user's cart items, oldest first; locked for the purchase when `lock`. */
function itemsDi(db: Db, userId: number, lock = false) {
  const query = db
    .select()
    .from(carrelloItems)
    .where(eq(carrelloItems.userId, userId))
    .orderBy(asc(carrelloItems.id));
  return lock ? query.for('update') : query;
}

function erroreDi(error: AppError, pacchetto: string): ErroreTotale {
  const messages = 'messages' in error.body ? error.body.messages : [];
  return {
    codice: messages[0]?.code ?? 'acquisto.itemNonValido',
    descrizione: messages.length > 0 ? messages.map((m) => m.text).join('; ') : error.message,
    data: { pacchetto },
  };
}

export async function creditoResiduo(tx: Db, distributoreId: number): Promise<number> {
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
  return (await nomiPacchetti(tx, [{ pacchettoId: id }])).get(id) ?? '';
}

const idsPacchetti = (items: Array<{ pacchettoId: number }>) => [...new Set(items.map((i) => i.pacchettoId))];

/** The names of the items' packages, for the refusals. */
async function nomiPacchetti(db: Db, items: Array<{ pacchettoId: number }>): Promise<Map<number, string>> {
  const ids = idsPacchetti(items);
  if (ids.length === 0) return new Map();
  const righe = await db
    .select({ id: pacchetti.id, nome: pacchetti.nome })
    .from(pacchetti)
    .where(inArray(pacchetti.id, ids));
  return new Map(righe.map((r) => [r.id, r.nome]));
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
