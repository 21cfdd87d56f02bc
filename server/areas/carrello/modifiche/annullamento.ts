import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Principal } from '../../../auth/principal';
import type { Db } from '../../../db/client';
import {
  adesioni,
  crediti,
  distributori,
  movimentiAdesioni,
  pacchetti,
  storicoModifiche,
  storicoModificheEsiti,
} from '../../../db/schema';
import { AppError, badRequest } from '../../../errors';
import { formatDate, formatEuro } from '../../../portalFormat';
import { creditoResiduo } from '../../adesioni/acquisto/acquista';
import { cents, decimale } from '../../adesioni/acquisto/importi';
import { oggi as oggiNelPortale } from '../prezzi';
import { adesioneVisibile } from '../../adesioni/certificato/visibilita';
import { registraModifica } from './storico';

/** The Italian reasons a policy cannot be cancelled (400 on the POST, `motivo` in the preview). */
export const ANNULLAMENTO_MSG = {
  nonAnnullabile: 'Questa polizza non può essere annullata.',
  viaggioIniziato: 'Il viaggio è già iniziato: la polizza non può più essere annullata.',
  giaAnnullata: 'La polizza è già stata annullata.',
  richiestaInAttesa:
    'Una richiesta di modifica della polizza è in attesa di esito: la polizza potrà essere annullata dopo la decisione.',
  integrativa: (numero: string) =>
    `Questa polizza integrativa si annulla insieme alla polizza principale ${numero}.`,
} as const;

/** The 409 of a stale version (contract point 4), the same text as a change's. */
export const ERRORE_VERSIONE = {
  code: 'errore.versione',
  text: 'La polizza è stata modificata da un altro utente: ricarica la pagina per vedere la versione aggiornata.',
} as const;

export type ModoRimborso = 'credito' | 'estrattoConto' | 'carta';

export interface PolizzaAnnullata {
  itemID: number;
  numero: string;
  pacchetto: string;
  /** Euros, 2 decimals. */
  rimborso: number;
  modo: ModoRimborso;
}

/** Contract point 8. Amounts in euros with 2 decimals. */
export interface AnteprimaAnnullamento {
  annullabile: boolean;
  /** The policy's current versione: the one the POST confirms (beyond the contract, for the client). */
  versione: number;
  motivo: string | null;
  premio: number;
  rimborso: number;
  percentuale: number;
  rimborsoPienoFinoAl: string | null;
  modo: ModoRimborso | null;
  polizze: PolizzaAnnullata[];
}

export interface EsitoAnnullamento {
  esito: 'annullata';
  rimborso: number;
  versione: number;
}

const DAY = 86_400_000;
const giorno = (iso: string): number => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY;
const iso = (g: number): string => new Date(g * DAY).toISOString().slice(0, 10);

/** The package's cancellation rule as the catalogue declares it (pacchetti, migration 0019). */
export interface RegolaAnnullamento {
  /** Null: the policy cannot be cancelled. */
  annullamentoGiorni: number | null;
  /** Per cent of the premium given back after the full-refund window. */
  annullamentoRimborsoTardivo: number;
}

export type EsitoRegola =
  | { annullabile: false; motivo: string; rimborsoPienoFinoAl: string | null }
  | { annullabile: true; percentuale: number; rimborsoPienoFinoAl: string };

/**
 * The cancellation rule (README "Annullamento"), on calendar days `YYYY-MM-DD` (`oggi` in the portal's
 * zone): a package with no window (annullamentoGiorni null) is never cancellable; otherwise the policy
 * is cancellable while today is before the trip start, with the whole premium back while today is on
 * or before inizioViaggio − annullamentoGiorni (rimborsoPienoFinoAl, the last day with the full refund)
 * and annullamentoRimborsoTardivo per cent after it. Trip start 2027-07-01, 30 days: full refund up to
 * and including 2027-06-01, the late percentage from 2027-06-02 to 2027-06-30, refused from 2027-07-01.
 */
export function regolaAnnullamento(
  regola: RegolaAnnullamento,
  inizioViaggio: string,
  oggi: string,
): EsitoRegola {
  if (regola.annullamentoGiorni === null)
    return { annullabile: false, motivo: ANNULLAMENTO_MSG.nonAnnullabile, rimborsoPienoFinoAl: null };
  const inizio = giorno(inizioViaggio);
  const pienoFinoAl = iso(inizio - regola.annullamentoGiorni);
  if (giorno(oggi) >= inizio)
    return { annullabile: false, motivo: ANNULLAMENTO_MSG.viaggioIniziato, rimborsoPienoFinoAl: pienoFinoAl };
  const percentuale = giorno(oggi) <= giorno(pienoFinoAl) ? 100 : regola.annullamentoRimborsoTardivo;
  return { annullabile: true, percentuale, rimborsoPienoFinoAl: pienoFinoAl };
}

/** `amount` cents times `percentuale` per cent, to the cent (half up). */
const quota = (amount: number, percentuale: number): number => Math.round((amount * percentuale) / 100);

/** A money column in cents. */
const c = (v: string | null): number => cents(Number(v ?? 0));

const COLONNE = {
  id: adesioni.id,
  numero: adesioni.numero,
  pacchetto: adesioni.pacchetto,
  stato: adesioni.stato,
  versione: adesioni.versione,
  inizioViaggio: adesioni.inizioViaggio,
  distributoreId: adesioni.distributoreId,
  adesionePrincipaleId: adesioni.adesionePrincipaleId,
  acquistataConCredito: adesioni.acquistataConCredito,
  pagamentoTentativoId: adesioni.pagamentoTentativoId,
  totalePremio: adesioni.totalePremio,
  totalePremioImposte: adesioni.totalePremioImposte,
  commissioni: adesioni.commissioni,
  commissioniNetwork: adesioni.commissioniNetwork,
  totalePremioDaPagare: adesioni.totalePremioDaPagare,
  annullamentoGiorni: pacchetti.annullamentoGiorni,
  annullamentoRimborsoTardivo: pacchetti.annullamentoRimborsoTardivo,
};
type Riga = Awaited<ReturnType<typeof righe>>[number];

/** The policy and its supplementary policies (main first, then by id), locked when `lock`. */
function righe(db: Db, adesioneId: number, lock: boolean) {
  const q = db
    .select(COLONNE)
    .from(adesioni)
    .leftJoin(pacchetti, eq(pacchetti.id, adesioni.pacchettoId))
    .where(or(eq(adesioni.id, adesioneId), eq(adesioni.adesionePrincipaleId, adesioneId)))
    .orderBy(asc(adesioni.id));
  return lock ? q.for('update', { of: adesioni }) : q;
}

/**
 * How a policy's refund goes back: to the distributor's credit when it was paid with it or by card at
 * purchase (the card payment is not reversed: the agency gets credit it can spend), else as a negative
 * line of the month-end statement.
 */
const modoDi = (r: Riga): ModoRimborso =>
  r.acquistataConCredito || r.pagamentoTentativoId !== null ? 'credito' : 'estrattoConto';

/** True when a change request of the policy awaits its outcome. */
async function richiestaInAttesa(db: Db, adesioneId: number): Promise<boolean> {
  const rows = await db
    .select({ id: storicoModifiche.id })
    .from(storicoModifiche)
    .leftJoin(storicoModificheEsiti, eq(storicoModificheEsiti.storicoModificaId, storicoModifiche.id))
    .where(
      and(
        eq(storicoModifiche.adesioneId, adesioneId),
        eq(storicoModifiche.richiestaModifica, true),
        isNull(storicoModificheEsiti.storicoModificaId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

interface Calcolo {
  anteprima: AnteprimaAnnullamento;
  /** The policies the cancellation sets annullata (main first) with their refund in cents. */
  daAnnullare: Array<{ riga: Riga; percentuale: number; rimborso: number }>;
}

/**
 * The preview of cancelling `rows[0]` (the main policy) with its supplementary policies that are not
 * cancelled already. The supplementary policies follow the main policy's rule: one percentage for the
 * whole cancellation, since they cover the same trip and go with it.
 */
async function calcola(db: Db, rows: Riga[], oggi: string): Promise<Calcolo> {
  const principale = rows[0]!;
  const attive = rows.filter((r) => r.stato !== 'annullata');
  const polizzeDi = (percentuale: number) =>
    attive.map((riga) => ({ riga, percentuale, rimborso: quota(c(riga.totalePremioDaPagare), percentuale) }));
  const premio = attive.reduce((s, r) => s + c(r.totalePremioDaPagare), 0);
  const rifiuto = (motivo: string, rimborsoPienoFinoAl: string | null = null): Calcolo => ({
    anteprima: {
      annullabile: false,
      versione: principale.versione,
      motivo,
      premio: premio / 100,
      rimborso: 0,
      percentuale: 0,
      rimborsoPienoFinoAl,
      modo: null,
      polizze: [],
    },
    daAnnullare: [],
  });
  if (principale.stato === 'annullata') return rifiuto(ANNULLAMENTO_MSG.giaAnnullata);
  const esito = regolaAnnullamento(
    {
      annullamentoGiorni: principale.annullamentoGiorni,
      annullamentoRimborsoTardivo: principale.annullamentoRimborsoTardivo ?? 0,
    },
    principale.inizioViaggio,
    oggi,
  );
  if (!esito.annullabile) return rifiuto(esito.motivo, esito.rimborsoPienoFinoAl);
  if (await richiestaInAttesa(db, principale.id))
    return rifiuto(ANNULLAMENTO_MSG.richiestaInAttesa, esito.rimborsoPienoFinoAl);
  const polizze = polizzeDi(esito.percentuale);
  const rimborso = polizze.reduce((s, p) => s + p.rimborso, 0);
  return {
    anteprima: {
      annullabile: true,
      versione: principale.versione,
      motivo: null,
      premio: premio / 100,
      rimborso: rimborso / 100,
      percentuale: esito.percentuale,
      rimborsoPienoFinoAl: esito.rimborsoPienoFinoAl,
      modo: rimborso === 0 ? null : modoDi(principale),
      polizze: polizze.map((p) => ({
        itemID: p.riga.id,
        numero: p.riga.numero,
        pacchetto: p.riga.pacchetto,
        rimborso: p.rimborso / 100,
        modo: modoDi(p.riga),
      })),
    },
    daAnnullare: polizze,
  };
}

/** The policy's main policy id and number when it is a supplementary one the user may see; else itself. */
async function polizzaDi(db: Db, user: Principal, adesioneId: number) {
  const [p] = await db
    .select({ id: adesioni.id, principaleId: adesioni.adesionePrincipaleId })
    .from(adesioni)
    .where(and(eq(adesioni.id, adesioneId), adesioneVisibile(user)))
    .limit(1);
  if (!p) return null;
  if (p.principaleId === null) return { id: p.id, principale: null };
  const [m] = await db
    .select({ numero: adesioni.numero })
    .from(adesioni)
    .where(eq(adesioni.id, p.principaleId));
  return { id: p.id, principale: m?.numero ?? '' };
}

/**
 * Contract point 8: what cancelling the policy would do now, or null when the user may not see it
 * (the route answers 404). A supplementary policy is not cancelled on its own: its preview says so.
 */
export async function anteprimaAnnullamento(
  db: Db,
  user: Principal,
  adesioneId: number,
  now = new Date(),
): Promise<AnteprimaAnnullamento | null> {
  const p = await polizzaDi(db, user, adesioneId);
  if (!p) return null;
  const rows = await righe(db, adesioneId, false);
  if (p.principale !== null) {
    const r = rows[0]!;
    return {
      annullabile: false,
      versione: r.versione,
      motivo:
        r.stato === 'annullata' ? ANNULLAMENTO_MSG.giaAnnullata : ANNULLAMENTO_MSG.integrativa(p.principale),
      premio: c(r.totalePremioDaPagare) / 100,
      rimborso: 0,
      percentuale: 0,
      rimborsoPienoFinoAl: null,
      modo: null,
      polizze: [],
    };
  }
  return (await calcola(db, rows, oggiNelPortale(now))).anteprima;
}

/**
 * The cancellation's id: the same user pressing with the same Idempotency-Key on the same policy is the
 * same cancellation (a retry or a double click answers its result instead of cancelling twice). The
 * policy is part of it so that a key reused on another policy is another operation, with its own
 * history row (storico_modifiche is unique per operation and tipoModifica).
 */
export function operazioneAnnullamento(userId: number, chiave: string, adesioneId: number): string {
  const h = createHash('sha256').update(`annullamento:${userId}:${adesioneId}:${chiave}`).digest('hex');
  // A version-5-shaped uuid from the hash (RFC 4122 variant bits).
  const variante = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variante}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The answer of a cancellation already made with `operazioneId`, or null. */
async function giaFatto(db: Db, operazioneId: string, adesioneId: number): Promise<EsitoAnnullamento | null> {
  const movimenti = await db
    .select({ adesioneId: movimentiAdesioni.adesioneId, deltaDaPagare: movimentiAdesioni.deltaDaPagare })
    .from(movimentiAdesioni)
    .where(and(eq(movimentiAdesioni.operazioneId, operazioneId), eq(movimentiAdesioni.tipo, 'annullamento')));
  if (!movimenti.some((m) => m.adesioneId === adesioneId)) return null;
  const [p] = await db
    .select({ versione: adesioni.versione })
    .from(adesioni)
    .where(eq(adesioni.id, adesioneId));
  return {
    esito: 'annullata',
    rimborso: -movimenti.reduce((s, m) => s + c(m.deltaDaPagare), 0) / 100,
    versione: p!.versione,
  };
}

export interface RichiestaAnnullamento {
  user: Principal;
  impersonatoreId: number | null;
  adesioneId: number;
  versione: number;
  /** The client's Idempotency-Key; a new operation each call without it. */
  chiave: string | null;
  now?: Date;
}

/**
 * Contract point 9: cancels the policy and its supplementary policies in one transaction, or null
 * when the user may not see it (404). Exactly once per (user, Idempotency-Key): the rows are locked,
 * then a cancellation already made with the key answers its result. A stale `versione` is a 409; a
 * policy that cannot be cancelled (the rule, already cancelled, a pending request) a 400 with the reason.
 * Per policy: stato annullata, annullataIl, versione + 1, a movimentiAdesioni row (refund and reversed
 * commissions as negative deltas, by the same percentage) and, for a refund to the credit, a crediti
 * row under the distributor's lock; one history row on the main policy.
 */
export async function annulla(db: Db, r: RichiestaAnnullamento): Promise<EsitoAnnullamento | null> {
  const p = await polizzaDi(db, r.user, r.adesioneId);
  if (!p) return null;
  const operazioneId = operazioneAnnullamento(r.user.id, r.chiave ?? randomUUID(), r.adesioneId);
  const gia = await giaFatto(db, operazioneId, r.adesioneId);
  if (gia) return gia;
  if (p.principale !== null)
    throw badRequest('annullamento.integrativa', ANNULLAMENTO_MSG.integrativa(p.principale));

  return db.transaction(async (tx) => {
    const rows = await righe(tx, r.adesioneId, true);
    const doppio = await giaFatto(tx, operazioneId, r.adesioneId);
    if (doppio) return doppio;
    const principale = rows[0]!;
    if (principale.versione !== r.versione)
      throw new AppError(409, { messages: [{ ...ERRORE_VERSIONE, type: 'error' }] });
    const now = r.now ?? new Date();
    const { anteprima, daAnnullare } = await calcola(tx, rows, oggiNelPortale(now));
    if (!anteprima.annullabile) throw badRequest('annullamento.nonAnnullabile', anteprima.motivo!);

    // The credit's lock: every movement of a distributor's credit is written under its row's lock.
    const alCredito = daAnnullare.filter((d) => d.rimborso > 0 && modoDi(d.riga) === 'credito');
    let residuo = 0;
    if (alCredito.length > 0) {
      await tx
        .select({ id: distributori.id })
        .from(distributori)
        .where(eq(distributori.id, principale.distributoreId))
        .for('update');
      residuo = await creditoResiduo(tx, principale.distributoreId);
    }

    for (const d of daAnnullare) {
      const x = d.riga;
      let creditoId: number | null = null;
      if (d.rimborso > 0 && modoDi(x) === 'credito') {
        residuo += d.rimborso;
        const [credito] = await tx
          .insert(crediti)
          .values({
            distributoreId: x.distributoreId,
            data: now,
            causale: `Annullamento polizza ${x.numero}: rimborso del premio (${d.percentuale} %)`,
            importo: decimale(d.rimborso),
            residuo: decimale(residuo),
            adesioneId: x.id,
          })
          .returning({ id: crediti.id });
        creditoId = credito!.id;
      }
      await tx.insert(movimentiAdesioni).values({
        adesioneId: x.id,
        operazioneId,
        tipo: 'annullamento',
        data: now,
        deltaPremio: decimale(-quota(c(x.totalePremio), d.percentuale)),
        deltaPremioImposte: decimale(-quota(c(x.totalePremioImposte), d.percentuale)),
        deltaCommissioni: decimale(-quota(c(x.commissioni), d.percentuale)),
        deltaCommissioniNetwork: decimale(-quota(c(x.commissioniNetwork), d.percentuale)),
        deltaDaPagare: decimale(-d.rimborso),
        modo: modoDi(x),
        creditoId,
      });
    }
    await tx
      .update(adesioni)
      .set({ stato: 'annullata', annullataIl: now, versione: sql`${adesioni.versione} + 1` })
      .where(
        inArray(
          adesioni.id,
          daAnnullare.map((d) => d.riga.id),
        ),
      );

    const integrative = daAnnullare.slice(1).map((d) => d.riga.numero);
    await registraModifica(tx, {
      adesioneId: principale.id,
      userId: r.user.id,
      impersonatoreId: r.impersonatoreId,
      richiestaModifica: false,
      operazioneId,
      aree: [
        {
          tipoModifica: 'annullamento',
          valoreOriginale: `${principale.stato} (versione ${principale.versione})`,
          valoreModificato:
            `annullata il ${formatDate(oggiNelPortale(now))}; rimborso ${formatEuro(anteprima.rimborso)} (${anteprima.percentuale} %)` +
            (integrative.length > 0 ? `; con le integrative ${integrative.join(', ')}` : ''),
        },
      ],
    });
    return { esito: 'annullata' as const, rimborso: anteprima.rimborso, versione: principale.versione + 1 };
  });
}
