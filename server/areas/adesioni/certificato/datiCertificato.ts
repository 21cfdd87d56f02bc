import { asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  adesioni,
  anagrafiche,
  dichiarazioniAdeguatezza,
  distributori,
  files,
  fornitori,
  pacchetti,
  partecipanti,
  pratiche,
  prodotti,
} from '../../../db/schema';
import type { ParametroConfronto, Volo } from '../../../../schemas/types';
import { parametriDi } from '../../carrello/dettagli';

export type Adesione = typeof adesioni.$inferSelect;
export type Partecipante = typeof partecipanti.$inferSelect;

/** The demands-and-needs record as registraDichiarazione writes it. */
export interface DichiarazioneCertificato {
  adeguatezza: boolean;
  checkPolizza: boolean;
  checkPrivacy: boolean;
  versioneQuestionario: string;
  createdAt: Date;
  testo: {
    titolo?: string;
    introduzione?: string | null;
    dichiarazioni?: Array<{ testo: string }>;
    sceltaEffettuata?: string;
  };
}

/** Everything a certificate prints about one policy, read in a handful of queries. */
export interface DatiCertificato {
  adesione: Adesione;
  fornitore: string;
  distributore: string;
  prodotto: string | null;
  /** The insured in the order typed; the first is the contraente (with a document, the head of group). */
  assicurati: Partecipante[];
  /** The file name of the document listing a group's insured, when the practice has one. */
  documentoPartecipanti: string | null;
  garanzie: ParametroConfronto[];
  /** The policy this supplementary one was bought with. */
  principale: { numero: string; pacchetto: string } | null;
  /** The supplementary policies bought with this one. */
  integrative: Array<{ numero: string; pacchetto: string }>;
  dichiarazione: DichiarazioneCertificato | null;
  voli: Volo[];
}

export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const anagraficaFornitore = alias(anagrafiche, 'anagrafica_fornitore');
const anagraficaDistributore = alias(anagrafiche, 'anagrafica_distributore');

/**
 * The policy of `itemGuid` with its practice's insured, the package's guarantees and the declaration;
 * null when there is none. Policies from before the catalogue link (pacchettoId null) find their
 * package by code.
 */
export async function datiCertificato(db: Db, itemGuid: string): Promise<DatiCertificato | null> {
  // Not a UUID: no policy has it (and PostgreSQL would refuse the comparison).
  if (!GUID.test(itemGuid)) return null;
  const [row] = await db
    .select({
      adesione: adesioni,
      fornitore: anagraficaFornitore.ragioneSociale,
      distributore: anagraficaDistributore.ragioneSociale,
    })
    .from(adesioni)
    .innerJoin(fornitori, eq(fornitori.id, adesioni.fornitoreId))
    .innerJoin(anagraficaFornitore, eq(anagraficaFornitore.id, fornitori.anagraficaId))
    .innerJoin(distributori, eq(distributori.id, adesioni.distributoreId))
    .innerJoin(anagraficaDistributore, eq(anagraficaDistributore.id, distributori.anagraficaId))
    .where(eq(adesioni.itemGuid, itemGuid))
    .limit(1);
  if (!row) return null;
  const a = row.adesione;

  const [pacchetto] = await db
    .select({ id: pacchetti.id, prodotto: prodotti.nome })
    .from(pacchetti)
    .innerJoin(prodotti, eq(prodotti.id, pacchetti.prodottoId))
    .where(a.pacchettoId !== null ? eq(pacchetti.id, a.pacchettoId) : eq(pacchetti.codice, a.pacchettoCodice))
    .limit(1);

  const [assicurati, garanzie, collegate, dichiarazione, documento] = await Promise.all([
    db
      .select()
      .from(partecipanti)
      .where(eq(partecipanti.praticaId, a.praticaId))
      .orderBy(asc(partecipanti.ordine)),
    pacchetto ? parametriDi(db, [pacchetto.id]).then((m) => m.get(pacchetto.id) ?? []) : Promise.resolve([]),
    db
      .select({ id: adesioni.id, numero: adesioni.numero, pacchetto: adesioni.pacchetto })
      .from(adesioni)
      .where(
        a.adesionePrincipaleId !== null
          ? or(eq(adesioni.id, a.adesionePrincipaleId), eq(adesioni.adesionePrincipaleId, a.id))
          : eq(adesioni.adesionePrincipaleId, a.id),
      )
      .orderBy(asc(adesioni.id)),
    a.dichiarazioneId === null
      ? Promise.resolve(undefined)
      : db
          .select()
          .from(dichiarazioniAdeguatezza)
          .where(eq(dichiarazioniAdeguatezza.id, a.dichiarazioneId))
          .then((r) => r[0]),
    db
      .select({ nome: files.nomeOriginale })
      .from(pratiche)
      .innerJoin(files, eq(files.id, pratiche.immaginePartecipantiId))
      .where(eq(pratiche.id, a.praticaId))
      .then((r) => r[0]?.nome ?? null),
  ]);

  const principale = collegate.find((c) => c.id === a.adesionePrincipaleId);
  return {
    adesione: a,
    fornitore: row.fornitore,
    distributore: row.distributore,
    prodotto: pacchetto?.prodotto ?? null,
    assicurati,
    documentoPartecipanti: documento,
    garanzie,
    principale: principale ? { numero: principale.numero, pacchetto: principale.pacchetto } : null,
    integrative: collegate
      .filter((c) => c.id !== a.adesionePrincipaleId)
      .map((c) => ({ numero: c.numero, pacchetto: c.pacchetto })),
    dichiarazione: dichiarazione
      ? {
          adeguatezza: dichiarazione.adeguatezza,
          checkPolizza: dichiarazione.checkPolizza,
          checkPrivacy: dichiarazione.checkPrivacy,
          versioneQuestionario: dichiarazione.versioneQuestionario,
          createdAt: dichiarazione.createdAt,
          testo: (dichiarazione.testoQuestionario ?? {}) as DichiarazioneCertificato['testo'],
        }
      : null,
    voli: (a.datiExtra?.datiVolo ?? []) as Volo[],
  };
}
