import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { adesioni, distributori, gruppiStato, nazionalita, stati } from '../../../db/schema';
import { badRequestAll } from '../../../errors';
import { importiDi, cents, type ImportiPolizza } from '../../adesioni/acquisto/importi';
import { itemDaPrezzare } from '../itemDaPrezzare';
import type { Venditore } from '../offerte';
import { prezzaItem } from '../prezzaItem';
import type { DatiPratica } from './regole';

/** One policy of the practice being changed: the policy asked for and the others sold with it. */
export interface PolizzaDelGruppo {
  id: number;
  numero: string;
  pacchettoId: number | null;
  adesionePrincipaleId: number | null;
  destinazione: string | null;
  nazionalita: string | null;
  acquistataConCredito: boolean;
  /** The stored figures, whole cents. */
  importi: ImportiPolizza;
  /** Its sale earned the sales staff their share (commissioni_commerciale not zero). */
  seguito: boolean;
}

/** What a change moves on one policy: the figures before and after, whole cents. */
export interface PrezzoPolizza {
  polizza: PolizzaDelGruppo;
  prima: ImportiPolizza;
  dopo: ImportiPolizza;
}

export type Modo = 'credito' | 'estrattoConto' | 'carta';

/** How one policy's difference is settled. */
export interface Movimento {
  adesioneId: number;
  /** dopo − prima of what is due, cents: > 0 supplement, < 0 refund. */
  deltaDaPagare: number;
  modo: Modo;
  /** The credit after this movement, when it moves the credit. */
  residuo: number | null;
}

/** The preview of a change (contract point 3), amounts in euros with 2 decimals. */
export interface AnteprimaModifica {
  areeCambiate: string[];
  richiestaModifica: boolean;
  premioPrima: number;
  premioDopo: number;
  differenzaPremio: number;
  commissioniPrima: number;
  commissioniDopo: number;
  differenzaCommissioni: number;
  daPagarePrima: number;
  daPagareDopo: number;
  differenza: number;
  modo: Modo | null;
}

const n = (v: string | null) => cents(Number(v ?? 0));

/** The policy `adesioneId` and the policies of its practice sold with it (main first), as stored. */
export async function gruppoDi(tx: Db, principaleId: number): Promise<PolizzaDelGruppo[]> {
  const righe = await tx
    .select()
    .from(adesioni)
    .where(or(eq(adesioni.id, principaleId), eq(adesioni.adesionePrincipaleId, principaleId)))
    .orderBy(asc(adesioni.id));
  return righe.map((r) => ({
    id: r.id,
    numero: r.numero,
    pacchettoId: r.pacchettoId,
    adesionePrincipaleId: r.adesionePrincipaleId,
    destinazione: r.destinazione,
    nazionalita: r.nazionalita,
    acquistataConCredito: r.acquistataConCredito,
    importi: {
      totaleViaggio: n(r.totalePremioImposte),
      imposte: n(r.totalePremioImposte) - n(r.totalePremio),
      commissioni: n(r.commissioni),
      commissioneRete: n(r.commissioniNetwork),
      daPagare: n(r.totalePremioDaPagare),
      ritenuta: n(r.totaleRitenuta),
    },
    seguito: n(r.commissioniCommerciale) !== 0,
  }));
}

/** The seller of a policy as the pricing reads it: its distributor and that one's network. */
export async function venditoreDellaPolizza(tx: Db, distributoreId: number): Promise<Venditore> {
  const [d] = await tx
    .select({ networkId: distributori.networkId })
    .from(distributori)
    .where(eq(distributori.id, distributoreId));
  return { distributoreId, networkId: d?.networkId ?? null, tutto: false };
}

/** Place names back to the codes the pricing reads (a policy keeps the names its certificate prints). */
async function codiciLuoghi(tx: Db) {
  const destinazioni = new Map<string, string>();
  for (const g of await tx.select({ c: gruppiStato.codice, d: gruppiStato.descrizione }).from(gruppiStato))
    destinazioni.set(g.d, g.c);
  for (const s of await tx.select({ c: stati.codice, d: stati.nome }).from(stati)) destinazioni.set(s.d, s.c);
  const aree = new Map(
    (await tx.select({ c: nazionalita.codice, d: nazionalita.descrizione }).from(nazionalita)).map((r) => [
      r.d,
      r.c,
    ]),
  );
  return {
    destinazione: (nome: string | null) => (nome === null ? null : (destinazioni.get(nome) ?? nome)),
    nazionalita: (nome: string | null) => (nome === null ? null : (aree.get(nome) ?? nome)),
  };
}

const ZERO: ImportiPolizza = {
  totaleViaggio: 0,
  imposte: 0,
  commissioni: 0,
  commissioneRete: 0,
  daPagare: 0,
  ritenuta: 0,
};
const somma = (a: ImportiPolizza, b: ImportiPolizza, segno = 1): ImportiPolizza => ({
  totaleViaggio: a.totaleViaggio + segno * b.totaleViaggio,
  imposte: a.imposte + segno * b.imposte,
  commissioni: a.commissioni + segno * b.commissioni,
  commissioneRete: a.commissioneRete + segno * b.commissioneRete,
  daPagare: a.daPagare + segno * b.daPagare,
  ritenuta: a.ritenuta + segno * b.ritenuta,
});

/**
 * Re-prices a change with the pricing of POST carrello (`prezzaItem` over `itemDaPrezzare`): the
 * practice as it is and as the change makes it, each with the policy's package and its supplementary
 * policies, priced by the same engine on the same day (the day of purchase, so the eligibility the
 * policy was sold under holds). Each policy's new figures are its stored ones plus the difference of the
 * two prices: a change that touches nothing the tariff reads moves nothing, to the cent, and a tariff
 * changed since the sale does not leak into the change. A practice the engine refuses is a 400 with its
 * messages.
 */
export async function prezzaModifica(
  tx: Db,
  venditore: Venditore,
  gruppo: PolizzaDelGruppo[],
  prima: DatiPratica,
  dopo: DatiPratica,
  dataAcquisto: Date,
): Promise<PrezzoPolizza[]> {
  const principale = gruppo.find((p) => p.adesionePrincipaleId === null) ?? gruppo[0]!;
  if (principale.pacchettoId === null)
    return gruppo.map((p) => ({ polizza: p, prima: p.importi, dopo: p.importi }));
  const codici = await codiciLuoghi(tx);
  const integrative = gruppo.filter((p) => p !== principale && p.pacchettoId !== null);
  const prezza = async (d: DatiPratica) => {
    const importo = d.importoViaggio === null ? null : d.importoViaggio / 100;
    const item = itemDaPrezzare({
      pacchettoID: principale.pacchettoId!,
      parametri: {
        inizioViaggio: d.inizioViaggio,
        fineViaggio: d.fineViaggio,
        destinazioneStato: codici.destinazione(principale.destinazione),
        nazionalita: codici.nazionalita(principale.nazionalita),
        numeroPartecipanti: d.numeroPartecipanti,
        importoViaggio: importo,
      },
      partecipanti: d.partecipanti.map((p) => ({
        Cognome: p.cognome,
        Nome: p.nome,
        CodiceFiscale: p.codiceFiscale,
        DataNascita: p.dataNascita,
      })),
      statoID: null,
      nazionalitaID: null,
      importoViaggio: importo,
      prodottiCollegati: integrative.map((p) => ({
        pacchettoID: p.pacchettoId!,
        destinazioneID: codici.destinazione(p.destinazione),
        nazionalitaID: codici.nazionalita(p.nazionalita),
        importoViaggio: importo,
      })),
    });
    const esito = await prezzaItem(tx, venditore, item, dataAcquisto);
    if ('erroriTotaleCarrello' in esito)
      throw badRequestAll(
        esito.erroriTotaleCarrello.map((e) => ({
          code: e.codice,
          text: e.data?.pacchetto ? `${e.descrizione}: ${e.data.pacchetto}` : e.descrizione,
          type: 'error' as const,
        })),
      );
    return new Map(esito.pacchetti.map((p) => [p.pacchettoID, importiDi(p)]));
  };
  const [vecchio, nuovo] = [await prezza(prima), await prezza(dopo)];
  return gruppo.map((p) => {
    const delta =
      p.pacchettoId === null
        ? ZERO
        : somma(nuovo.get(p.pacchettoId) ?? ZERO, vecchio.get(p.pacchettoId) ?? ZERO, -1);
    return { polizza: p, prima: p.importi, dopo: somma(p.importi, delta) };
  });
}

/**
 * How each policy's difference is settled, as a purchase pays (emetti.ts): a supplement with the
 * distributor's credit when the credit left covers it, else on the month-end statement; a refund back
 * to the credit when the policy was paid with it, else as a negative amount on the statement. With
 * `conCarta` (a distributor that pays at purchase, changing its own policy) a supplement the credit
 * does not cover is paid by card right after the change, as a purchase is; unpaid, it stays due on the
 * statement. `credito` is the credit left, in cents, read under the distributor's lock.
 */
export function pianificaMovimenti(prezzi: PrezzoPolizza[], credito: number, conCarta = false): Movimento[] {
  let residuo = credito;
  const movimenti: Movimento[] = [];
  for (const { polizza, prima, dopo } of prezzi) {
    const delta = dopo.daPagare - prima.daPagare;
    const nulla =
      delta === 0 && dopo.totaleViaggio === prima.totaleViaggio && dopo.commissioni === prima.commissioni;
    if (nulla) continue;
    if (delta > 0 && residuo >= delta) {
      residuo -= delta;
      movimenti.push({ adesioneId: polizza.id, deltaDaPagare: delta, modo: 'credito', residuo });
    } else if (delta < 0 && polizza.acquistataConCredito) {
      residuo -= delta;
      movimenti.push({ adesioneId: polizza.id, deltaDaPagare: delta, modo: 'credito', residuo });
    } else
      movimenti.push({
        adesioneId: polizza.id,
        deltaDaPagare: delta,
        modo: delta > 0 && conCarta ? 'carta' : 'estrattoConto',
        residuo: null,
      });
  }
  return movimenti;
}

const inEuro = (c: number) => c / 100;

/** The preview of a change from its prices and settlement (a request: nothing is settled now). */
export function anteprimaDi(
  aree: string[],
  richiesta: boolean,
  prezzi: PrezzoPolizza[],
  movimenti: Movimento[],
): AnteprimaModifica {
  const tot = (f: (p: PrezzoPolizza) => number) => prezzi.reduce((s, p) => s + f(p), 0);
  const premioPrima = tot((p) => p.prima.totaleViaggio);
  const premioDopo = tot((p) => p.dopo.totaleViaggio);
  const commPrima = tot((p) => p.prima.commissioni);
  const commDopo = tot((p) => p.dopo.commissioni);
  const pagPrima = tot((p) => p.prima.daPagare);
  const pagDopo = tot((p) => p.dopo.daPagare);
  const modi = new Set(movimenti.filter((m) => m.deltaDaPagare !== 0).map((m) => m.modo));
  return {
    areeCambiate: aree,
    richiestaModifica: richiesta,
    premioPrima: inEuro(premioPrima),
    premioDopo: inEuro(premioDopo),
    differenzaPremio: inEuro(premioDopo - premioPrima),
    commissioniPrima: inEuro(commPrima),
    commissioniDopo: inEuro(commDopo),
    differenzaCommissioni: inEuro(commDopo - commPrima),
    daPagarePrima: inEuro(pagPrima),
    daPagareDopo: inEuro(pagDopo),
    differenza: inEuro(pagDopo - pagPrima),
    modo:
      richiesta || pagDopo === pagPrima || modi.size === 0
        ? null
        : modi.size === 1
          ? [...modi][0]!
          : 'estrattoConto',
  };
}
