import { condivisa } from './lettureCondivise';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categorie, etichetteAlloggio, pacchetti, pacchettiUlterioriDati, preferiti } from '../../db/schema';
import type { ParametroConfronto } from '../../../schemas/types';
import { sanitizeHtml } from '../../domain/catalogo/sanitizeHtml';
import { badRequest, notFound } from '../../errors';
import {
  catalogoParametri,
  complementariDi,
  destinazioniDi,
  extraInfoDi,
  geografia,
  nazionalitaDi,
  parametriDi,
  testiCarrelloDi,
} from './dettagli';
import { CARRELLO_MSG } from './messages';
import { offerta, offerte, type Offerta, type Venditore } from './offerte';
import { tariffaDi } from './prezzi';

/** The package, or the 404 that hides a package the caller may not sell. */
async function offertaOppure404DaDb(db: Db, v: Venditore, id: number): Promise<Offerta> {
  const o = await offerta(db, v, id);
  if (!o) throw notFound(CARRELLO_MSG.pacchettoNonDisponibile);
  return o;
}

/**
 * A package the caller may sell on its own: a supplementary-only one (`soloIntegrativa`) is sold only
 * with a package it is offered with, so it has no product page, no quote and no cart item of its own.
 */
export async function offertaPrincipale(db: Db, v: Venditore, id: number): Promise<Offerta> {
  const o = await offertaOppure404(db, v, id);
  if (o.soloIntegrativa) throw badRequest('carrello.soloIntegrativa', CARRELLO_MSG.soloIntegrativa(o.nome));
  return o;
}

/** Categories with at least one package the caller may sell, in their order, with that count. */
export async function categorieVisibili(db: Db, v: Venditore) {
  const counts = new Map<number, number>();
  for (const o of await offerte(db, v, { senzaIntegrative: true }))
    counts.set(o.categoriaId, (counts.get(o.categoriaId) ?? 0) + 1);
  const rows = await db
    .select()
    .from(categorie)
    .where(eq(categorie.attiva, true))
    .orderBy(asc(categorie.ordine));
  return rows
    .filter((c) => counts.has(c.id))
    .map((c) => ({
      itemID: c.id,
      categoria: c.nome,
      descrizione: c.descrizione,
      image: c.immagine,
      classeFronte: c.classeFronte,
      classeRetro: c.classeRetro,
      ordine: c.ordine,
      numeroProdotti: counts.get(c.id)!,
    }));
}

export async function prodottiCategoria(db: Db, v: Venditore, categoriaId: number) {
  return (await offerte(db, v, { categoriaId, senzaIntegrative: true })).map((o) => ({
    itemID: o.id,
    pacchettoID: o.id,
    prodottoID: o.prodottoId,
    pacchetto: o.nome,
  }));
}

export async function cercaProdotti(db: Db, v: Venditore, testo: string | undefined) {
  const t = testo?.trim();
  return (await offerte(db, v, { senzaIntegrative: true, ...(t ? { testo: t } : {}) })).map((o) => ({
    value: o.id,
    text: o.nome,
  }));
}

export async function parametriPacchetto(
  db: Db,
  v: Venditore,
  pacchettoId?: number,
): Promise<ParametroConfronto[]> {
  if (pacchettoId === undefined) return catalogoParametri(db);
  await offertaOppure404(db, v, pacchettoId);
  return (await parametriDi(db, [pacchettoId])).get(pacchettoId) ?? [];
}

/** spec 2 §3 "Product detail", with the seller's commission and the comparison rows. */
async function dettaglioProdottoDaDb(db: Db, v: Venditore, id: number) {
  const o = await offertaPrincipale(db, v, id);
  // Kept catalogue reads answer from memory once the request has read the catalogue's version; the
  // rest go to the database side by side (a pool runs them at once), not one after the other.
  const [extra, params, testi, naz, geo, [chiede], ulteriori, etichetta] = await Promise.all([
    extraInfoDi(db, [id]),
    parametriDi(db, [id]),
    testiCarrelloDi(db, [id]),
    nazionalitaDi(db, [id]),
    geografia(db),
    db.select({ richiedeEmail: pacchetti.richiedeEmail }).from(pacchetti).where(eq(pacchetti.id, id)),
    db
      .select({
        itemID: pacchettiUlterioriDati.id,
        descrizione: pacchettiUlterioriDati.descrizione,
        tipo: pacchettiUlterioriDati.tipo,
        obbligatorio: pacchettiUlterioriDati.obbligatorio,
      })
      .from(pacchettiUlterioriDati)
      .where(eq(pacchettiUlterioriDati.pacchettoId, id))
      .orderBy(asc(pacchettiUlterioriDati.ordine), asc(pacchettiUlterioriDati.id)),
    o.etichettaAlloggioId === null
      ? null
      : db
          .select()
          .from(etichetteAlloggio)
          .where(eq(etichetteAlloggio.id, o.etichettaAlloggioId))
          .then((r) => r[0]?.descrizione ?? null),
  ]);
  const ammesse = naz.ammesse.get(id);
  return {
    itemID: o.id,
    pacchettoID: o.id,
    prodottoID: o.prodottoId,
    pacchetto: o.nome,
    nomeProdotto: o.nomeProdotto,
    fornitore: o.fornitore,
    descrizioneSintetica: sanitizeHtml(o.descrizioneSintetica),
    descrizioneEstesa: sanitizeHtml(o.descrizioneEstesa),
    destinazioni: destinazioniDi(tariffaDi(o), geo),
    nazionalita: ammesse ? naz.tutte.filter((n) => ammesse.includes(n.codice)) : naz.tutte,
    testiCarrello: testi.get(id) ?? [],
    categoriaID: o.categoriaId,
    tipologiaPolizzaID: o.tipologiaPolizzaId,
    etichettaAlloggioID: o.etichettaAlloggioId,
    etichettaAlloggio: etichetta,
    caricaImmagine: o.caricaImmagine,
    abilitaDatiVolo: o.abilitaDatiVolo,
    richiedeEmail: chiede?.richiedeEmail ?? false,
    ulterioriDati: ulteriori,
    extraInfo: extra.get(id) ?? [],
    parametri: params.get(id) ?? [],
    logoImageThumb: o.logo,
    categoriaImmagine: o.categoriaImmagine,
    immagine: o.immagine,
    commissione: o.commissione,
    tipoCommissioneID: o.tipoCommissioneID,
    commissioneEred: o.commissioneEred,
    tipoCommissioneEredID: o.tipoCommissioneEredID,
  };
}

/** The supplementary policies of a package that the caller may also sell. */
async function complementariProdottoDaDb(db: Db, v: Venditore, id: number) {
  await offertaOppure404(db, v, id);
  const links = (await complementariDi(db, [id])).get(id) ?? [];
  const ids = links.map((l) => l.complementareId);
  const sellable = new Map((await offerte(db, v, { ids })).map((o) => [o.id, o]));
  const [extra, testi, naz, geo] = await Promise.all([
    extraInfoDi(db, ids),
    testiCarrelloDi(db, ids),
    nazionalitaDi(db, ids),
    geografia(db),
  ]);
  return links.flatMap((l) => {
    const o = sellable.get(l.complementareId);
    if (!o) return [];
    const ammesse = naz.ammesse.get(o.id);
    return [
      {
        pacchettoID: o.id,
        prodottoID: o.prodottoId,
        pacchetto: o.nome,
        descrizioneSintetica: sanitizeHtml(o.descrizioneSintetica),
        descrizioneEstesa: sanitizeHtml(o.descrizioneEstesa),
        testiCarrello: testi.get(o.id) ?? [],
        obbligatoria: l.obbligatoria,
        destinazioni: destinazioniDi(tariffaDi(o), geo),
        nazionalita: ammesse ? naz.tutte.filter((n) => ammesse.includes(n.codice)) : naz.tutte,
        extraInfo: extra.get(o.id) ?? [],
        commissione: o.commissione,
        tipoCommissioneID: o.tipoCommissioneID,
      },
    ];
  });
}

/** Toggles a favourite of the user on a package it may sell; returns whether it is now a favourite. */
export async function togglePreferito(
  db: Db,
  v: Venditore,
  userId: number,
  pacchettoId: number,
): Promise<boolean> {
  await offertaOppure404(db, v, pacchettoId);
  const removed = await db
    .delete(preferiti)
    .where(and(eq(preferiti.userId, userId), eq(preferiti.pacchettoId, pacchettoId)))
    .returning({ id: preferiti.id });
  if (removed.length > 0) return false;
  await db.insert(preferiti).values({ userId, pacchettoId }).onConflictDoNothing();
  return true;
}

/** `offertaOppure404DaDb`, shared inside `conLettureCondivise` (lettureCondivise.ts). */
export const offertaOppure404 = (db: Db, v: Venditore, id: number): Promise<Offerta> =>
  condivisa(`offertaOppure404:${JSON.stringify(v)}:${id}`, () => offertaOppure404DaDb(db, v, id));

/** `dettaglioProdottoDaDb`, shared inside `conLettureCondivise` (lettureCondivise.ts). */
export const dettaglioProdotto = (
  db: Db,
  v: Venditore,
  id: number,
): ReturnType<typeof dettaglioProdottoDaDb> =>
  condivisa(`dettaglioProdotto:${JSON.stringify(v)}:${id}`, () => dettaglioProdottoDaDb(db, v, id));

/** `complementariProdottoDaDb`, shared inside `conLettureCondivise` (lettureCondivise.ts). */
export const complementariProdotto = (
  db: Db,
  v: Venditore,
  id: number,
): ReturnType<typeof complementariProdottoDaDb> =>
  condivisa(`complementariProdotto:${JSON.stringify(v)}:${id}`, () => complementariProdottoDaDb(db, v, id));
