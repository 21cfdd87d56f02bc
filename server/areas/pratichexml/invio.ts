import { and, asc, eq, inArray } from 'drizzle-orm';
import { canAccess } from '../../../engine/core/access/canAccess';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import {
  adesioni,
  chiaviApi,
  importazioniPratiche,
  inviiXml,
  pacchetti,
  users,
  type EsitoPraticaXml,
} from '../../db/schema';
import { accessSubject, loadPrincipal, type Principal } from '../../auth/principal';
import { elaboraImportazione, tipoEsecuzioneDi, type EsitoControllo } from '../carrello/importazione/elabora';
import { chiaveDi, giaImportate } from '../carrello/importazione/giaImportate';
import type { PraticaLetta } from '../carrello/importazione/pratiche';

/** `importazioni_pratiche.model_id` of an XML submission (1 and 2 are the spreadsheet templates). */
export const MODELLO_XML = 3;

export const INVIO_MSG = {
  senzaUtente:
    'Il distributore non ha un utente attivo abilitato agli acquisti: le pratiche XML sono emesse a suo nome',
  distributoreNonAttivo: 'Il distributore della chiave API non è attivo',
};

/**
 * Who the practices of a key's distributor are bought as: its oldest active user allowed to the cart
 * (the import and the purchase need a user: credit, statements, certificates and mail are the user's
 * distributor's). Null when the distributor has none.
 */
export async function acquirenteDi(db: Db, distributoreId: number): Promise<Principal | null> {
  const candidati = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.distributoreId, distributoreId), eq(users.disabled, false)))
    .orderBy(asc(users.id))
    .limit(20);
  for (const { id } of candidati) {
    const p = await loadPrincipal(db, id);
    if (!p || p.mustPay || p.distributoreId !== distributoreId) continue;
    const ok = canAccess({
      user: accessSubject(p),
      guard: { permissions: ['WEB_ANAGRAFICA_ACCESSO_CARRELLO'] },
    });
    if (ok.allowed) return p;
  }
  return null;
}

export interface EsitoInvio {
  invioId: number;
  ricevutoIl: Date;
  pratiche: EsitoPraticaXml[];
  /** adesioni.id → policy number, for the practices' policies. */
  numeri: Map<number, string>;
}

/**
 * One XML submission: its practices go through the multi-policy import's own job code
 * (`elaboraImportazione`: validation and pricing of POST carrello, issue of POST adesioni, the
 * `pratiche_importate` index that keeps a practice from going in twice), run here in the request;
 * then each practice's outcome is read back (issued or in the cart by this submission, already
 * present, errored) with its policies, and the submission is recorded for the signed page.
 */
export async function elaboraInvio(
  deps: Pick<AppDeps, 'db' | 'config' | 'pagamenti'>,
  chiave: { id: number; distributoreId: number },
  acquirente: Principal,
  pratiche: PraticaLetta[],
  ip: string,
): Promise<EsitoInvio> {
  const { db } = deps;
  const distributoreId = chiave.distributoreId;
  const tipoEsecuzione = await tipoEsecuzioneDi(db, distributoreId);
  const [imp] = await db
    .insert(importazioniPratiche)
    .values({
      userId: acquirente.id,
      distributoreId,
      modelId: MODELLO_XML,
      tipoEsecuzione,
      totalePratiche: pratiche.length,
      pratiche,
      ip,
    })
    .returning({ id: importazioniPratiche.id });
  const importazioneId = imp!.id;
  await elaboraImportazione(deps, importazioneId);
  const [fatta] = await db
    .select({ esito: importazioniPratiche.esito })
    .from(importazioniPratiche)
    .where(eq(importazioniPratiche.id, importazioneId));
  const esito = fatta?.esito as EsitoControllo | null;
  const errori = new Map<number, string>();
  for (const e of esito?.praticheConErrori ?? []) errori.set(e.rigaExcel, e.errore);

  // Which row of pratiche_importate each practice has, and the policies of those practices.
  const codici = [...new Set(pratiche.map((p) => p.codicePacchetto).filter(Boolean))];
  const idPacchetto = new Map(
    codici.length === 0
      ? []
      : (
          await db
            .select({ id: pacchetti.id, codice: pacchetti.codice })
            .from(pacchetti)
            .where(inArray(pacchetti.codice, codici))
        ).map((r) => [r.codice.toUpperCase(), r.id]),
  );
  const riferimenti = [...new Set(pratiche.map((p) => p.riferimentoPratica).filter(Boolean))];
  const importate = new Map<string, number>();
  const polizze = new Map<string, Array<{ id: number; numero: string }>>();
  if (riferimenti.length > 0) {
    for (const [k, v] of await giaImportate(db, distributoreId, riferimenti)) importate.set(k, v);
    const emesse = await db
      .select({
        id: adesioni.id,
        numero: adesioni.numero,
        pacchettoId: adesioni.pacchettoId,
        rif: adesioni.riferimentoPratica,
      })
      .from(adesioni)
      .where(
        and(eq(adesioni.distributoreId, distributoreId), inArray(adesioni.riferimentoPratica, riferimenti)),
      )
      .orderBy(asc(adesioni.id));
    for (const a of emesse) {
      if (a.pacchettoId === null || a.rif === null) continue;
      const k = chiaveDi(a.pacchettoId, a.rif);
      polizze.set(k, [...(polizze.get(k) ?? []), { id: a.id, numero: a.numero }]);
    }
  }

  const numeri = new Map<number, string>();
  const viste = new Set<string>();
  const risultati: EsitoPraticaXml[] = pratiche.map((p) => {
    const base = { riferimento: p.riferimentoPratica, pacchetto: p.codicePacchetto };
    const errore = errori.get(p.rigaExcel);
    if (errore !== undefined)
      return { ...base, esito: 'errore', messaggi: errore.split('; ').filter(Boolean), adesioni: [] };
    const pacchettoId = idPacchetto.get(p.codicePacchetto);
    const k = pacchettoId === undefined ? '' : chiaveDi(pacchettoId, p.riferimentoPratica);
    const mie = importate.get(k) === importazioneId && !viste.has(k);
    viste.add(k);
    const sue = polizze.get(k) ?? [];
    for (const a of sue) numeri.set(a.id, a.numero);
    if (mie && tipoEsecuzione === 1)
      return { ...base, esito: 'nelCarrello', messaggi: ['Pratica aggiunta al carrello'], adesioni: [] };
    if (mie)
      return {
        ...base,
        esito: 'emessa',
        messaggi: [
          sue.length === 1 ? 'Polizza emessa' : `Polizze emesse: ${sue.length}`,
          // A distributor paying at purchase: the card payment the import started, as the dialog shows it.
          ...(esito?.urlPagamento ?? []).map((u) => `Pagamento con carta da completare: ${u}`),
        ],
        adesioni: sue.map((a) => a.id),
      };
    return {
      ...base,
      esito: 'giaPresente',
      messaggi: ['Pratica già presente: non emessa una seconda volta'],
      adesioni: sue.map((a) => a.id),
    };
  });

  const [invio] = await db
    .insert(inviiXml)
    .values({ distributoreId, chiaveId: chiave.id, esito: risultati })
    .returning({ id: inviiXml.id, ricevutoIl: inviiXml.ricevutoIl });
  await db.update(chiaviApi).set({ ultimoUso: new Date() }).where(eq(chiaviApi.id, chiave.id));
  return { invioId: invio!.id, ricevutoIl: invio!.ricevutoIl, pratiche: risultati, numeri };
}
