import type { DatiViaggio } from '../../../../schemas/types';
import type { Db } from '../../../db/client';
import type { carrelloItems } from '../../../db/schema';
import { AppError } from '../../../errors';
import { validaItem, type ItemValidato } from '../../carrello/cart/validaItem';
import { conLettureCondivise } from '../../carrello/lettureCondivise';
import type { Venditore } from '../../carrello/offerte';
import { oggi } from '../../carrello/prezzi';

type Item = typeof carrelloItems.$inferSelect;

/** An item validated and priced, or the refusal to show for it. */
export type Esito = { validato: ItemValidato } | { errore: AppError };

/** The item as saved: a new save (a new demands-and-needs record) or any change of its data is another. */
const versioneDi = (item: Item) => `${item.pacchettoId}:${item.dichiarazioneId}:${JSON.stringify(item.dati)}`;

/**
 * An item whose participants are a document: the document is a file of its own, which its owner may
 * delete meanwhile, so it is checked again in the transaction (one typed participant: little work).
 */
const conDocumento = (item: Item) => String(item.dati.immaginePartecipanti ?? '') !== '';

/** Both "todays" the validation reads: the portal's (Europe/Rome) and the server's (birth dates). */
const giorno = (d: Date) => `${oggi(d)}/${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

async function valida(db: Db, v: Venditore, userId: number, item: Item, now: Date): Promise<Esito> {
  try {
    return {
      validato: await validaItem(db, v, userId, { ...item.dati, itemID: item.id } as DatiViaggio, now),
    };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    return { errore: error };
  }
}

export interface ValidazioniInAnticipo {
  /** The outcome for `item` (locked by the caller's transaction `tx`) as `v` sells at `now`. */
  esito(tx: Db, v: Venditore, item: Item, now: Date): Promise<Esito>;
}

/**
 * The purchase validates and prices every item again (spec 2 §4), which for a big group is most of
 * its work. Done here, before its transaction, that work no longer holds the embedded database (one
 * session: a transaction holds every other request off) nor the buyer's locks; the transaction then
 * takes the outcome of an item still exactly as validated, sold alike, on the same day, and
 * validates anew only an item saved meanwhile (another tab) or with a participants document, or all
 * of them when the seller changed or midnight passed.
 */
export async function validaInAnticipo(
  db: Db,
  venditore: Venditore,
  userId: number,
  items: Item[],
  now: Date,
): Promise<ValidazioniInAnticipo> {
  const prove = new Map<number, { versione: string; esito: Esito }>();
  // The catalogue's reads shared by the items (one package's product, rules, geography): read once.
  await conLettureCondivise(async () => {
    for (const item of items)
      prove.set(item.id, {
        versione: versioneDi(item),
        esito: await valida(db, venditore, userId, item, now),
      });
  });
  const come = `${giorno(now)}/${JSON.stringify(venditore)}`;
  return {
    esito(tx, v, item, adesso) {
      const prova = prove.get(item.id);
      if (
        prova &&
        !conDocumento(item) &&
        prova.versione === versioneDi(item) &&
        `${giorno(adesso)}/${JSON.stringify(v)}` === come
      )
        return Promise.resolve(prova.esito);
      return valida(tx, v, userId, item, adesso);
    },
  };
}
