import type { InfoVoliRisposta } from '../../../../schemas/types';
import { isDay, normaliseNumero, type FlightSchedule } from '../../../adapters/flights';

/** The parameters of GET carrello/infoVoli as they arrive (every one optional, spec 2 §7). */
export interface RicercaVoli {
  numeroVolo?: string;
  dataPartenza?: string;
  aeroportoPartenza?: string;
  aeroportoDestinazione?: string;
}

/** Spec 2 §9: the flight date picker starts in 2000; the portal's dates end in 2099. */
const PRIMO_GIORNO = '2000-01-01';
const ULTIMO_GIORNO = '2099-12-31';

export const TESTI_RICERCA = {
  numero: 'Impostare il numero di volo',
  data: 'Impostare la data di partenza',
  partenza: "Impostare l'aeroporto di partenza",
  destinazione: "Impostare l'aeroporto di destinazione",
  numeroNonValido: (n: string) => `Il numero di volo ${n} non è valido`,
  dataNonValida: 'La data di partenza non è valida',
  dataFuoriLimiti: 'La data di partenza deve essere compresa tra il 01/01/2000 e il 31/12/2099',
  aeroportoSconosciuto: (codice: string) => `Aeroporto ${codice} non trovato`,
  stessoAeroporto: "L'aeroporto di destinazione deve essere diverso da quello di partenza",
} as const;

const vuoto = (s: string | undefined) => (s ?? '').trim() === '';

function erroreData(data: string | undefined): string | null {
  if (vuoto(data)) return TESTI_RICERCA.data;
  const d = data!.trim();
  if (!isDay(d)) return TESTI_RICERCA.dataNonValida;
  return d < PRIMO_GIORNO || d > ULTIMO_GIORNO ? TESTI_RICERCA.dataFuoriLimiti : null;
}

/**
 * GET carrello/infoVoli (spec 2 §5, §7): by number and date when a number is given (or nothing is),
 * else by departure and destination airports (IATA codes) and date. What is missing or wrong is
 * answered in item2 with the spec's texts and no flight; none found is an empty item1.scheduled.
 */
export function cercaVoli(schedule: FlightSchedule, q: RicercaVoli): InfoVoliRisposta {
  const errori: string[] = [];
  const erroreGiorno = erroreData(q.dataPartenza);
  const perAeroporti = vuoto(q.numeroVolo) && !(vuoto(q.aeroportoPartenza) && vuoto(q.aeroportoDestinazione));
  if (!perAeroporti) {
    const numero = normaliseNumero(q.numeroVolo ?? '');
    if (vuoto(q.numeroVolo)) errori.push(TESTI_RICERCA.numero);
    else if (!/^[A-Z0-9]{2}[0-9]{1,4}[A-Z]?$/.test(numero))
      errori.push(TESTI_RICERCA.numeroNonValido(q.numeroVolo!.trim()));
    if (erroreGiorno) errori.push(erroreGiorno);
    if (errori.length > 0) return { item1: { scheduled: [] }, item2: errori };
    return { item1: { scheduled: schedule.byNumber(numero, q.dataPartenza!.trim()) }, item2: [] };
  }
  const codice = (s: string | undefined, mancante: string) => {
    if (vuoto(s)) {
      errori.push(mancante);
      return null;
    }
    const found = schedule.airport(s!.trim());
    if (!found) errori.push(TESTI_RICERCA.aeroportoSconosciuto(s!.trim().slice(0, 20)));
    return found?.iata ?? null;
  };
  const da = codice(q.aeroportoPartenza, TESTI_RICERCA.partenza);
  const a = codice(q.aeroportoDestinazione, TESTI_RICERCA.destinazione);
  if (erroreGiorno) errori.push(erroreGiorno);
  if (da && a && da === a) errori.push(TESTI_RICERCA.stessoAeroporto);
  if (errori.length > 0 || !da || !a) return { item1: { scheduled: [] }, item2: errori };
  return { item1: { scheduled: schedule.byRoute(da, a, q.dataPartenza!.trim()) }, item2: [] };
}
