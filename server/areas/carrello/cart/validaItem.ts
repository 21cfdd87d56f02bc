import { and, eq } from 'drizzle-orm';
import type { DatiViaggio, Volo } from '../../../../schemas/types';
import type { Db } from '../../../db/client';
import { files, type TotaliCarrello } from '../../../db/schema';
import { badRequestAll, type ErrorMessage } from '../../../errors';
import { validaComplementari } from '../complementari/validaComplementari';
import { validaDichiarazione } from '../dichiarazioni/registraDichiarazione';
import type { Venditore } from '../offerte';
import { validaPartecipanti } from '../partecipanti/validaPartecipanti';
import { itemDaPrezzare } from '../itemDaPrezzare';
import { prezzaItem } from '../prezzaItem';
import { complementariProdotto, dettaglioProdotto } from '../service';
import { validaUlterioriDati } from '../ulterioriDati/validaUlterioriDati';
import { codificaDatiExtra, voliDa } from '../voli/validaVoli';
import { MAX_PARTECIPANTI_ITEM, partecipantiDichiarati, TESTO_LIMITI } from './limiti';
import { CODICE_DATI_NON_VALIDI } from './messaggi';
import { testiSuUnaRiga } from './testiSuUnaRiga';

/** What the cart keeps of an item: the trip data as validated, without the client's own fields. */
export type DatiCarrello = Omit<DatiViaggio, 'itemID' | 'totali' | 'inModifica' | 'complementari'>;

export interface ItemValidato {
  dati: DatiCarrello;
  /** The item's totals and each priced package's. */
  totali: TotaliCarrello;
  /** Name of the package, for messages and the cart card. */
  pacchetto: string;
  /** The insured flights as the schedule has them. */
  voli: Volo[];
}

const DATA_MASSIMA = '2099-12-31';

const errore = (text: string): ErrorMessage => ({ code: CODICE_DATI_NON_VALIDI, text, type: 'error' });

/**
 * The whole cart item checked again on the server (issue 10: client totals are never trusted): the
 * package sellable by this distributor, the declarations, the participants against the package's
 * extra-info rules, the further data against the package's own definitions, the flights against the
 * schedule, the supplementary policies against those offered, and the price computed here (the one
 * pricing input, `itemDaPrezzare`: each traveller at their own age). Free texts are checked and kept
 * as one line each (`testiSuUnaRiga`). Every problem is reported at once, one message each; nothing is
 * stored unless all pass.
 */
export async function validaItem(
  db: Db,
  v: Venditore,
  userId: number,
  inviati: DatiViaggio,
  now = new Date(),
): Promise<ItemValidato> {
  const dati = testiSuUnaRiga(inviati);
  const prodotto = await dettaglioProdotto(db, v, dati.pacchettoID);
  const offerti = await complementariProdotto(db, v, dati.pacchettoID);
  const messaggi: string[] = [];

  messaggi.push(...validaDichiarazione(dati.parametriDichiarazione ?? null));
  // Spec 2 §5: the date pickers stop at 31 Dec 2099; a trip past it is a typing error, not a trip.
  const date = [dati.parametri.inizioViaggio, dati.parametri.fineViaggio].map((d) =>
    String(d ?? '').slice(0, 10),
  );
  if (date.some((d) => d > DATA_MASSIMA))
    messaggi.push('Le date del viaggio non possono superare il 31/12/2099');

  const immagine = await immagineDelUtente(db, userId, dati.immaginePartecipanti);
  if (dati.immaginePartecipanti != null && immagine === null)
    messaggi.push('Il file dei partecipanti non è più disponibile: caricalo di nuovo');
  if (immagine !== null && !prodotto.caricaImmagine)
    messaggi.push('Questo prodotto non prevede il caricamento di un file dei partecipanti');
  const persone = partecipantiDichiarati(dati.partecipanti, dati.parametri.numeroPartecipanti);
  // Past the cap the item is refused whatever its travellers' details: one message, not 20 about them.
  if (persone > MAX_PARTECIPANTI_ITEM) messaggi.push(TESTO_LIMITI.partecipanti(persone));
  else messaggi.push(...validaPartecipanti({ ...dati, immaginePartecipanti: immagine }, prodotto, now));

  const ulteriori = validaUlterioriDati(dati.ulterioriDati ?? null, prodotto.ulterioriDati ?? []);
  messaggi.push(...ulteriori.errori);

  const voli = dati.datiExtra ? voliDa(dati.datiExtra) : { voli: [], errori: [] };
  messaggi.push(...voli.errori);
  if (!prodotto.abilitaDatiVolo && voli.voli.length > 0)
    messaggi.push('Questo prodotto non prevede la copertura dei voli');

  messaggi.push(...validaComplementari(dati.prodottiCollegati ?? [], offerti));

  if (messaggi.length > 0) throw badRequestAll(messaggi.map(errore));

  // The item is priced as the product page quoted it: the same input, its travellers at their ages.
  const daPrezzare = itemDaPrezzare(dati);
  const esito = await prezzaItem(db, v, daPrezzare, now);
  if ('erroriTotaleCarrello' in esito) {
    throw badRequestAll(
      esito.erroriTotaleCarrello.map((e) => ({
        code: e.codice,
        text: e.data?.pacchetto ? `${e.descrizione}: ${e.data.pacchetto}` : e.descrizione,
        type: 'error' as const,
      })),
    );
  }
  const perPacchetto = esito.pacchetti;
  // Mandatory policies are priced even when the client left them out: the cart keeps what it priced.
  const prezzati = new Set(perPacchetto.map((p) => p.pacchettoID));
  const richiesti = new Map((dati.prodottiCollegati ?? []).map((c) => [c.pacchettoID, c]));
  const collegati = perPacchetto
    .filter((p) => p.pacchettoID !== prodotto.pacchettoID && prezzati.has(p.pacchettoID))
    .map((p) => richiesti.get(p.pacchettoID) ?? { pacchettoID: p.pacchettoID });

  return {
    pacchetto: prodotto.pacchetto,
    voli: voli.voli,
    totali: esito,
    dati: {
      pacchettoID: prodotto.pacchettoID,
      parametri: daPrezzare.parametri,
      note: dati.note?.trim() || null,
      riferimentoPratica: dati.riferimentoPratica?.trim() || null,
      partecipanti: dati.partecipanti ?? [],
      immaginePartecipanti: immagine,
      tesseraSingola: immagine === null && dati.tesseraSingola === true,
      parametriDichiarazione: {
        adeguatezza: dati.parametriDichiarazione?.adeguatezza ?? null,
        checkPolizza: dati.parametriDichiarazione?.checkPolizza === true,
        checkPrivacy: dati.parametriDichiarazione?.checkPrivacy === true,
      },
      prodottiCollegati: collegati,
      ulterioriDati: ulteriori.dati,
      datiExtra: voli.voli.length > 0 ? codificaDatiExtra(voli.voli) : null,
    },
  };
}

/** The uploaded participants file, when it is the caller's own; its id as text, as the client holds it. */
async function immagineDelUtente(
  db: Db,
  userId: number,
  id: DatiViaggio['immaginePartecipanti'],
): Promise<string | null> {
  if (id === null || id === undefined || id === '') return null;
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) return null;
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.id, n),
        eq(files.ownerKind, 'user'),
        eq(files.ownerId, userId),
        eq(files.tipo, 'immaginePartecipanti'),
      ),
    );
  return row ? String(row.id) : null;
}
