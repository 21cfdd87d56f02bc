import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carrelloItems, pacchetti, prodotti, users } from '../../../db/schema';
import { notFound, badRequest } from '../../../errors';
import { registraDichiarazione } from '../dichiarazioni/registraDichiarazione';
import { entroILimiti } from './limiti';
import { CART_MSG } from './messaggi';
import type { ItemValidato } from './validaItem';

/** Items a cart may hold: a cart is a basket for one purchase, not a store of quotes. */
export const CARRELLO_MAX_ITEMS = 50;

export interface Chi {
  userId: number;
  impersonatoreId: number | null;
  distributoreId: number | null;
}

const dichiarazioneDi = (item: ItemValidato) => ({
  adeguatezza: item.dati.parametriDichiarazione?.adeguatezza === true,
  checkPolizza: item.dati.parametriDichiarazione?.checkPolizza === true,
  checkPrivacy: item.dati.parametriDichiarazione?.checkPrivacy === true,
});

/**
 * Adds a validated item with its demands-and-needs record, in one transaction. The user's row is
 * locked first so that concurrent adds from two tabs cannot pass the size limit together.
 */
export async function aggiungiItem(db: Db, chi: Chi, item: ItemValidato): Promise<number>;
/**
 * With `prima` (the multi-policy import): called in the transaction once the user is locked; when it
 * answers false (the practice is already imported) nothing is added and the answer is null.
 */
export async function aggiungiItem(
  db: Db,
  chi: Chi,
  item: ItemValidato,
  prima: (tx: Db) => Promise<boolean>,
): Promise<number | null>;
export async function aggiungiItem(
  db: Db,
  chi: Chi,
  item: ItemValidato,
  prima?: (tx: Db) => Promise<boolean>,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${chi.userId} for update`);
    if (prima && !(await prima(tx))) return null;
    const [n] = await tx
      .select({ n: count() })
      .from(carrelloItems)
      .where(eq(carrelloItems.userId, chi.userId));
    if ((n?.n ?? 0) >= CARRELLO_MAX_ITEMS)
      throw badRequest('carrello.carrelloPieno', CART_MSG.carrelloPieno(CARRELLO_MAX_ITEMS));
    const dichiarazioneId = await registraDichiarazione(
      tx,
      chi,
      item.dati.pacchettoID,
      dichiarazioneDi(item),
    );
    const [row] = await tx
      .insert(carrelloItems)
      .values({
        userId: chi.userId,
        distributoreId: chi.distributoreId,
        pacchettoId: item.dati.pacchettoID,
        dati: item.dati,
        totali: item.totali,
        dichiarazioneId,
      })
      .returning({ id: carrelloItems.id });
    await entroILimiti(tx, chi.userId, 'carrello');
    return row!.id;
  });
}

/**
 * Saves an item being edited. The declarations given with this save are a new record (the old one
 * stays, as evidence of what was declared then); an item not the caller's is a 404.
 */
export async function aggiornaItem(db: Db, chi: Chi, itemId: number, item: ItemValidato): Promise<void> {
  await db.transaction(async (tx) => {
    // As for an add: two tabs saving at once cannot pass a purchase's limits together.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${chi.userId} for update`);
    const [mine] = await tx
      .select({ id: carrelloItems.id })
      .from(carrelloItems)
      .where(and(eq(carrelloItems.id, itemId), eq(carrelloItems.userId, chi.userId)))
      .for('update');
    if (!mine) throw notFound(CART_MSG.itemNonTrovato);
    const dichiarazioneId = await registraDichiarazione(
      tx,
      chi,
      item.dati.pacchettoID,
      dichiarazioneDi(item),
    );
    await tx
      .update(carrelloItems)
      .set({
        pacchettoId: item.dati.pacchettoID,
        dati: item.dati,
        totali: item.totali,
        dichiarazioneId,
        updatedAt: new Date(),
      })
      .where(eq(carrelloItems.id, itemId));
    await entroILimiti(tx, chi.userId, 'carrello');
  });
}

/** Removes one of the caller's items; false when there was none. */
export async function eliminaItem(db: Db, userId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .delete(carrelloItems)
    .where(and(eq(carrelloItems.id, itemId), eq(carrelloItems.userId, userId)))
    .returning({ id: carrelloItems.id });
  return rows.length > 0;
}

export async function svuotaCarrello(db: Db, userId: number): Promise<number> {
  const rows = await db
    .delete(carrelloItems)
    .where(eq(carrelloItems.userId, userId))
    .returning({ id: carrelloItems.id });
  return rows.length;
}

/** The caller's items, oldest first, with the names of their packages and supplementary policies. */
export async function itemsDi(db: Db, userId: number) {
  const rows = await db
    .select({
      id: carrelloItems.id,
      dati: carrelloItems.dati,
      totali: carrelloItems.totali,
      pacchettoId: carrelloItems.pacchettoId,
      pacchetto: pacchetti.nome,
      prodottoId: pacchetti.prodottoId,
      nomeProdotto: prodotti.nome,
      descrizioneSintetica: pacchetti.descrizioneSintetica,
    })
    .from(carrelloItems)
    .innerJoin(pacchetti, eq(pacchetti.id, carrelloItems.pacchettoId))
    .innerJoin(prodotti, eq(prodotti.id, pacchetti.prodottoId))
    .where(eq(carrelloItems.userId, userId))
    .orderBy(asc(carrelloItems.id));
  const collegati = [
    ...new Set(rows.flatMap((r) => (r.dati.prodottiCollegati ?? []).map((c) => c.pacchettoID))),
  ];
  const nomi = new Map(
    collegati.length === 0
      ? []
      : (
          await db
            .select({ id: pacchetti.id, nome: pacchetti.nome })
            .from(pacchetti)
            .where(inArray(pacchetti.id, collegati))
        ).map((p) => [p.id, p.nome]),
  );
  return { rows, nomi };
}

/** Only the count, for the navigation bar's cart icon. */
export async function contaItems(db: Db, userId: number): Promise<number> {
  const [n] = await db.select({ n: count() }).from(carrelloItems).where(eq(carrelloItems.userId, userId));
  return n?.n ?? 0;
}
