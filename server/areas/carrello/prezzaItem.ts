import type { ErroreTotale, Totali } from '../../../schemas/types';
import type { Db } from '../../db/client';
import type { ViaggioDaPrezzare } from '../../domain/pricing';
import { badRequest, badRequestAll } from '../../errors';
import { codiciItemSconosciuti } from './codiciViaggio';
import { complementariDi } from './dettagli';
import { viaggioDaItem, type ItemDaPrezzare } from './itemDaPrezzare';
import { CARRELLO_MSG } from './messages';
import { offerte, type Venditore } from './offerte';
import { obbligatorieDi, prezzaPacchetto, regolePacchetti } from './prezzaPacchetto';
import { contestoDi, destinazione, type Contesto } from './prezzi';
import { offertaPrincipale } from './service';

export type EsitoTotali =
  | (Totali & { pacchetti: Array<Totali & { pacchettoID: number; pacchetto: string }> })
  | { erroriTotaleCarrello: ErroreTotale[] };

const codice = (v: string | number | null | undefined) => {
  const s = v === null || v === undefined ? '' : String(v).trim();
  return s === '' ? null : s;
};

/**
 * Prices one item (`itemDaPrezzare`): its package, sold on its own, with its own destination, departure
 * area and amount, plus its supplementary policies (the requested ones, and the mandatory ones always),
 * every traveller at their own age. The figures, or the engine's `erroriTotaleCarrello`; a 400 for what
 * is no trip at all (a policy not offered with the package, a code no dropdown offers); a 404 for a
 * package the caller may not sell.
 *
 * @example prezzaItem(db, venditore, itemDaPrezzare(datiViaggio))
 */
export async function prezzaItem(
  db: Db,
  v: Venditore,
  item: ItemDaPrezzare,
  now = new Date(),
): Promise<EsitoTotali> {
  const main = await offertaPrincipale(db, v, item.pacchettoID);
  const links = (await complementariDi(db, [main.id])).get(main.id) ?? [];
  const richiesti = new Map(
    item.prodottiCollegati.filter((c) => c.pacchettoID !== main.id).map((c) => [c.pacchettoID, c]),
  );
  for (const id of richiesti.keys()) {
    if (!links.some((l) => l.complementareId === id))
      throw badRequest('carrello.integrativaNonCollegata', CARRELLO_MSG.integrativaNonCollegata(main.nome));
  }
  for (const id of obbligatorieDi(links)) if (!richiesti.has(id)) richiesti.set(id, { pacchettoID: id });

  const ids = [main.id, ...richiesti.keys()];
  const sellable = new Map((await offerte(db, v, { ids })).map((o) => [o.id, o]));
  for (const id of richiesti.keys()) {
    if (!sellable.has(id))
      throw badRequest('carrello.integrativaNonDisponibile', CARRELLO_MSG.integrativaNonDisponibile);
  }
  const ctx = await contestoDi(db);
  const nomi = new Map([...sellable.values()].map((o) => [o.id, o.nome]));
  const sconosciuti = codiciItemSconosciuti(item, ctx, nomi);
  if (sconosciuti.length > 0) throw badRequestAll(sconosciuti);

  const esito = prezzaPacchetto(
    viaggioDaItem(item, ctx),
    await regolePacchetti(db, ids),
    { offerta: main, viaggio: proprio(ctx, item.statoID, item.nazionalitaID, item.importoViaggio) },
    [...richiesti.values()].map((c) => ({
      offerta: sellable.get(c.pacchettoID)!,
      viaggio: proprio(ctx, codice(c.destinazioneID), codice(c.nazionalitaID), c.importoViaggio),
    })),
    now,
    true,
  );
  return esito.ok
    ? { ...esito.totali, pacchetti: esito.pacchetti }
    : { erroriTotaleCarrello: esito.erroriTotaleCarrello };
}

/** A package's own trip values, over the item's: only those given. */
function proprio(
  ctx: Contesto,
  stato: string | null,
  nazionalita: string | null,
  importo: number | null | undefined,
): Partial<ViaggioDaPrezzare> {
  const o: Partial<ViaggioDaPrezzare> = {};
  if (stato !== null) Object.assign(o, destinazione(stato, null, ctx.geo));
  if (nazionalita !== null) o.nazionalita = nazionalita;
  if (importo !== null && importo !== undefined) o.importoViaggio = importo;
  return o;
}
