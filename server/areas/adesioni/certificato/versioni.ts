import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { adesioni, adesioniVersioni } from '../../../db/schema';
import { datiCertificato, type DatiCertificato } from './datiCertificato';

/** One changed area of a certificate version, as the change's history row has it. */
export interface ModificaVersione {
  tipoModifica: string;
  valoreOriginale: string | null;
  valoreModificato: string | null;
}

/** What the caller of a change passes for the version it saves (contract: issue 26, certificate). */
export interface VersioneDaSalvare {
  versione: number;
  /** What changed from the previous version; null for version 1 (the policy as issued). */
  modifiche: ModificaVersione[] | null;
  /** The change (or accepted request) that made this version, when there is one. */
  operazioneId: string | null;
}

/** A stored certificate version, read back as what the PDF needs. */
export interface VersioneCertificato {
  versione: number;
  dati: DatiCertificato;
  modifiche: ModificaVersione[] | null;
  operazioneId: string | null;
  /** When this version was written (for version 1 captured later, the moment of capture). */
  createdAt: Date;
}

/**
 * Saves what the certificate of policy `adesioneId` prints NOW, as read through `tx` (the caller's
 * change transaction, after it updated the policy), as certificate version `v.versione`. Written once:
 * a version already stored is left as it is (so calling it with the current version before a change
 * captures version 1, the policy as issued, on the first change and is a no-op afterwards). The data
 * is kept as JSON (dates as ISO text), `datiVersione` reads it back.
 *
 * Protocol of a change: salvaVersioneCertificato(tx, id, { versione: current, modifiche: null,
 * operazioneId: null }); update the policy and adesioni.versione = current + 1;
 * salvaVersioneCertificato(tx, id, { versione: current + 1, modifiche: [...], operazioneId }).
 */
export async function salvaVersioneCertificato(
  tx: Db,
  adesioneId: number,
  v: VersioneDaSalvare,
): Promise<void> {
  if (!Number.isInteger(v.versione) || v.versione < 1) throw new Error(`versione non valida: ${v.versione}`);
  const [row] = await tx
    .select({ itemGuid: adesioni.itemGuid })
    .from(adesioni)
    .where(eq(adesioni.id, adesioneId))
    .limit(1);
  if (!row) throw new Error(`adesione ${adesioneId} non trovata`);
  // Cheap check first: the pre-change call finds version 1 stored on every change but the first.
  const [esiste] = await tx
    .select({ versione: adesioniVersioni.versione })
    .from(adesioniVersioni)
    .where(and(eq(adesioniVersioni.adesioneId, adesioneId), eq(adesioniVersioni.versione, v.versione)))
    .limit(1);
  if (esiste) return;
  const dati = await datiCertificato(tx, row.itemGuid);
  if (!dati) throw new Error(`adesione ${adesioneId} non trovata`);
  await tx
    .insert(adesioniVersioni)
    .values({
      adesioneId,
      versione: v.versione,
      dati: aJson(dati),
      modifiche: v.modifiche ? v.modifiche.map(aModifica) : null,
      operazioneId: v.operazioneId,
    })
    .onConflictDoNothing({ target: [adesioniVersioni.adesioneId, adesioniVersioni.versione] });
}

const aModifica = (m: ModificaVersione): ModificaVersione => ({
  tipoModifica: m.tipoModifica,
  valoreOriginale: m.valoreOriginale,
  valoreModificato: m.valoreModificato,
});

/** JSON-safe copy: dates become ISO text (JSON.stringify), undefined keys go. */
const aJson = (dati: DatiCertificato): unknown => JSON.parse(JSON.stringify(dati)) as unknown;

const data = (v: unknown): Date => new Date(String(v));
const dataONull = (v: unknown): Date | null => (v === null || v === undefined ? null : data(v));

/** The stored JSON back as DatiCertificato: the timestamps it holds become dates again. */
export function daJson(json: unknown): DatiCertificato {
  const d = json as DatiCertificato;
  return {
    ...d,
    adesione: {
      ...d.adesione,
      dataAcquisto: data(d.adesione.dataAcquisto),
      createdAt: data(d.adesione.createdAt),
      annullataIl: dataONull(d.adesione.annullataIl),
    },
    dichiarazione: d.dichiarazione
      ? { ...d.dichiarazione, createdAt: data(d.dichiarazione.createdAt) }
      : null,
    assicurati: d.assicurati ?? [],
    garanzie: d.garanzie ?? [],
    integrative: d.integrative ?? [],
    voli: d.voli ?? [],
  };
}

/** Version `versione` of policy `adesioneId`'s certificate as stored; null when it was never saved. */
export async function datiVersione(
  db: Db,
  adesioneId: number,
  versione: number,
): Promise<VersioneCertificato | null> {
  const [row] = await db
    .select()
    .from(adesioniVersioni)
    .where(and(eq(adesioniVersioni.adesioneId, adesioneId), eq(adesioniVersioni.versione, versione)))
    .limit(1);
  if (!row) return null;
  return {
    versione: row.versione,
    dati: daJson(row.dati),
    modifiche: (row.modifiche as ModificaVersione[] | null) ?? null,
    operazioneId: row.operazioneId,
    createdAt: row.createdAt,
  };
}

/** The certificate's title of a version: the original, or the N-th variation appendix. */
export function titoloVersione(versione: number): string {
  return versione <= 1 ? 'Certificato originale' : `Appendice di variazione n. ${versione - 1}`;
}

/** One downloadable version of a policy's certificate, as the policy card lists it. */
export interface VoceVersione {
  versione: number;
  /** When it took effect: the issue for version 1, the change for the others (null: not recorded). */
  data: Date | null;
  titolo: string;
}

/**
 * Every version of policy `adesioneId`'s certificate, 1 to its current versione, oldest first: the
 * ones GET file/adesione/{itemGUID}?versione= answers. Empty when there is no such policy.
 */
export async function elencoVersioni(db: Db, adesioneId: number): Promise<VoceVersione[]> {
  const [polizza] = await db
    .select({
      versione: adesioni.versione,
      dataAcquisto: adesioni.dataAcquisto,
      stato: adesioni.stato,
      annullataIl: adesioni.annullataIl,
    })
    .from(adesioni)
    .where(eq(adesioni.id, adesioneId))
    .limit(1);
  if (!polizza) return [];
  const rows =
    polizza.versione > 1
      ? await db
          .select({ versione: adesioniVersioni.versione, data: adesioniVersioni.createdAt })
          .from(adesioniVersioni)
          .where(eq(adesioniVersioni.adesioneId, adesioneId))
          .orderBy(asc(adesioniVersioni.versione))
      : [];
  const quando = new Map(rows.map((r) => [r.versione, r.data]));
  return Array.from({ length: polizza.versione }, (_, i) => i + 1).map((versione) => ({
    versione,
    data:
      versione === 1
        ? polizza.dataAcquisto
        : (quando.get(versione) ??
          // The version a cancellation added (it stores none): dated when it was cancelled.
          (versione === polizza.versione && polizza.stato === 'annullata' ? polizza.annullataIl : null)),
    titolo: titoloVersione(versione),
  }));
}
