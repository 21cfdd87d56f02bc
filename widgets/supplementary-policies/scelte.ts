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
 * A policy's first values: the trip's destination, departure area and amount where the policy
 * offers that choice (a 'massimale' list never holds the trip's destination, so it stays to choose).
 */
export function sceltaIniziale(c: ProdottoComplementare, parametri: ParametriViaggio | null | undefined) {
  const scelta = sceltaVuota(c.pacchettoID);
  const destinazione = codiceDi(parametri?.destinazioneStato);
  if (c.destinazioni.some((d) => d.code === String(destinazione)))
    scelta.destinazioneID = String(destinazione);
  const nazionalita = codiceDi(parametri?.nazionalita);
  if (c.nazionalita.some((n) => n.codice === String(nazionalita))) scelta.nazionalitaID = String(nazionalita);
  if (richiedeImporto(c) && typeof parametri?.importoViaggio === 'number')
    scelta.importoViaggio = parametri.importoViaggio;
  return scelta;
}
