import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { categorie, nazionalita, pacchetti, prodotti } from '../schema';
import { complementariDi, geografia, type Geografia } from '../../areas/carrello/dettagli';
import { offerte, type Offerta } from '../../areas/carrello/offerte';
import {
  obbligatorieDi,
  prezzaPacchetto,
  regolePacchetti,
  type RegolePacchetti,
} from '../../areas/carrello/prezzaPacchetto';
import { daPrezzare, destinazione } from '../../areas/carrello/prezzi';
import { importiDi, type ImportiPolizza } from '../../areas/adesioni/acquisto/importi';
import type { Regole, Tariffa, ViaggioDaPrezzare } from '../../domain/pricing';
import { between, pick, type Random } from './myAreaData';

/**
 * The purchase history of the demo and of seed:volume made of what the shop sells (issue 14, defect 5):
 * each policy is a catalogue package the distributor may sell (pacchetti_distributori, with the
 * network's inheritance), for a trip that package accepts, priced by the same pipeline as
 * `POST carrello/totali` and the purchase (`prezzaPacchetto`, the pricing engine) and stored in the
 * columns the purchase writes (`emetti.ts`). Nothing here computes a premium.
 */

const DAY = 86_400_000;

/** Where the demo's customers mostly go, among the destinations a package covers. */
const METE_FREQUENTI = [
  ...['IT', 'FR', 'ES', 'GR', 'HR', 'PT', 'GB', 'US', 'EG', 'TH', 'JP', 'MV', 'MX'],
  ...['KE', 'AU', 'BR', 'MA', 'IS', 'CA', 'AE'],
];

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** A package as a distributor sells it: the offer with its commission, and what drawing a trip reads. */
export interface PacchettoInVendita {
  offerta: Offerta;
  tipologia: number;
  base: Tariffa['base'];
  /** The package's rules as the engine applies them (extra-info rows over the tariff's own). */
  regole: Regole;
  /** Destination state codes the tariff's zones cover. */
  stati: string[];
  /** The supplementary policies the package always comes with, as this distributor sells them. */
  obbligatorie: Offerta[];
}

/** The catalogue columns a policy copies from its package (as the purchase does). */
export interface ColonnePacchetto {
  pacchettoId: number;
  pacchetto: string;
  pacchettoCodice: string;
  categoria: string;
  fornitoreId: number;
}

/** What the history needs of the catalogue, loaded once. */
export interface Listino {
  /** Every package's catalogue columns, by id. */
  catalogo: Map<number, ColonnePacchetto>;
  regole: RegolePacchetti;
  geo: Geografia;
  /** State and departure-area names by code, as the purchase stores them. */
  nomi: Map<string, string>;
  /** Packages sold as main policies, per distributor id. */
  vendibili: Map<number, PacchettoInVendita[]>;
}

/** The states a tariff's zones cover ("*" or no zones: all of them). */
function statiCoperti(tariffa: Tariffa | undefined, geo: Geografia): string[] {
  const all = [...geo.stati.keys()];
  const zone = tariffa?.zone ?? [];
  if (zone.length === 0 || zone.some((z) => z.stati?.includes('*'))) return all;
  return all.filter((s) =>
    zone.some((z) => z.stati?.includes(s) || z.gruppiStato?.includes(geo.stati.get(s)!.gruppo)),
  );
}

/** The catalogue as the given distributors sell it (their own rows, else their network's). */
export async function caricaListino(
  db: Db,
  distributori: ReadonlyArray<{ id: number; networkId: number | null }>,
): Promise<Listino> {
  const geo = await geografia(db);
  const info = new Map(
    (
      await db
        .select({
          id: pacchetti.id,
          codice: pacchetti.codice,
          nome: pacchetti.nome,
          fornitoreId: prodotti.fornitoreId,
          categoria: categorie.nome,
        })
        .from(pacchetti)
        .innerJoin(prodotti, eq(prodotti.id, pacchetti.prodottoId))
        .innerJoin(categorie, eq(categorie.id, pacchetti.categoriaId))
    ).map((r) => [r.id, r]),
  );
  const ids = [...info.keys()];
  const regole = await regolePacchetti(db, ids);
  const links = await complementariDi(db, ids);
  const nomi = new Map<string, string>([...geo.stati].map(([codice, s]) => [codice, s.nome]));
  for (const r of await db.select().from(nazionalita)) nomi.set(r.codice, r.descrizione);

  const vendibili = new Map<number, PacchettoInVendita[]>();
  for (const d of distributori) {
    const offerti = await offerte(db, { distributoreId: d.id, networkId: d.networkId, tutto: false });
    const byId = new Map(offerti.map((o) => [o.id, o]));
    const list: PacchettoInVendita[] = [];
    for (const o of offerti) {
      if (o.soloIntegrativa) continue;
      const obbligatorie = obbligatorieDi(links.get(o.id) ?? []).map((id) => byId.get(id));
      if (obbligatorie.some((x) => x === undefined)) continue; // not sellable without them
      const prep = daPrezzare(o, regole.extra.get(o.id) ?? [], regole.ammesse.get(o.id));
      if (!prep) continue;
      list.push({
        offerta: o,
        tipologia: o.tipologiaPolizzaId,
        base: prep.tariffa.base,
        regole: { ...prep.tariffa.regole, ...prep.regole },
        stati: statiCoperti(prep.tariffa, geo),
        obbligatorie: obbligatorie as Offerta[],
      });
    }
    vendibili.set(d.id, list);
  }
  const catalogo = new Map(
    [...info].map(([id, p]) => [
      id,
      {
        pacchettoId: id,
        pacchetto: p.nome,
        pacchettoCodice: p.codice,
        categoria: p.categoria,
        fornitoreId: p.fornitoreId,
      },
    ]),
  );
  return { catalogo, regole, geo, nomi, vendibili };
}

/** A trip as the agent would enter it on the form. */
export interface Viaggio {
  inizio: string;
  fine: string;
  giorni: number;
  persone: number;
  /** Age of each traveller on the first day of the trip, the lead traveller first. */
  eta: number[];
  destinazione: string;
  nazionalita: string;
  /** Euro per person (per accommodation on a per-accommodation tariff). */
  importoViaggio: number;
  numeroAlloggi: number | null;
  secondoImporto: number | null;
}

/**
 * A trip this package is meant for, starting 3–120 days after `acquisto`: the duration, ages, destination
 * and departure area within its rules, group sizes for group policies, a year for annual ones. The
 * engine still has the last word (a date window or a table without a row refuses it).
 */
export function disegnaViaggio(next: Random, p: PacchettoInVendita, acquisto: Date): Viaggio {
  const r = p.regole;
  let giorni = p.tipologia === 7 ? 365 : between(next, 2, 21);
  if (r.durataMassimaGiorni) giorni = Math.min(giorni, r.durataMassimaGiorni);
  if (r.limite30GG) giorni = Math.min(giorni, 30);
  const inizio = new Date(acquisto.getTime() + between(next, 3, 120) * DAY);
  const fine = new Date(inizio.getTime() + (giorni - 1) * DAY);
  const persone =
    p.tipologia === 3 ? between(next, 6, 12) : next() < 0.35 ? 1 : next() < 0.7 ? 2 : between(next, 3, 5);
  const etaMin = Math.max(r.etaMinima ?? 0, 0);
  const etaMax = Math.min(r.etaMassima ?? 85, 85);
  const adulto = Math.min(Math.max(etaMin, 18), etaMax);
  const eta = Array.from({ length: persone }, (_, k) =>
    between(next, k === 0 ? adulto : etaMin, k === 0 ? Math.min(etaMax, 75) : etaMax),
  );
  const aree = r.nazionalitaAmmesse?.length ? r.nazionalitaAmmesse : ['IT', 'UE', 'EXTRA_UE'];
  const nazionalita = aree.includes('IT') && next() < 0.8 ? 'IT' : pick(next, aree);
  const frequenti = p.stati.filter((s) => METE_FREQUENTI.includes(s));
  return {
    inizio: isoDate(inizio),
    fine: isoDate(fine),
    giorni,
    persone,
    eta,
    destinazione: frequenti.length > 0 && next() < 0.75 ? pick(next, frequenti) : pick(next, p.stati),
    nazionalita,
    importoViaggio: between(next, 4, 60) * 100,
    numeroAlloggi: p.base === 'alloggio' || p.base === 'imbarcazione' ? between(next, 1, 2) : null,
    secondoImporto: p.base === 'imbarcazione' ? between(next, 20, 150) * 100 : null,
  };
}

/** A birth date giving `eta` completed years on `inizio` (YYYY-MM-DD), `giorni` (0–360) before the birthday. */
export function nascitaPer(inizio: string, eta: number, giorni: number): string {
  const d = new Date(`${inizio}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - eta);
  return isoDate(new Date(d.getTime() - giorni * DAY));
}

/** One priced policy of a purchase: the package and its figures in cents. */
export interface PolizzaPrezzata {
  colonne: ColonnePacchetto;
  importi: ImportiPolizza;
}

/** The trip as the engine reads it (what `viaggioDa` makes of the form's parameters). */
export function viaggioDaPrezzare(
  listino: Listino,
  p: PacchettoInVendita,
  v: Viaggio,
  nascite: readonly string[],
): ViaggioDaPrezzare {
  return {
    inizioViaggio: v.inizio,
    fineViaggio: v.fine,
    ...destinazione(v.destinazione, null, listino.geo),
    nazionalita: v.nazionalita,
    tipologiaPolizza: p.tipologia,
    numeroPartecipanti: v.persone,
    importoViaggio: v.importoViaggio,
    secondoImporto: v.secondoImporto,
    numeroAlloggi: v.numeroAlloggi,
    partecipanti: nascite.map((DataNascita) => ({ DataNascita, CodiceFiscale: null })),
  };
}

/**
 * Prices the package with its mandatory supplementary policies for the trip, as bought on `acquisto`
 * (the engine's "today"), through the totals call's own pipeline; null when the engine refuses the trip.
 * The main policy comes first, then one per supplementary policy, each with the purchase's figures.
 */
export function prezzaAcquisto(
  listino: Listino,
  p: PacchettoInVendita,
  v: Viaggio,
  nascite: readonly string[],
  acquisto: Date,
): PolizzaPrezzata[] | null {
  const esito = prezzaPacchetto(
    viaggioDaPrezzare(listino, p, v, nascite),
    listino.regole,
    { offerta: p.offerta },
    p.obbligatorie.map((offerta) => ({ offerta })),
    acquisto,
  );
  if (!esito.ok) return null;
  const perId = new Map(esito.pacchetti.map((x) => [x.pacchettoID, x]));
  return [p.offerta, ...p.obbligatorie].map((o) => ({
    colonne: listino.catalogo.get(o.id)!,
    importi: importiDi(perId.get(o.id) ?? {}),
  }));
}

/** The money columns of a policy exactly as the purchase writes them. */
export { colonneImporti } from '../../areas/adesioni/acquisto/emetti';
