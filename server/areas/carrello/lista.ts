import { eq } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { cachedRead, readCacheOf } from '../../db/readCache';
import { DATA_TABLES } from '../../db/tablesRead';
import { preferiti } from '../../db/schema';
import type {
  ConfrontoRichiesta,
  ErroreTotale,
  ParametriViaggio,
  ProdottoLista,
  Totali,
} from '../../../schemas/types';
import { badRequestAll } from '../../errors';
import { codiciParametriSconosciuti } from './codiciViaggio';
import { complementariDi, extraInfoDi, parametriDi } from './dettagli';
import { offerte, venditoreDi, type Offerta, type Venditore } from './offerte';
import { obbligatorieDi, prezzaPacchetto, regolePacchetti } from './prezzaPacchetto';
import { conLettureCondivise } from './lettureCondivise';
import { contestoDi, oggi, viaggioDa } from './prezzi';

/** The favourites pseudo-category ("Prodotti Preferiti") of confrontaProdotti. */
export const CATEGORIA_PREFERITI = -1;

export async function preferitiDi(
  db: Db,
  userId: number,
): Promise<Array<{ id: number; pacchettoId: number }>> {
  return db
    .select({ id: preferiti.id, pacchettoId: preferiti.pacchettoId })
    .from(preferiti)
    .where(eq(preferiti.userId, userId))
    .orderBy(preferiti.id);
}

/**
 * Products as the list and the comparison show them, priced for the trip parameters when given.
 * A package with a mandatory supplementary policy is priced together with it (it is added anyway).
 */
export async function listaProdotti(
  db: Db,
  v: Venditore,
  /** The caller's favourite packages, as they are being read. */
  preferitiUtente: Promise<ReadonlySet<number>>,
  list: Offerta[],
  parametri: ParametriViaggio | null | undefined,
  now = new Date(),
): Promise<ProdottoLista[]> {
  const ids = list.map((o) => o.id);
  const [extra, params, compl, favourites] = await Promise.all([
    extraInfoDi(db, ids),
    parametriDi(db, ids),
    complementariDi(db, ids),
    preferitiUtente,
  ]);

  let pricing: ((o: Offerta) => { totali: Totali | null; errori: ErroreTotale[] }) | null = null;
  if (parametri) {
    const ctx = await contestoDi(db);
    // Refused, as the totals and the cart refuse them: an unknown code would be priced at a catch-all zone.
    const sconosciuti = codiciParametriSconosciuti(parametri, ctx);
    if (sconosciuti.length > 0) throw badRequestAll(sconosciuti);
    const viaggio = viaggioDa(parametri, ctx);
    const obbligatorieIds = [...new Set([...compl.values()].flatMap(obbligatorieDi))];
    // A mandatory policy the caller may not sell is left out here; the totals call refuses it.
    const obbligatorie = new Map((await offerte(db, v, { ids: obbligatorieIds })).map((o) => [o.id, o]));
    const regole = await regolePacchetti(db, [...ids, ...obbligatorieIds]);
    pricing = (o) => {
      const integrative = obbligatorieDi(compl.get(o.id) ?? []).flatMap((id) => {
        const offerta = obbligatorie.get(id);
        return offerta ? [{ offerta }] : [];
      });
      const esito = prezzaPacchetto(viaggio, regole, { offerta: o }, integrative, now);
      return esito.ok
        ? { totali: esito.totali, errori: [] }
        : { totali: null, errori: esito.erroriTotaleCarrello };
    };
  }

  return list.map((o) => {
    const priced = pricing?.(o) ?? { totali: null, errori: [] };
    return {
      itemID: o.id,
      pacchettoID: o.id,
      prodottoID: o.prodottoId,
      pacchetto: o.nome,
      nomeProdotto: o.nomeProdotto,
      fornitore: o.fornitore,
      categoriaID: o.categoriaId,
      tipologiaPolizzaID: o.tipologiaPolizzaId,
      logoImageThumb: o.logo,
      categoriaImmagine: o.categoriaImmagine,
      immagine: o.immagine,
      preferito: favourites.has(o.id),
      totali: priced.totali,
      erroriTotaleCarrello: priced.errori,
      commissione: o.commissione,
      tipoCommissioneID: o.tipoCommissioneID,
      commissioneEred: o.commissioneEred,
      tipoCommissioneEredID: o.tipoCommissioneEredID,
      extraInfo: extra.get(o.id) ?? [],
      parametri: params.get(o.id) ?? [],
      caricaImmagine: o.caricaImmagine,
      abilitaDatiVolo: o.abilitaDatiVolo,
    };
  });
}

/**
 * POST confrontaProdotti: the listed packages (search, comparison) or, with an empty list, the whole
 * category — the favourites with categoriaID -1, every package without a category.
 */
export async function confrontaProdotti(
  db: Db,
  v: Venditore,
  userId: number,
  body: ConfrontoRichiesta,
): Promise<ProdottoLista[]> {
  // The caller's own round trip, beside the kept catalogue reads: the list marks the favourites, and
  // the favourites view lists them.
  const favourites = preferitiDi(db, userId).then((rows) => new Set(rows.map((p) => p.pacchettoId)));
  favourites.catch(() => undefined); // awaited below; a catalogue read failing first must not leave it unhandled
  let list: Offerta[];
  if (body.listIDs.length > 0) {
    const order = new Map(body.listIDs.map((id, i) => [id, i]));
    list = (await offerte(db, v, { ids: body.listIDs, senzaIntegrative: true })).sort(
      (a, b) => order.get(a.id)! - order.get(b.id)!,
    );
  } else if (body.categoriaID === CATEGORIA_PREFERITI) {
    list = await offerte(db, v, { ids: [...(await favourites)], senzaIntegrative: true });
  } else {
    list = await offerte(db, v, {
      senzaIntegrative: true,
      ...(body.categoriaID != null ? { categoriaId: body.categoriaID } : {}),
    });
  }
  return listaProdotti(db, v, favourites, list, body.parametri);
}

const confrontoCache = (db: Db) =>
  readCacheOf<ProdottoLista[]>(db, 'confrontaProdotti', { max: 1_000, ttlMs: 60_000 });

/**
 * confrontaProdotti for the caller, kept until the catalogue, the caller's distributor or favourites
 * change (any data table is written). Prices depend on the day (Rome), which is part of the key.
 */
export async function confrontaProdottiPer(
  db: Db,
  user: Principal,
  body: ConfrontoRichiesta,
  versioneUtenti: number | null = null,
): Promise<ProdottoLista[]> {
  const key = JSON.stringify([user.id, user.distributoreId, user.backOffice, user.superAdmin, oggi(), body]);
  return cachedRead(confrontoCache(db), key, async () => ({
    // One read of the catalogue's version for the request's several catalogue reads.
    value: await conLettureCondivise(async () =>
      confrontaProdotti(db, await venditoreDi(db, user, versioneUtenti), user.id, body),
    ),
    dependsOn: DATA_TABLES,
  }));
}
