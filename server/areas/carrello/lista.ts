import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preferiti } from '../../db/schemaCatalogo';
import type { ErroreTotale } from '../../domain/pricing';
import {
  complementariDi,
  extraInfoDi,
  geografia,
  nazionalitaDi,
  parametriDi,
  type ExtraInfoApi,
  type ParametroApi,
} from './dettagli';
import { offerte, type Offerta, type Venditore } from './offerte';
import {
  daPrezzare,
  fasceDiEta,
  prezza,
  totaliInEuro,
  viaggioDa,
  type ParametriViaggioApi,
  type TotaliEuro,
} from './prezzi';

/** spec 2 §3 "Product in list". */
export interface ProdottoLista {
  itemID: number;
  pacchettoID: number;
  prodottoID: number;
  pacchetto: string;
  nomeProdotto: string;
  fornitore: string;
  categoriaID: number;
  tipologiaPolizzaID: number;
  logoImageThumb: string | null;
  categoriaImmagine: string | null;
  immagine: string | null;
  preferito: boolean;
  totali: TotaliEuro | null;
  erroriTotaleCarrello: ErroreTotale[];
  commissione: number | null;
  tipoCommissioneID: number | null;
  commissioneEred: number | null;
  tipoCommissioneEredID: number | null;
  extraInfo: ExtraInfoApi[];
  parametri: ParametroApi[];
  caricaImmagine: boolean;
  abilitaDatiVolo: boolean;
}

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
  userId: number,
  list: Offerta[],
  parametri: ParametriViaggioApi | null | undefined,
  now = new Date(),
): Promise<ProdottoLista[]> {
  const ids = list.map((o) => o.id);
  const [extra, params, naz, compl] = [
    await extraInfoDi(db, ids),
    await parametriDi(db, ids),
    await nazionalitaDi(db, ids),
    await complementariDi(db, ids),
  ];
  const favourites = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .select({ pacchettoId: preferiti.pacchettoId })
            .from(preferiti)
            .where(and(eq(preferiti.userId, userId), inArray(preferiti.pacchettoId, ids)))
        ).map((r) => r.pacchettoId),
  );

  let pricing: ((o: Offerta) => { totali: TotaliEuro | null; errori: ErroreTotale[] }) | null = null;
  if (parametri) {
    const ctx = { geo: await geografia(db), fasce: await fasceDiEta(db) };
    const viaggio = viaggioDa(parametri, ctx);
    const obbligatorieIds = [
      ...new Set(
        [...compl.values()]
          .flat()
          .filter((c) => c.obbligatoria)
          .map((c) => c.complementareId),
      ),
    ];
    const obbligatorie = new Map((await offerte(db, v, { ids: obbligatorieIds })).map((o) => [o.id, o]));
    const extraObb = await extraInfoDi(db, obbligatorieIds);
    const nazObb = await nazionalitaDi(db, obbligatorieIds);
    pricing = (o) => {
      const pkg = daPrezzare(o, extra.get(o.id) ?? [], naz.ammesse.get(o.id));
      if (!pkg) return { totali: null, errori: [] };
      const complementari = (compl.get(o.id) ?? [])
        .filter((c) => c.obbligatoria)
        .flatMap((c) => {
          const oc = obbligatorie.get(c.complementareId);
          const p = oc && daPrezzare(oc, extraObb.get(oc.id) ?? [], nazObb.ammesse.get(oc.id));
          return p ? [p] : [];
        });
      const esito = prezza(viaggio, pkg, complementari, now);
      return esito.ok
        ? { totali: totaliInEuro(esito.totali), errori: [] }
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
  body: { listIDs: number[]; categoriaID?: number | null; parametri?: ParametriViaggioApi | null },
): Promise<ProdottoLista[]> {
  let list: Offerta[];
  if (body.listIDs.length > 0) {
    const order = new Map(body.listIDs.map((id, i) => [id, i]));
    list = (await offerte(db, v, { ids: body.listIDs, senzaIntegrative: true })).sort(
      (a, b) => order.get(a.id)! - order.get(b.id)!,
    );
  } else if (body.categoriaID === CATEGORIA_PREFERITI) {
    const ids = (await preferitiDi(db, userId)).map((p) => p.pacchettoId);
    list = await offerte(db, v, { ids, senzaIntegrative: true });
  } else {
    list = await offerte(db, v, {
      senzaIntegrative: true,
      ...(body.categoriaID != null ? { categoriaId: body.categoriaID } : {}),
    });
  }
  return listaProdotti(db, v, userId, list, body.parametri);
}
