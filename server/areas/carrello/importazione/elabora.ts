import { and, eq } from 'drizzle-orm';
import type { DatiViaggio, ErroreTotale } from '../../../../schemas/types';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db/client';
import { carrelloItems, distributori, importazioniPratiche, praticheImportate } from '../../../db/schema';
import { AppError } from '../../../errors';
import { loadPrincipal } from '../../../auth/principal';
import { acquista, type FonteAcquisto } from '../../adesioni/acquisto/acquista';
import { accodaConfermaAcquisto } from '../../adesioni/mail/confermaAcquisto';
import { pagaSubitoPer } from '../../pagamenti/servizio';
import { aggiungiItem } from '../cart/carrelloStore';
import { validaItem } from '../cart/validaItem';
import { conLettureCondivise } from '../lettureCondivise';
import { registraDichiarazione } from '../dichiarazioni/registraDichiarazione';
import { offerte, venditoreDi } from '../offerte';
import { chiaveDi, giaImportate } from './giaImportate';
import { IMPORT_MSG, type PraticaLetta } from './pratiche';
import { ulterioriDatiDeiPacchetti, ulterioriDellaPratica, type VoceUlteriore } from './ulterioriDati';

export const IMPORTAZIONE_PRATICHE = 'importazione-pratiche';
export interface DatiJobImportazione {
  importazioneId: number;
}

/** Practices issued in one purchase (one transaction): well under a purchase's limits (limiti.ts). */
export const PRATICHE_PER_ACQUISTO = 50;

export interface PraticaConErrori {
  rigaExcel: number;
  riferimentoPratica: string;
  contraente: string;
  errore: string;
}

export interface EsitoControllo {
  /** 1: added to the cart; 2: policies issued. */
  tipoEsecuzione: 1 | 2;
  totalePratiche: number;
  praticheAggiunte: number;
  praticheGiaPresenti: number;
  praticheConErrori: PraticaConErrori[];
  /** Issue at purchase paid by card (tipoEsecuzione 2, a distributor paying at purchase): the gateway's pages. */
  urlPagamento: string[];
}

/** The declarations of an imported practice: the uploader, importing it, declares as the cart's form does. */
const DICHIARAZIONE = { adeguatezza: true, checkPolizza: true, checkPrivacy: true };

/** A practice read from the file as the cart's item (datiViaggio): what POST carrello receives. */
export function datiViaggioDi(
  p: PraticaLetta,
  pacchettoID: number,
  ulteriori: VoceUlteriore[] = [],
): DatiViaggio {
  const note = [p.contraente ? `Contraente: ${p.contraente}` : '', p.note].filter(Boolean).join(' - ');
  return {
    pacchettoID,
    parametri: {
      inizioViaggio: p.inizioViaggio,
      fineViaggio: p.fineViaggio,
      destinazioneStato: p.destinazione || null,
      nazionalita: p.areaPartenza || null,
      numeroPartecipanti: p.viaggiatori.length,
      importoViaggio: p.importoViaggio,
    },
    partecipanti: p.viaggiatori.map((v, i) => ({
      ItemID: i + 1,
      Cognome: v.cognome,
      Nome: v.nome,
      CodiceFiscale: v.codiceFiscale || null,
      DataNascita: v.dataNascita,
      Email: v.email || null,
    })),
    prodottiCollegati: [],
    ulterioriDati: ulterioriDellaPratica(p.ulterioriDati, ulteriori),
    riferimentoPratica: p.riferimentoPratica,
    note: note || null,
    parametriDichiarazione: DICHIARAZIONE,
  } as DatiViaggio;
}

/**
 * Records the practice as imported, in the caller's transaction: 'nuova', or, when the unique index
 * finds it already there, 'stessa' (this import did it: a run of it that overlapped this one, after a
 * job's expiry) or 'altra' (another import did).
 */
async function registraPratica(
  tx: Db,
  distributoreId: number,
  pacchettoId: number,
  riferimentoPratica: string,
  importazioneId: number,
): Promise<'nuova' | 'stessa' | 'altra'> {
  const righe = await tx
    .insert(praticheImportate)
    .values({ distributoreId, pacchettoId, riferimentoPratica, importazioneId })
    .onConflictDoNothing()
    .returning({ id: praticheImportate.id });
  if (righe.length > 0) return 'nuova';
  const [gia] = await tx
    .select({ importazioneId: praticheImportate.importazioneId })
    .from(praticheImportate)
    .where(
      and(
        eq(praticheImportate.distributoreId, distributoreId),
        eq(praticheImportate.pacchettoId, pacchettoId),
        eq(praticheImportate.riferimentoPratica, riferimentoPratica),
      ),
    );
  return gia?.importazioneId === importazioneId ? 'stessa' : 'altra';
}

/**
 * The import's job (server/jobs): each practice of the file validated and priced by `validaItem`, then
 * added to the cart by `aggiungiItem` (POST carrello's code) or issued by `acquista` (POST adesioni's
 * code: credit, statements, payment at purchase, certificates, confirmation mail), as the distributor's
 * setting says. A practice goes in whole, in one transaction with its row of pratiche_importate, or not
 * at all; the unique index of that row is what keeps the same practice (distributor, package,
 * reference) from going in twice, across files, uploads, processes and a retry after a crash. Run again
 * (the queue retries a job whose process died), it finds what it already did and does the rest.
 */
export async function elaboraImportazione(
  deps: Pick<AppDeps, 'db' | 'config' | 'pagamenti'>,
  importazioneId: number,
): Promise<void> {
  const { db } = deps;
  const [imp] = await db
    .select()
    .from(importazioniPratiche)
    .where(eq(importazioniPratiche.id, importazioneId));
  if (!imp || imp.stato === 'completata' || imp.stato === 'fallita') return;
  await db
    .update(importazioniPratiche)
    .set({ stato: 'inCorso', elaborate: 0, updatedAt: new Date() })
    .where(eq(importazioniPratiche.id, importazioneId));
  const pratiche = imp.pratiche as PraticaLetta[];
  const esito: EsitoControllo = {
    tipoEsecuzione: imp.tipoEsecuzione === 2 ? 2 : 1,
    totalePratiche: pratiche.length,
    praticheAggiunte: 0,
    praticheGiaPresenti: 0,
    praticheConErrori: [],
    urlPagamento: [],
  };
  const errore = (p: PraticaLetta, testo: string) =>
    esito.praticheConErrori.push({
      rigaExcel: p.rigaExcel,
      riferimentoPratica: p.riferimentoPratica,
      contraente: p.contraente,
      errore: testo,
    });
  const progresso = (n: number) =>
    db
      .update(importazioniPratiche)
      .set({ elaborate: n, updatedAt: new Date() })
      .where(eq(importazioniPratiche.id, importazioneId));

  const user = await loadPrincipal(db, imp.userId);
  if (!user || user.distributoreId !== imp.distributoreId) {
    for (const p of pratiche) errore(p, IMPORT_MSG.distributoreMancante);
    return concludi(db, importazioneId, esito);
  }
  const distributoreId = imp.distributoreId;
  const venditore = await venditoreDi(db, user);
  const vendibili = new Map((await offerte(db, venditore)).map((o) => [o.codice.toUpperCase(), o.id]));
  const voci = await ulterioriDatiDeiPacchetti(db, [...vendibili.values()]);

  // What is already imported: by this import (a run before a crash) counts as added, by another as present.
  const riferimenti = [...new Set(pratiche.map((p) => p.riferimentoPratica).filter(Boolean))];
  const gia = await giaImportate(db, distributoreId, riferimenti);

  const daFare: Array<{ p: PraticaLetta; pacchettoId: number; dati: DatiViaggio }> = [];
  const visti = new Set<string>();
  for (const p of pratiche) {
    if (p.errori.length > 0) {
      errore(p, p.errori.join('; '));
      continue;
    }
    const pacchettoId = vendibili.get(p.codicePacchetto);
    if (pacchettoId === undefined) {
      errore(p, IMPORT_MSG.pacchettoNonVendibile(p.codicePacchetto));
      continue;
    }
    const chiave = chiaveDi(pacchettoId, p.riferimentoPratica);
    const di = gia.get(chiave);
    if (visti.has(chiave) || (di !== undefined && di !== importazioneId)) {
      esito.praticheGiaPresenti++;
      continue;
    }
    visti.add(chiave);
    if (di === importazioneId) {
      esito.praticheAggiunte++;
      continue;
    }
    daFare.push({ p, pacchettoId, dati: datiViaggioDi(p, pacchettoId, voci.get(pacchettoId)) });
  }
  let fatte = pratiche.length - daFare.length;
  await progresso(fatte);

  const chi = { userId: user.id, impersonatoreId: imp.impersonatoreId, distributoreId };
  if (esito.tipoEsecuzione === 1) {
    // To the cart: POST carrello's validation and pricing, then its add, with the practice's record;
    // the catalogue's reads shared by the file's practices (lettureCondivise.ts).
    await conLettureCondivise(async () => {
      for (const { p, pacchettoId, dati } of daFare) {
        try {
          const item = await validaItem(db, venditore, user.id, dati);
          const visto: { come: 'nuova' | 'stessa' | 'altra' } = { come: 'nuova' };
          await aggiungiItem(db, chi, item, async (tx) => {
            visto.come = await registraPratica(
              tx,
              distributoreId,
              pacchettoId,
              p.riferimentoPratica,
              importazioneId,
            );
            return visto.come === 'nuova';
          });
          if (visto.come === 'altra') esito.praticheGiaPresenti++;
          else esito.praticheAggiunte++;
        } catch (error) {
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          errore(p, error.message);
        }
        if (++fatte % 25 === 0) await progresso(fatte);
      }
    });
  } else {
    const pagaSubito = pagaSubitoPer(deps, {
      user,
      impersonatoreId: imp.impersonatoreId,
      ip: imp.ip,
      ...(imp.origine ? { origine: imp.origine } : {}),
    });
    for (let i = 0; i < daFare.length; i += PRATICHE_PER_ACQUISTO) {
      const blocco = daFare.slice(i, i + PRATICHE_PER_ACQUISTO);
      const stesse = new Set<number>();
      const fonte = fonteImportazione(blocco, chi, importazioneId, stesse);
      try {
        const r = await acquista(
          db,
          { user, impersonatoreId: imp.impersonatoreId },
          null,
          accodaConfermaAcquisto,
          undefined,
          pagaSubito,
          fonte,
        );
        if (r.data.redirecUrl) esito.urlPagamento.push(r.data.redirecUrl);
        blocco.forEach(({ p }, n) => {
          const e = fonte.esiti?.get(n + 1);
          if (e === 'emesso' || (e === 'giaPresente' && stesse.has(n + 1))) esito.praticheAggiunte++;
          else if (e === 'giaPresente') esito.praticheGiaPresenti++;
          else errore(p, e ? descrizione(e) : IMPORT_MSG.pacchetto);
        });
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        for (const { p } of blocco) errore(p, error.message);
      }
      fatte += blocco.length;
      await progresso(fatte);
    }
  }
  esito.praticheConErrori.sort((a, b) => a.rigaExcel - b.rigaExcel);
  return concludi(db, importazioneId, esito);
}

const descrizione = (e: ErroreTotale) => e.descrizione;

/** The block of practices as the purchase's items (ids 1…n), each recorded as imported when issued. */
function fonteImportazione(
  blocco: Array<{ p: PraticaLetta; pacchettoId: number; dati: DatiViaggio }>,
  chi: { userId: number; impersonatoreId: number | null; distributoreId: number },
  importazioneId: number,
  /** Filled with the items found already issued by this same import. */
  stesse: Set<number>,
): FonteAcquisto {
  const adesso = new Date();
  const items = blocco.map(({ pacchettoId, dati }, n): typeof carrelloItems.$inferSelect => ({
    id: n + 1,
    userId: chi.userId,
    distributoreId: chi.distributoreId,
    pacchettoId,
    dati,
    totali: {} as never,
    dichiarazioneId: 0,
    createdAt: adesso,
    updatedAt: adesso,
  }));
  return {
    carrello: false,
    items: () => Promise.resolve(items),
    async daEmettere(tx, item) {
      const { p, pacchettoId } = blocco[item.id - 1]!;
      const come = await registraPratica(
        tx,
        chi.distributoreId,
        pacchettoId,
        p.riferimentoPratica,
        importazioneId,
      );
      if (come === 'stessa') stesse.add(item.id);
      return come === 'nuova' ? registraDichiarazione(tx, chi, pacchettoId, DICHIARAZIONE) : null;
    },
    venduti: () => Promise.resolve(),
  };
}

/**
 * The import's end. The travellers' personal data read from the file (names, birth dates, tax codes)
 * are dropped with it: the cart items and the policies keep what they need, the outcome only rows,
 * references and contraenti.
 */
async function concludi(db: Db, importazioneId: number, esito: EsitoControllo): Promise<void> {
  await db
    .update(importazioniPratiche)
    .set({ stato: 'completata', elaborate: esito.totalePratiche, esito, pratiche: [], updatedAt: new Date() })
    .where(eq(importazioniPratiche.id, importazioneId));
}

/** An import whose job failed for good (its last retry): the dialog stops waiting; the file's data go. */
export async function importazioneFallita(db: Db, importazioneId: number): Promise<void> {
  await db
    .update(importazioniPratiche)
    .set({ stato: 'fallita', pratiche: [], updatedAt: new Date() })
    .where(eq(importazioniPratiche.id, importazioneId));
}

/** Whether the distributor's imports issue the policies (2) or fill the cart (1). */
export async function tipoEsecuzioneDi(db: Db, distributoreId: number): Promise<1 | 2> {
  const [d] = await db
    .select({ emette: distributori.importazioneEmette })
    .from(distributori)
    .where(eq(distributori.id, distributoreId));
  return d?.emette ? 2 : 1;
}
