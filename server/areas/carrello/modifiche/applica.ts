import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Principal } from '../../../auth/principal';
import type { Db } from '../../../db/client';
import {
  adesioni,
  adesioniVersioni,
  crediti,
  distributori,
  movimentiAdesioni,
  partecipanti,
  pratiche,
  richiesteModifica,
  storicoModifiche,
  storicoModificheEsiti,
} from '../../../db/schema';
import { AppError, badRequest, badRequestAll, notFound } from '../../../errors';
import { creditoResiduo } from '../../adesioni/acquisto/acquista';
import { colonneImporti } from '../../adesioni/acquisto/emetti';
import { cents, decimale } from '../../adesioni/acquisto/importi';
import { salvaVersioneCertificato } from '../../adesioni/certificato/versioni';
import { adesioneVisibile } from '../../adesioni/certificato/visibilita';
import { POLIZZA_NON_TROVATA } from '../../adesioni/dettaglioRoutes';
import { distributorScope } from '../../myarea/scopes';
import type { PagaModifica } from '../../pagamenti/servizio';
import { oggi as oggiDi } from '../prezzi';
import { abilitazioniDi } from './abilitazione';
import {
  anteprimaDi,
  gruppoDi,
  pianificaMovimenti,
  prezzaModifica,
  venditoreDellaPolizza,
  type AnteprimaModifica,
  type Movimento,
  type PrezzoPolizza,
} from './prezzaModifica';
import {
  MODIFICA_MSG,
  validaModifica,
  type DatiPratica,
  type ModificaRichiesta,
  type ModificaValidata,
} from './regole';
import { registraModifica } from './storico';
import { scriviMessaggi } from '../../messaggi/scrivi';
import { TESTI_MESSAGGI } from '../../messaggi/testi';

/** Who makes the change: the user it is made as, and the back-office user signed in as them. */
export interface Autore {
  user: Principal;
  impersonatoreId: number | null;
}

export interface EsitoModifica {
  esito: 'applicata' | 'richiesta';
  versione: number;
  operazioneId: string;
  anteprima: AnteprimaModifica;
  /** The gateway's page for the supplement paid by card (a distributor that pays at purchase), else null. */
  redirecUrl: string | null;
}

/**
 * Whether a supplement of this policy is paid by card: the distributor pays at purchase and the caller
 * is one of its users (back office accepting a request is not the payer: its supplement goes on the
 * statement).
 */
async function pagaConCarta(tx: Db, user: Principal, distributoreId: number): Promise<boolean> {
  if (user.distributoreId !== distributoreId) return false;
  const [d] = await tx
    .select({ subito: distributori.pagamentoAllAcquisto })
    .from(distributori)
    .where(eq(distributori.id, distributoreId));
  return d?.subito ?? false;
}

/** The contract's 409s (issue 26): a stale version or a pending request; a request decided already. */
export const conflittoVersione = () =>
  new AppError(409, { messages: [{ code: 'errore.versione', text: MODIFICA_MSG.versione, type: 'error' }] });
export const giaDecisa = () =>
  new AppError(409, {
    messages: [{ code: 'errore.giaDecisa', text: MODIFICA_MSG.giaDecisa, type: 'error' }],
  });

/**
 * The change's id from the caller and its Idempotency-Key (one per press of the confirm button): a
 * retried or double-clicked save has the same, so it is one change. A UUID (version-5 layout) of a
 * SHA-256 of both, so two users' keys never meet.
 */
export function operazioneIdDi(userId: number, chiave: string): string {
  const h = createHash('sha256').update(`modifica:${userId}:${chiave}`).digest('hex');
  const variante = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variante}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Who may change a policy: back office, and the distributor that sold it (or its network). */
const puoModificare = (user: Principal) =>
  user.backOffice ? sql`true` : distributorScope(user, sql`${adesioni.distributoreId}`, 'network');

type RigaPolizza = typeof adesioni.$inferSelect;

/** The policy, if `scope` lets the caller at it. */
async function polizza(tx: Db, adesioneId: number, scope: ReturnType<typeof puoModificare>) {
  const [row] = await tx
    .select()
    .from(adesioni)
    .where(and(eq(adesioni.id, adesioneId), scope))
    .limit(1);
  return row ?? null;
}

/**
 * The policy, after locking it and every policy of its practice (SELECT … FOR UPDATE, in id order, so
 * two changes on the main and a supplementary policy of one practice never lock each other in a
 * cycle), read again under the lock: the latest committed version. Null when `scope` hides it.
 */
async function bloccaGruppo(tx: Db, adesioneId: number, scope: ReturnType<typeof puoModificare>) {
  const p = await polizza(tx, adesioneId, scope);
  if (!p) return null;
  const principale = p.adesionePrincipaleId ?? p.id;
  await tx
    .select({ id: adesioni.id })
    .from(adesioni)
    .where(or(eq(adesioni.id, principale), eq(adesioni.adesionePrincipaleId, principale)))
    .orderBy(asc(adesioni.id))
    .for('update');
  return polizza(tx, adesioneId, scope);
}

/** The practice's changeable values as stored. */
async function datiPratica(tx: Db, p: RigaPolizza): Promise<DatiPratica & { conDocumento: boolean }> {
  const [pr] = await tx.select().from(pratiche).where(eq(pratiche.id, p.praticaId));
  const persone = await tx
    .select()
    .from(partecipanti)
    .where(eq(partecipanti.praticaId, p.praticaId))
    .orderBy(asc(partecipanti.ordine));
  return {
    inizioViaggio: String(p.inizioViaggio).slice(0, 10),
    fineViaggio: String(p.fineViaggio).slice(0, 10),
    importoViaggio: pr?.importoViaggio == null ? null : cents(Number(pr.importoViaggio)),
    numeroPartecipanti: p.numeroPartecipanti,
    partecipanti: persone.map((x) => ({
      cognome: x.cognome,
      nome: x.nome,
      codiceFiscale: x.codiceFiscale,
      dataNascita: x.dataNascita === null ? null : String(x.dataNascita).slice(0, 10),
    })),
    conDocumento: pr?.immaginePartecipantiId != null,
  };
}

/** A request of the policy still waiting for its outcome. */
async function richiestaInAttesa(tx: Db, adesioneId: number): Promise<string | null> {
  const [r] = await tx
    .select({ operazioneId: storicoModifiche.operazioneId })
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
  return r?.operazioneId ?? null;
}

interface Preparata {
  polizza: RigaPolizza;
  principaleId: number;
  originale: DatiPratica;
  modifica: ModificaValidata;
  prezzi: PrezzoPolizza[];
}

/** The rules (regole.ts) and the prices (prezzaModifica.ts) of a change on the policy, read through tx. */
async function prepara(
  tx: Db,
  user: Principal,
  p: RigaPolizza,
  body: ModificaRichiesta,
  opzioni: { oggi: string; accettazione?: boolean },
): Promise<Preparata> {
  if (p.stato === 'annullata') throw badRequest('modifiche.annullata', MODIFICA_MSG.annullata);
  const abilitazioni = await abilitazioniDi(tx, user, p.id);
  if (!abilitazioni) throw notFound(POLIZZA_NON_TROVATA);
  const { conDocumento, ...originale } = await datiPratica(tx, p);
  const esito = validaModifica(originale, body, abilitazioni, { ...opzioni, conDocumento });
  if (!esito.ok) throw badRequestAll(esito.errori);
  const principaleId = p.adesionePrincipaleId ?? p.id;
  const gruppo = await gruppoDi(tx, principaleId);
  const prezzi = await prezzaModifica(
    tx,
    await venditoreDellaPolizza(tx, p.distributoreId),
    gruppo,
    originale,
    esito.modifica.nuovo,
    p.dataAcquisto,
  );
  return { polizza: p, principaleId, originale, modifica: esito.modifica, prezzi };
}

const areeDi = (m: ModificaValidata) => m.aree.map((a) => a.tipoModifica);

/**
 * POST carrello/modifiche/anteprima (contract point 3): what the save would do, checked by the same
 * rules, without writing anything. A policy the caller may not change is a 404.
 */
export async function anteprimaModifica(
  db: Db,
  user: Principal,
  adesioneId: number,
  body: ModificaRichiesta,
  now = new Date(),
): Promise<AnteprimaModifica> {
  const p = await polizza(db, adesioneId, puoModificare(user));
  if (!p) throw notFound(POLIZZA_NON_TROVATA);
  const x = await prepara(db, user, p, body, { oggi: oggiDi(now) });
  const richiesta = x.modifica.richiesta;
  const movimenti = richiesta
    ? []
    : pianificaMovimenti(
        x.prezzi,
        await creditoResiduo(db, p.distributoreId),
        await pagaConCarta(db, user, p.distributoreId),
      );
  return anteprimaDi(areeDi(x.modifica), richiesta, x.prezzi, movimenti);
}

/** Test hooks: a moment, and work to run last inside the transaction (a crash there must leave nothing). */
export interface OpzioniSalva {
  now?: Date;
  primaDelCommit?: (tx: Db) => Promise<void>;
  /** Starts the card payment of a supplement (the route's; absent, a supplement goes on the statement). */
  pagaModifica?: PagaModifica | null;
}

/**
 * POST carrello/modifiche/abilitazione (contract point 4), in one transaction: the policy and the
 * policies sold with it are locked (SELECT … FOR UPDATE), the rules and prices applied again, and then
 * either the change is applied — practice, participants and policies updated (stato modificata,
 * versione + 1), one history row per changed area, the money each policy moved (credit or statement),
 * a new certificate version — or, with the request flag (or on a request-only package), saved as a
 * request: its body and history rows, nothing charged.
 *
 * Exactly once: the change's id comes from the caller and the Idempotency-Key; a save whose id is
 * already written answers what it did. A `versione` that is not the policy's, or a request already
 * waiting on it, is a 409 (the other agent's change wins; this one reloads).
 */
export async function salvaModifica(
  db: Db,
  chi: Autore,
  adesioneId: number,
  body: ModificaRichiesta,
  chiave: string,
  opzioni: OpzioniSalva = {},
): Promise<EsitoModifica> {
  const operazioneId = operazioneIdDi(chi.user.id, chiave);
  return db.transaction(async (tx) => {
    const p = await bloccaGruppo(tx, adesioneId, puoModificare(chi.user));
    if (!p) throw notFound(POLIZZA_NON_TROVATA);
    const gia = await giaFatta(tx, chi.user, p, operazioneId, opzioni.now);
    if (gia) return gia;
    if (p.stato === 'annullata') throw badRequest('modifiche.annullata', MODIFICA_MSG.annullata);
    if (body.versione !== p.versione || (await richiestaInAttesa(tx, p.id)) !== null)
      throw conflittoVersione();
    const now = opzioni.now ?? new Date();
    const x = await prepara(tx, chi.user, p, body, { oggi: oggiDi(now) });

    if (x.modifica.richiesta) {
      await tx.insert(richiesteModifica).values({
        operazioneId,
        adesioneId: p.id,
        richiesta: body,
        versioneBase: p.versione,
        userId: chi.user.id,
        impersonatoreId: chi.impersonatoreId,
      });
      await registraModifica(tx, {
        adesioneId: p.id,
        userId: chi.user.id,
        impersonatoreId: chi.impersonatoreId,
        richiestaModifica: true,
        aree: x.modifica.aree,
        operazioneId,
      });
      await opzioni.primaDelCommit?.(tx);
      return {
        esito: 'richiesta' as const,
        versione: p.versione,
        operazioneId,
        anteprima: anteprimaDi(areeDi(x.modifica), true, x.prezzi, []),
        redirecUrl: null,
      };
    }

    const paga = opzioni.pagaModifica ?? null;
    const conCarta = paga !== null && (await pagaConCarta(tx, chi.user, p.distributoreId));
    const { versione, anteprima, movimenti } = await applica(tx, x, operazioneId, now, conCarta);
    await registraModifica(tx, {
      adesioneId: p.id,
      userId: chi.user.id,
      impersonatoreId: chi.impersonatoreId,
      richiestaModifica: false,
      aree: x.modifica.aree,
      operazioneId,
    });
    const conCartaMov = movimenti.filter((m) => m.modo === 'carta' && m.deltaDaPagare > 0);
    const importo = conCartaMov.reduce((s, m) => s + m.deltaDaPagare, 0);
    const redirecUrl =
      importo > 0
        ? await paga!(tx, {
            operazioneId,
            adesioniIds: conCartaMov.map((m) => m.adesioneId),
            numeri: conCartaMov.map(
              (m) => x.prezzi.find((z) => z.polizza.id === m.adesioneId)!.polizza.numero,
            ),
            importoCentesimi: importo,
          })
        : null;
    await opzioni.primaDelCommit?.(tx);
    return { esito: 'applicata' as const, versione, operazioneId, anteprima, redirecUrl };
  });
}

/**
 * A save already written under this id (a retry, a double click, one of twenty at once): its answer
 * again — the applied change's money from its movements, a request's preview priced again.
 */
async function giaFatta(
  tx: Db,
  user: Principal,
  p: RigaPolizza,
  operazioneId: string,
  now: Date | undefined,
): Promise<EsitoModifica | null> {
  const righe = await tx
    .select({
      tipo: storicoModifiche.tipoModifica,
      richiesta: storicoModifiche.richiestaModifica,
      adesioneId: storicoModifiche.adesioneId,
    })
    .from(storicoModifiche)
    .where(eq(storicoModifiche.operazioneId, operazioneId));
  if (righe.length === 0) return null;
  // The key of a press on another policy's form: not this change's retry.
  if (righe[0]!.adesioneId !== p.id) throw badRequest('modifiche.chiaveUsata', MODIFICA_MSG.chiaveUsata);
  const aree = righe.map((r) => r.tipo);
  if (righe[0]!.richiesta) {
    const [r] = await tx
      .select()
      .from(richiesteModifica)
      .where(eq(richiesteModifica.operazioneId, operazioneId));
    let anteprima = anteprimaDi(aree, true, [], []);
    try {
      const x = await prepara(tx, user, p, r!.richiesta as ModificaRichiesta, { oggi: oggiDi(now) });
      anteprima = anteprimaDi(aree, true, x.prezzi, []);
    } catch {
      // The answer of a retried request needs no fresh price to be right: the request is saved.
    }
    return { esito: 'richiesta', versione: r!.versioneBase, operazioneId, anteprima, redirecUrl: null };
  }
  const gruppo = await gruppoDi(tx, p.adesionePrincipaleId ?? p.id);
  const mov = await tx
    .select()
    .from(movimentiAdesioni)
    .where(eq(movimentiAdesioni.operazioneId, operazioneId));
  const prezzi: PrezzoPolizza[] = gruppo.map((g) => {
    const m = mov.find((x) => x.adesioneId === g.id);
    const d = (v: string | undefined) => cents(Number(v ?? 0));
    const prima = {
      ...g.importi,
      totaleViaggio: g.importi.totaleViaggio - d(m?.deltaPremioImposte),
      commissioni: g.importi.commissioni - d(m?.deltaCommissioni),
      daPagare: g.importi.daPagare - d(m?.deltaDaPagare),
    };
    return { polizza: g, prima, dopo: g.importi };
  });
  const movimenti: Movimento[] = mov.map((m) => ({
    adesioneId: m.adesioneId,
    deltaDaPagare: cents(Number(m.deltaDaPagare)),
    modo: m.modo,
    residuo: null,
  }));
  // The version this change made (its certificate's), not a later one's.
  const [fatta] = await tx
    .select({ versione: adesioniVersioni.versione })
    .from(adesioniVersioni)
    .where(and(eq(adesioniVersioni.adesioneId, p.id), eq(adesioniVersioni.operazioneId, operazioneId)));
  return {
    esito: 'applicata',
    versione: fatta?.versione ?? p.versione,
    operazioneId,
    anteprima: anteprimaDi(aree, false, prezzi, movimenti),
    // A retry does not start a second payment: the first one's page was answered to the first call.
    redirecUrl: null,
  };
}

/**
 * Applies a validated change in the caller's transaction: the certificate as it was is kept (version
 * `versione`), the practice, its participants and every policy of it are updated, the money of each
 * policy is moved, and the certificate's next version is saved with what changed. The history rows are
 * the caller's (a save writes them, an accepted request has them already).
 */
async function applica(
  tx: Db,
  x: Preparata,
  operazioneId: string,
  now: Date,
  conCarta = false,
): Promise<{ versione: number; anteprima: AnteprimaModifica; movimenti: Movimento[] }> {
  const { polizza: p, modifica } = x;
  const nuovo = modifica.nuovo;
  const ids = x.prezzi.map((z) => z.polizza.id);
  // Every policy of the practice changes with it: all are locked, in id order (the asked one already).
  const bloccate = await tx
    .select({ id: adesioni.id, versione: adesioni.versione, stato: adesioni.stato })
    .from(adesioni)
    .where(inArray(adesioni.id, ids))
    .orderBy(asc(adesioni.id))
    .for('update');
  for (const b of bloccate)
    await salvaVersioneCertificato(tx, b.id, { versione: b.versione, modifiche: null, operazioneId: null });

  await tx
    .update(pratiche)
    .set({
      inizioViaggio: nuovo.inizioViaggio,
      fineViaggio: nuovo.fineViaggio,
      importoViaggio: nuovo.importoViaggio === null ? null : decimale(nuovo.importoViaggio),
      numeroPartecipanti: nuovo.numeroPartecipanti,
    })
    .where(eq(pratiche.id, p.praticaId));
  if (modifica.aree.some((a) => a.tipoModifica === 'chNomi' || a.tipoModifica === 'chNumeroAssicurati')) {
    await tx.delete(partecipanti).where(eq(partecipanti.praticaId, p.praticaId));
    if (nuovo.partecipanti.length > 0)
      await tx.insert(partecipanti).values(
        nuovo.partecipanti.map((q, k) => ({
          praticaId: p.praticaId,
          ordine: k + 1,
          cognome: q.cognome,
          nome: q.nome,
          codiceFiscale: q.codiceFiscale,
          dataNascita: q.dataNascita,
        })),
      );
  }

  // The money: under the distributor's lock, as a purchase spends its credit.
  await tx
    .select({ id: distributori.id })
    .from(distributori)
    .where(eq(distributori.id, p.distributoreId))
    .for('update');
  const movimenti = pianificaMovimenti(x.prezzi, await creditoResiduo(tx, p.distributoreId), conCarta);
  const primo = nuovo.partecipanti[0];
  for (const z of x.prezzi) {
    const b = bloccate.find((r) => r.id === z.polizza.id)!;
    await tx
      .update(adesioni)
      .set({
        inizioViaggio: nuovo.inizioViaggio,
        fineViaggio: nuovo.fineViaggio,
        numeroPartecipanti: nuovo.numeroPartecipanti,
        ...(primo ? { contraente: `${primo.cognome} ${primo.nome}` } : {}),
        ...colonneImporti(z.dopo, z.polizza.seguito),
        stato: 'modificata',
        versione: b.versione + 1,
      })
      .where(eq(adesioni.id, z.polizza.id));
    const m = movimenti.find((v) => v.adesioneId === z.polizza.id);
    if (m) {
      let creditoId: number | null = null;
      if (m.modo === 'credito') {
        const [c] = await tx
          .insert(crediti)
          .values({
            distributoreId: p.distributoreId,
            data: now,
            causale:
              m.deltaDaPagare > 0
                ? `Modifica della polizza ${z.polizza.numero}: supplemento pagato con il credito disponibile`
                : `Modifica della polizza ${z.polizza.numero}: rimborso sul credito`,
            importo: decimale(-m.deltaDaPagare),
            residuo: decimale(m.residuo!),
            adesioneId: z.polizza.id,
          })
          .returning({ id: crediti.id });
        creditoId = c!.id;
      }
      const prima = colonneImporti(z.prima, z.polizza.seguito);
      const dopo = colonneImporti(z.dopo, z.polizza.seguito);
      const diff = (a: string, b: string) => decimale(cents(Number(b)) - cents(Number(a)));
      await tx.insert(movimentiAdesioni).values({
        adesioneId: z.polizza.id,
        operazioneId,
        tipo: 'modifica',
        data: now,
        deltaPremio: diff(prima.totalePremio, dopo.totalePremio),
        deltaPremioImposte: diff(prima.totalePremioImposte, dopo.totalePremioImposte),
        deltaCommissioni: diff(prima.commissioni, dopo.commissioni),
        deltaCommissioniNetwork: diff(prima.commissioniNetwork, dopo.commissioniNetwork),
        deltaDaPagare: decimale(m.deltaDaPagare),
        modo: m.modo,
        creditoId,
      });
    }
  }
  const modifiche = modifica.aree.map((a) => ({
    tipoModifica: a.tipoModifica,
    valoreOriginale: a.valoreOriginale,
    valoreModificato: a.valoreModificato,
  }));
  for (const b of bloccate)
    await salvaVersioneCertificato(tx, b.id, { versione: b.versione + 1, modifiche, operazioneId });
  return {
    versione: bloccate.find((b) => b.id === p.id)!.versione + 1,
    anteprima: anteprimaDi(areeDi(modifica), false, x.prezzi, movimenti),
    movimenti,
  };
}

/**
 * POST carrello/modifiche/richieste/{operazioneId}/accetta (contract point 6): the back office, or a
 * user of the policy's supplier, applies a waiting request as a save would (re-priced, money, new
 * certificate) and writes the outcome `modificaEffettuata` on its history rows, once. A request decided
 * already is a 409 errore.giaDecisa; a policy changed since the request a 409 errore.versione.
 */
export async function accettaRichiesta(
  db: Db,
  chi: Autore,
  operazioneId: string,
  opzioni: OpzioniSalva = {},
): Promise<{ esito: 'modificaEffettuata'; versione: number }> {
  const user = chi.user;
  if (!user.backOffice && user.fornitoreId === null) throw notFound(MODIFICA_MSG.richiestaNonTrovata);
  return db.transaction(async (tx) => {
    const [r] = await tx
      .select()
      .from(richiesteModifica)
      .where(eq(richiesteModifica.operazioneId, operazioneId));
    if (!r) throw notFound(MODIFICA_MSG.richiestaNonTrovata);
    const scope = user.backOffice
      ? sql`true`
      : and(adesioneVisibile(user), eq(adesioni.fornitoreId, user.fornitoreId!))!;
    const p = await bloccaGruppo(tx, r.adesioneId, scope);
    if (!p) throw notFound(MODIFICA_MSG.richiestaNonTrovata);
    const righe = await tx
      .select({ id: storicoModifiche.id, esito: storicoModificheEsiti.esito })
      .from(storicoModifiche)
      .leftJoin(storicoModificheEsiti, eq(storicoModificheEsiti.storicoModificaId, storicoModifiche.id))
      .where(eq(storicoModifiche.operazioneId, operazioneId));
    if (righe.some((x) => x.esito !== null)) throw giaDecisa();
    if (p.versione !== r.versioneBase) throw conflittoVersione();
    const now = opzioni.now ?? new Date();
    const x = await prepara(tx, user, p, r.richiesta as ModificaRichiesta, {
      oggi: oggiDi(now),
      accettazione: true,
    });
    const { versione } = await applica(tx, x, operazioneId, now);
    await tx.insert(storicoModificheEsiti).values(
      righe.map((x) => ({
        storicoModificaId: x.id,
        esito: 'modificaEffettuata',
        userId: user.id,
        impersonatoreId: chi.impersonatoreId,
      })),
    );
    // The user who asked for the change is told, in the decision's transaction.
    await scriviMessaggi(tx, [r.userId], TESTI_MESSAGGI.modificaAccettata(p.numero), 'modifica');
    await opzioni.primaDelCommit?.(tx);
    return { esito: 'modificaEffettuata' as const, versione };
  });
}

/** The practice of a policy as the change form starts from (contract point 1, item2). */
export interface PraticaModificabile {
  itemID: number;
  versione: number;
  stato: 'emessa' | 'modificata' | 'annullata';
  inizioViaggio: string;
  fineViaggio: string;
  importoViaggio: number | null;
  numeroPartecipanti: number;
  partecipantiElenco: Array<{
    ItemID: number | null;
    Cognome: string;
    Nome: string;
    CodiceFiscale: string | null;
    DataNascita: string | null;
  }>;
  richiestaInAttesa: boolean;
}

/** item2 of GET carrello/modifiche/abilitazione: the policy's practice, scoped as its card. */
export async function praticaModificabile(
  db: Db,
  user: Principal,
  adesioneId: number,
): Promise<PraticaModificabile | null> {
  const p = await polizza(db, adesioneId, adesioneVisibile(user));
  if (!p) return null;
  const [pr] = await db.select().from(pratiche).where(eq(pratiche.id, p.praticaId));
  const persone = await db
    .select()
    .from(partecipanti)
    .where(eq(partecipanti.praticaId, p.praticaId))
    .orderBy(asc(partecipanti.ordine));
  return {
    itemID: p.id,
    versione: p.versione,
    stato: p.stato,
    inizioViaggio: String(p.inizioViaggio).slice(0, 10),
    fineViaggio: String(p.fineViaggio).slice(0, 10),
    importoViaggio: pr?.importoViaggio == null ? null : Number(pr.importoViaggio),
    numeroPartecipanti: p.numeroPartecipanti,
    partecipantiElenco: persone.map((x) => ({
      ItemID: x.id,
      Cognome: x.cognome,
      Nome: x.nome,
      CodiceFiscale: x.codiceFiscale,
      DataNascita: x.dataNascita === null ? null : String(x.dataNascita).slice(0, 10),
    })),
    richiestaInAttesa: (await richiestaInAttesa(db, p.id)) !== null,
  };
}
