import { eq, inArray } from 'drizzle-orm';
import type { PartecipanteViaggio, ProdottoCollegato, Volo } from '../../../../schemas/types';
import type { Db } from '../../../db/client';
import {
  adesioni,
  categorie,
  crediti,
  pacchetti,
  partecipanti,
  pratiche,
  prodotti,
} from '../../../db/schema';
import type { ItemValidato } from '../../carrello/cart/validaItem';
import { allegaDocumento, documentoGruppo } from './documentoGruppo';
import { decimale, importiDi, ripartisci, type ImportiPolizza } from './importi';
import { numeroPolizza } from './numeroPolizza';
import { inserisciInBlocchi, prenotaId } from './scritturaInBlocchi';

/** Who buys, for whom, and what the purchase keeps while it runs (credit left, names). */
export interface ContestoAcquisto {
  userId: number;
  distributoreId: number;
  codiceDistributore: string;
  /** Sales staff follow the distributor: they earn their share on its sales. */
  seguito: boolean;
  /** Credit left, in cents; a policy is paid with it when it covers the whole amount due. */
  credito: number;
  now: Date;
  nomiLuoghi: Map<string, string>;
  /** The purchase (acquisti row) the policies belong to. */
  acquistoId: number;
}

/** Sales staff's share of a followed distributor's sales: 2 % of the premium with taxes (as in the history). */
export const QUOTA_COMMERCIALE = 0.02;

export interface PolizzaEmessa {
  id: number;
  principale: boolean;
  /** What is left to pay on it (not paid with credit), in cents. */
  daPagare: number;
}

const campo = (p: PartecipanteViaggio, pascal: keyof PartecipanteViaggio, camel: keyof PartecipanteViaggio) =>
  String(p[pascal] ?? p[camel] ?? '').trim();

function persona(p: PartecipanteViaggio) {
  const nascita = campo(p, 'DataNascita', 'dataNascita');
  return {
    cognome: campo(p, 'Cognome', 'cognome'),
    nome: campo(p, 'Nome', 'nome'),
    codiceFiscale: campo(p, 'CodiceFiscale', 'codiceFiscale').toUpperCase() || null,
    dataNascita: /^\d{4}-\d{2}-\d{2}/.test(nascita) ? nascita.slice(0, 10) : null,
    email: String(p.Email ?? '').trim() || null,
  };
}

const codiceDi = (v: unknown): string | null => {
  if (v && typeof v === 'object' && 'value' in v) return codiceDi((v as { value: unknown }).value);
  return v === null || v === undefined || v === '' ? null : String(v);
};

/**
 * Issues one validated cart item inside the purchase's transaction: its practice (one per participant
 * when the agent asked for a document each), the insured, and a policy for the package and one for
 * each supplementary policy, priced as the validation just priced them, with the demands-and-needs
 * record, further data and flights. A policy is paid with the distributor's credit when it covers it.
 */
export async function emettiItem(
  tx: Db,
  ctx: ContestoAcquisto,
  item: ItemValidato,
  dichiarazioneId: number,
): Promise<PolizzaEmessa[]> {
  const dati = item.dati;
  const par = dati.parametri;
  const persone = (dati.partecipanti ?? []).map(persona).filter((p) => p.cognome && p.nome);
  // A group described by its document is one practice: its one typed participant is the head of group.
  const documento = documentoGruppo(dati);
  const gruppi =
    dati.tesseraSingola && !documento && persone.length > 1 ? persone.map((p) => [p]) : [persone];
  const perPacchetto = new Map((item.totali.pacchetti ?? []).map((p) => [p.pacchettoID, p]));
  const collegati: ProdottoCollegato[] = dati.prodottiCollegati ?? [];
  const ids = [dati.pacchettoID, ...collegati.map((c) => c.pacchettoID)];
  const catalogo = new Map(
    (
      await tx
        .select({
          id: pacchetti.id,
          nome: pacchetti.nome,
          codice: pacchetti.codice,
          fornitoreId: prodotti.fornitoreId,
          categoria: categorie.nome,
        })
        .from(pacchetti)
        .innerJoin(prodotti, eq(prodotti.id, pacchetti.prodottoId))
        .innerJoin(categorie, eq(categorie.id, pacchetti.categoriaId))
        .where(inArray(pacchetti.id, ids))
    ).map((r) => [r.id, r]),
  );
  const importi = new Map(
    ids.map((id) => [id, ripartisci(importiDi(perPacchetto.get(id) ?? {}), gruppi.length)]),
  );
  const voli: Volo[] = item.voli;
  const aggiuntivi = (dati.ulterioriDati ?? [])
    .filter((u) => (u.valore ?? '').trim() !== '')
    .map((u) => ({ descrizione: u.descrizione, value: String(u.valore) }));

  // Who pays what, with the credit spent in the order of issue; then every id and number in one
  // round trip, and each kind of row in one multi-row insert (issue 23 defect 7: a row at a time,
  // 500 participants with tesseraSingola held the embedded database for seconds).
  const quote = gruppi.map((_, g) =>
    ids.map((id) => {
      const quota = importi.get(id)![g]!;
      const conCredito = quota.daPagare > 0 && ctx.credito >= quota.daPagare;
      if (conCredito) ctx.credito -= quota.daPagare;
      return { id, quota, conCredito, residuo: ctx.credito };
    }),
  );
  const prenotati = await prenotaId(tx, {
    pratiche: gruppi.length,
    adesioni: gruppi.length * ids.length,
    crediti: quote.flat().filter((q) => q.conCredito).length,
  });

  const righePratiche: Array<typeof pratiche.$inferInsert> = [];
  const righePartecipanti: Array<typeof partecipanti.$inferInsert> = [];
  const righeAdesioni: Array<typeof adesioni.$inferInsert> = [];
  const righeCrediti: Array<typeof crediti.$inferInsert> = [];
  const emesse: PolizzaEmessa[] = [];
  for (const [g, gruppo] of gruppi.entries()) {
    const praticaId = prenotati.pratiche[g]!;
    righePratiche.push({
      id: praticaId,
      distributoreId: ctx.distributoreId,
      userId: ctx.userId,
      riferimentoPratica: dati.riferimentoPratica ?? null,
      note: dati.note?.trim() || null,
      inizioViaggio: String(par.inizioViaggio).slice(0, 10),
      fineViaggio: String(par.fineViaggio).slice(0, 10),
      importoViaggio:
        par.importoViaggio == null ? null : decimale(Math.round(Number(par.importoViaggio) * 100)),
      numeroPartecipanti:
        documento?.assicurati ?? Math.max(1, gruppo.length || Number(par.numeroPartecipanti ?? 1)),
      immaginePartecipantiId: documento?.fileId ?? null,
      createdAt: ctx.now,
    });
    righePartecipanti.push(
      ...gruppo.map((p, k) => ({
        praticaId,
        ordine: k + 1,
        ...p,
        capogruppo: documento !== null && k === 0,
      })),
    );

    let principale: number | null = null;
    for (const { id, quota, conCredito, residuo } of quote[g]!) {
      const p = catalogo.get(id)!;
      const c = collegati.find((x) => x.pacchettoID === id);
      const adesioneId = prenotati.adesioni[emesse.length]!;
      const numero = numeroPolizza(
        ctx.codiceDistributore,
        ctx.now.getUTCFullYear(),
        prenotati.numeri[emesse.length]!,
      );
      righeAdesioni.push({
        id: adesioneId,
        numero,
        praticaId,
        pacchettoId: id,
        pacchetto: p.nome,
        pacchettoCodice: p.codice,
        categoria: p.categoria,
        fornitoreId: p.fornitoreId,
        distributoreId: ctx.distributoreId,
        userId: ctx.userId,
        dataAcquisto: ctx.now,
        inizioViaggio: String(par.inizioViaggio).slice(0, 10),
        fineViaggio: String(par.fineViaggio).slice(0, 10),
        destinazione: luogo(ctx, c ? codiceDi(c.destinazioneID) : codiceDi(par.destinazioneStato)),
        nazionalita: luogo(ctx, c ? codiceDi(c.nazionalitaID) : codiceDi(par.nazionalita)),
        numeroPartecipanti: documento?.assicurati ?? Math.max(1, gruppo.length),
        riferimentoPratica: dati.riferimentoPratica ?? null,
        contraente: gruppo[0] ? `${gruppo[0].cognome} ${gruppo[0].nome}` : null,
        ...colonneImporti(quota, ctx.seguito),
        acquistataConCredito: conCredito,
        adesionePrincipaleId: principale,
        dichiarazioneId,
        acquistoId: ctx.acquistoId,
        datiAggiuntivi: aggiuntivi.length > 0 ? aggiuntivi : null,
        datiExtra: principale === null && voli.length > 0 ? { datiVolo: voli } : null,
      });
      if (conCredito)
        righeCrediti.push({
          id: prenotati.crediti[righeCrediti.length]!,
          distributoreId: ctx.distributoreId,
          data: ctx.now,
          causale: `Polizza ${numero} acquistata con il credito disponibile`,
          importo: decimale(-quota.daPagare),
          residuo: decimale(residuo),
          adesioneId,
        });
      principale ??= adesioneId;
      emesse.push({
        id: adesioneId,
        principale: adesioneId === principale,
        daPagare: conCredito ? 0 : quota.daPagare,
      });
    }
  }
  // Participants before their policies: a policy's insert copies its practice's names (migration 0010).
  await inserisciInBlocchi(tx, pratiche, righePratiche);
  await inserisciInBlocchi(tx, partecipanti, righePartecipanti);
  await inserisciInBlocchi(tx, adesioni, righeAdesioni);
  await inserisciInBlocchi(tx, crediti, righeCrediti);
  // A group with its document is one practice, which now owns the document.
  if (documento) await allegaDocumento(tx, prenotati.pratiche[0]!, documento.fileId);
  return emesse;
}

/**
 * The columns as the history has them: totale_premio net of taxes, totale_premio_imposte with them.
 * The demo history (server/db/seed/storico.ts) writes its policies with this too.
 */
export function colonneImporti(q: ImportiPolizza, seguito: boolean) {
  return {
    totalePremio: decimale(q.totaleViaggio - q.imposte),
    totalePremioImposte: decimale(q.totaleViaggio),
    commissioni: decimale(q.commissioni),
    commissioniNetwork: decimale(q.commissioneRete),
    commissioniCommerciale: decimale(seguito ? Math.round(q.totaleViaggio * QUOTA_COMMERCIALE) : 0),
    totalePremioDaPagare: decimale(q.daPagare),
    totaleRitenuta: decimale(q.ritenuta),
  };
}

const luogo = (ctx: ContestoAcquisto, codice: string | null) =>
  codice === null ? null : (ctx.nomiLuoghi.get(codice) ?? codice);
