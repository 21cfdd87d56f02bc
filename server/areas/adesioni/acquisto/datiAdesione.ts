import { asc, eq, inArray } from 'drizzle-orm';
import type { DatiAdesione } from '../../../../schemas/types';
import type { Db } from '../../../db/client';
import { adesioni, files, partecipanti, pratiche } from '../../../db/schema';

const euro = (v: string | null) => Math.round(Number(v ?? 0) * 100) / 100;

/**
 * Issued policies as the purchase answers them (spec 2 §3 "Adhesion datiAdesione"): totalePremio is
 * the premium with taxes the agent saw in the cart, totalePremioImposte the taxes within it; further
 * data base64 JSON, flights safe-base64 JSON, the insured by name. A group bought with the document of
 * its participants names only its head (capogruppo) and says where the document is.
 */
export async function datiAdesioneDi(tx: Db, ids: number[]): Promise<DatiAdesione[]> {
  const rows = await tx.select().from(adesioni).where(inArray(adesioni.id, ids)).orderBy(asc(adesioni.id));
  const praticheIds = [...new Set(rows.map((r) => r.praticaId))];
  const persone = await tx
    .select()
    .from(partecipanti)
    .where(inArray(partecipanti.praticaId, praticheIds))
    .orderBy(asc(partecipanti.ordine));
  const note = new Map(
    (
      await tx
        .select({ id: pratiche.id, note: pratiche.note })
        .from(pratiche)
        .where(inArray(pratiche.id, praticheIds))
    ).map((p) => [p.id, p.note]),
  );
  const documenti = new Map(
    (
      await tx
        .select({ praticaId: pratiche.id, nome: files.nomeOriginale })
        .from(pratiche)
        .innerJoin(files, eq(files.id, pratiche.immaginePartecipantiId))
        .where(inArray(pratiche.id, praticheIds))
    ).map((d) => [d.praticaId, d.nome]),
  );
  return rows.map((r) => {
    const lordo = euro(r.totalePremioImposte);
    const imposte = Math.round((lordo - euro(r.totalePremio)) * 100) / 100;
    const n = Math.max(1, r.numeroPartecipanti);
    return {
      itemGUID: r.itemGuid,
      numero: r.numero,
      pacchetto: r.pacchetto,
      descrizione: r.categoria,
      totalePremio: lordo,
      totalePremioImposte: imposte,
      totalePremioPersona: Math.round((lordo / n) * 100) / 100,
      totalePremioPersonaImposte: Math.round((imposte / n) * 100) / 100,
      commissioni: euro(r.commissioni),
      totalePremioDaPagare: euro(r.totalePremioDaPagare),
      totaleRitenuta: euro(r.totaleRitenuta),
      numeroPartecipanti: r.numeroPartecipanti,
      partecipantiElencoLista: persone
        .filter((p) => p.praticaId === r.praticaId)
        .map((p) => ({ nome: p.nome, cognome: p.cognome, ...(p.capogruppo ? { capogruppo: true } : {}) })),
      inizioViaggio: r.inizioViaggio,
      fineViaggio: r.fineViaggio,
      destinazione: r.destinazione,
      nazionalita: r.nazionalita,
      riferimentoPratica: r.riferimentoPratica,
      note: note.get(r.praticaId) ?? null,
      acquistataConCredito: r.acquistataConCredito,
      datiAggiuntivi: r.datiAggiuntivi
        ? Buffer.from(JSON.stringify(r.datiAggiuntivi), 'utf8').toString('base64')
        : null,
      datiExtra: r.datiExtra ? Buffer.from(JSON.stringify(r.datiExtra), 'utf8').toString('base64url') : null,
      certificato: `file/adesione/${r.itemGuid}`,
      documentoPartecipanti: documenti.has(r.praticaId)
        ? { nomeFile: documenti.get(r.praticaId)!, percorso: `file/adesione/${r.itemGuid}/partecipanti` }
        : null,
    };
  });
}
