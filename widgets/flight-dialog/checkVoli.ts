import type { Volo } from '../../schemas/types';
import type { DatiViaggioInseriti } from '../shopping/tripState';
import { voliDaDatiExtra } from './datiExtra';

/** Spec 2 §9: at most 6 flights per policy. */
export const MAX_VOLI = 6;

export const TESTO_MASSIMO_VOLI = `È possibile selezionare al massimo ${MAX_VOLI} voli`;

/** Spec 2 §5: a flight duplicates another when number, departure and arrival airport all match. */
export const stessoVolo = (a: Volo, b: Volo) =>
  a.numeroVolo === b.numeroVolo &&
  a.aeroportoPartenzaIata === b.aeroportoPartenzaIata &&
  a.aeroportoArrivoIata === b.aeroportoArrivoIata;

export const testoDuplicato = (v: Volo) =>
  `Il volo ${v.numeroVolo} da ${v.aeroportoPartenzaIata} a ${v.aeroportoArrivoIata} è già stato selezionato`;

/**
 * What is wrong with the trip's flights before it goes to the cart: more than 6, or one twice. The
 * server checks the same and, besides, that each flight is in the schedule.
 *
 * @example checkVoli({ ...dati, datiExtra }) // → [] or ['È possibile selezionare al massimo 6 voli']
 */
export function checkVoli(dati: DatiViaggioInseriti): string[] {
  const voli = voliDaDatiExtra(dati.datiExtra);
  const errori: string[] = [];
  if (voli.length > MAX_VOLI) errori.push(TESTO_MASSIMO_VOLI);
  voli.forEach((v, i) => {
    if (voli.slice(0, i).some((w) => stessoVolo(v, w))) errori.push(testoDuplicato(v));
  });
  return [...new Set(errori)];
}
