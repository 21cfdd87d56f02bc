import { letturaCatalogo } from './catalogueCache';
import { and, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import {
  distributori,
  fornitori,
  anagrafiche,
  categorie,
  pacchetti,
  pacchettiDistributori,
  prodotti,
} from '../../db/schema';
import { likePattern } from '../../lists';
import { keptRead } from '../../db/keptRead';

/**
 * Who is selling: the caller's distributor and its network. Back-office users without a distributor
 * see the whole catalogue, without commissions; any other user sells nothing.
 */
export interface Venditore {
  distributoreId: number | null;
  networkId: number | null;
  tutto: boolean;
}

/**
 * The distributor's network and state, kept as the user info is (server/db/keptRead.ts): migration
 * 0032's trigger moves `versione_utenti` with every write of `distributori`, which only back office
 * makes; every sale route asks this first, and on a server it was a round trip of its own.
 */
const keptDistributore = keptRead<{ networkId: number | null; stato: string } | null>({
  name: 'venditore',
  max: 10_000,
  ttlMs: 5 * 60_000,
  dependsOn: ['distributori'],
});

/**
 * `versioneUtenti` is the one the request read with its session (AuthContext): with it the answer may
 * come from what this process keeps; without it (inside a transaction, which must see its own reads)
 * the row is read.
 */
export async function venditoreDi(
  db: Db,
  user: Principal,
  versioneUtenti: number | null = null,
): Promise<Venditore> {
  const distributoreId = user.distributoreId;
  if (distributoreId === null) {
    return { distributoreId: null, networkId: null, tutto: user.backOffice || user.superAdmin };
  }
  const d = await keptDistributore(db, String(distributoreId), versioneUtenti, async () => {
    const [row] = await db
      .select({ networkId: distributori.networkId, stato: distributori.stato })
      .from(distributori)
      .where(eq(distributori.id, distributoreId));
    return row ?? null;
  });
  return venditoreDelDistributore(distributoreId, d ?? undefined);
}

/** `venditoreDi` of a distributor's user, from the distributor's row (`d`) read by the caller. */
export function venditoreDelDistributore(
  distributoreId: number,
  d: { networkId: number | null; stato: string } | undefined,
): Venditore {
  return {
    distributoreId: d?.stato === 'attivo' ? distributoreId : null,
    networkId: d?.stato === 'attivo' ? (d.networkId ?? null) : null,
    tutto: false,
  };
}

/** A package the caller may sell, with the caller's commission resolved. */
export interface Offerta {
  id: number;
  codice: string;
  nome: string;
  prodottoId: number;
  nomeProdotto: string;
  fornitore: string;
  logo: string | null;
  categoriaId: number;
  categoriaImmagine: string | null;
  immagine: string | null;
  tipologiaPolizzaId: number;
  etichettaAlloggioId: number | null;
  descrizioneSintetica: string;
  descrizioneEstesa: string;
  tariffa: unknown;
  caricaImmagine: boolean;
  abilitaDatiVolo: boolean;
  soloIntegrativa: boolean;
  commissione: number | null;
  tipoCommissioneID: number | null;
  commissioneEred: number | null;
  tipoCommissioneEredID: number | null;
}

export interface FiltroOfferte {
  ids?: readonly number[];
  categoriaId?: number;
  /** Leave out the packages sold only as supplementary policies. */
  senzaIntegrative?: boolean;
  /** Case-insensitive substring of the package name. */
  testo?: string;
}

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * The packages the seller may sell (pacchetti_distributori, spec 2 §7 "each answers only for packages
 * the asking distributor may sell"): its own rows, else its network's, whose commission it inherits.
 * A member agency also carries the network's share (commissioneEred) of the network's row.
 */
async function offerteDaDb(db: Db, v: Venditore, filtro: FiltroOfferte = {}): Promise<Offerta[]> {
  if (!v.tutto && v.distributoreId === null) return [];
  if (filtro.ids && filtro.ids.length === 0) return [];
  const own = alias(pacchettiDistributori, 'own');
  const net = alias(pacchettiDistributori, 'net');
  const conditions: Array<SQL | undefined> = [eq(pacchetti.attivo, true)];
  if (!v.tutto) conditions.push(or(isNotNull(own.pacchettoId), isNotNull(net.pacchettoId)));
  if (filtro.ids) conditions.push(inArray(pacchetti.id, [...filtro.ids]));
  if (filtro.categoriaId !== undefined) conditions.push(eq(pacchetti.categoriaId, filtro.categoriaId));
  if (filtro.senzaIntegrative) conditions.push(eq(pacchetti.soloIntegrativa, false));
  if (filtro.testo) conditions.push(ilike(pacchetti.nome, likePattern(filtro.testo, 'contains')));

  const rows = await db
    .select({
      id: pacchetti.id,
      codice: pacchetti.codice,
      nome: pacchetti.nome,
      prodottoId: pacchetti.prodottoId,
      nomeProdotto: prodotti.nome,
      fornitore: anagrafiche.ragioneSociale,
      logo: prodotti.logo,
      categoriaId: pacchetti.categoriaId,
      categoriaImmagine: categorie.immagine,
      immagine: pacchetti.immagine,
      tipologiaPolizzaId: pacchetti.tipologiaPolizzaId,
      etichettaAlloggioId: pacchetti.etichettaAlloggioId,
      descrizioneSintetica: pacchetti.descrizioneSintetica,
      descrizioneEstesa: pacchetti.descrizioneEstesa,
      tariffa: pacchetti.tariffa,
      caricaImmagine: pacchetti.caricaImmagine,
      abilitaDatiVolo: pacchetti.abilitaDatiVolo,
      soloIntegrativa: pacchetti.soloIntegrativa,
      ownTipo: own.tipoCommissioneId,
      ownCommissione: own.commissione,
      netTipo: net.tipoCommissioneId,
      netCommissione: net.commissione,
      netTipoEred: net.tipoCommissioneEredId,
      netEred: net.commissioneEred,
    })
    .from(pacchetti)
    .innerJoin(prodotti, eq(prodotti.id, pacchetti.prodottoId))
    .innerJoin(fornitori, eq(fornitori.id, prodotti.fornitoreId))
    .innerJoin(anagrafiche, eq(anagrafiche.id, fornitori.anagraficaId))
    .innerJoin(categorie, eq(categorie.id, pacchetti.categoriaId))
    .leftJoin(own, and(eq(own.pacchettoId, pacchetti.id), eq(own.distributoreId, v.distributoreId ?? -1)))
    .leftJoin(net, and(eq(net.pacchettoId, pacchetti.id), eq(net.distributoreId, v.networkId ?? -1)))
    .where(and(...conditions))
    .orderBy(categorie.ordine, pacchetti.ordine, pacchetti.id);

  return rows.map(({ ownTipo, ownCommissione, netTipo, netCommissione, netTipoEred, netEred, ...p }) => {
    const inherits = ownTipo === null && netTipo !== null;
    return {
      ...p,
      commissione: num(inherits ? netCommissione : ownCommissione),
      tipoCommissioneID: inherits ? netTipo : ownTipo,
      commissioneEred: netEred === null ? null : num(netEred),
      tipoCommissioneEredID: netEred === null ? null : netTipoEred,
    };
  });
}

/** One package the seller may sell, or null (the routes answer 404: an unsellable package is invisible). */
export async function offerta(db: Db, v: Venditore, id: number): Promise<Offerta | null> {
  return (await offerte(db, v, { ids: [id] }))[0] ?? null;
}

/** `offerteDaDb`, kept until the catalogue changes (catalogueCache.ts). */
export const offerte = (db: Db, v: Venditore, filtro: FiltroOfferte = {}): Promise<Offerta[]> =>
  letturaCatalogo(db, `offerte:${JSON.stringify([v, filtro])}`, () => offerteDaDb(db, v, filtro));
