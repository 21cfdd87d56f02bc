import type { ParametriViaggio, ProdottoCollegato, ProdottoComplementare } from '../../schemas/types';
import { richiedeImporto } from './policyFields';

const codiceDi = (v: ParametriViaggio['destinazioneStato']) => (v && typeof v === 'object' ? v.value : v);

/** A linked entry with nothing chosen: what removing a policy leaves (spec 2 §4). */
export const sceltaVuota = (pacchettoID: number): ProdottoCollegato => ({
  pacchettoID,
  destinazioneID: null,
  nazionalitaID: null,
  importoViaggio: null,
});

/**
 * The policy's destination that covers the trip's: the same code, else the state group holding the
 * trip's state (a trip to France under a policy sold by zone is 'Europa'); null when none does.
 */
export function destinazioneCoperta(
  c: Pick<ProdottoComplementare, 'destinazioni'>,
  destinazione: ParametriViaggio['destinazioneStato'],
): string | null {
  const code = codiceDi(destinazione);
  if (code === null || code === undefined || code === '') return null;
  const s = String(code);
  return (
    c.destinazioni.find((d) => d.code === s)?.code ??
    c.destinazioni.find((d) => d.stati?.includes(s))?.code ??
    null
  );
}

/**
 * A policy's first values: the trip's destination (or the group covering it), departure area and
 * amount where the policy offers that choice (a 'massimale' list never holds the trip's destination,
 * so it stays to choose).
 */
export function sceltaIniziale(c: ProdottoComplementare, parametri: ParametriViaggio | null | undefined) {
  const scelta = sceltaVuota(c.pacchettoID);
  scelta.destinazioneID = destinazioneCoperta(c, parametri?.destinazioneStato);
  const nazionalita = codiceDi(parametri?.nazionalita);
  if (c.nazionalita.some((n) => n.codice === String(nazionalita))) scelta.nazionalitaID = String(nazionalita);
  if (richiedeImporto(c) && typeof parametri?.importoViaggio === 'number')
    scelta.importoViaggio = parametri.importoViaggio;
  return scelta;
}
