import Ajv, { type ValidateFunction } from 'ajv';
import type { Volo } from '../../../../schemas/types';
import { localFlightSchedule, type FlightSchedule } from '../../../adapters/flights';
import { loadEntitySchemas } from '../../../plugins/schemas';

/** Spec 2 §9: at most 6 flights per policy. */
export const MAX_VOLI = 6;

export const TESTI_VOLI = {
  illeggibili: 'I dati dei voli non sono leggibili',
  troppi: `È possibile selezionare al massimo ${MAX_VOLI} voli`,
  duplicato: (v: Volo) =>
    `Il volo ${v.numeroVolo} da ${v.aeroportoPartenzaIata} a ${v.aeroportoArrivoIata} è già stato selezionato`,
  nonTrovato: (v: Volo, giorno: string) =>
    `Il volo ${v.numeroVolo} del ${giorno} non risulta nell'operativo voli`,
  orari: (v: Volo) => `I dati del volo ${v.numeroVolo} non corrispondono all'operativo voli`,
} as const;

// Compiled on first use rather than at every start (issue 13).
let formaCompilata: ValidateFunction<Volo> | undefined;
const validaForma = (dato: unknown): dato is Volo =>
  (formaCompilata ??= new Ajv({ strict: false }).compile<Volo>(
    loadEntitySchemas().find((s) => s.$id === 'volo')!,
  ))(dato);

/** datiExtra as the client sends it: base64url of the UTF-8 JSON { "datiVolo": Volo[] }. */
export function codificaDatiExtra(voli: Volo[]): string {
  return Buffer.from(JSON.stringify({ datiVolo: voli }), 'utf8').toString('base64url');
}

function decodifica(datiExtra: string): unknown[] | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(datiExtra)) return null;
  try {
    const json = JSON.parse(Buffer.from(datiExtra, 'base64url').toString('utf8')) as unknown;
    if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
    const { datiVolo } = json as { datiVolo?: unknown };
    if (datiVolo === undefined || datiVolo === null) return [];
    return Array.isArray(datiVolo) ? (datiVolo as unknown[]) : null;
  } catch {
    return null;
  }
}

const giornoDi = (timestamp: string) => timestamp.slice(0, 10);
const italiano = (day: string) => day.split('-').reverse().join('/');
const chiave = (v: Volo) => `${v.numeroVolo}|${v.aeroportoPartenzaIata}|${v.aeroportoArrivoIata}`;

/**
 * The flights of a cart item (spec 2 §3 datiExtra.datiVolo, §5, §9), checked as the server must:
 * at most 6, no two with the same number, departure and arrival, each of the volo schema's shape and
 * each looked up again by number and departure day, so the times, airports and carrier stored are
 * the schedule's, never the client's. `voli` are the schedule's flights of the ones that passed.
 *
 * @example voliDa(codificaDatiExtra([volo])) // → { voli: [volo], errori: [] }
 */
export function voliDa(
  datiExtra: string | null | undefined,
  schedule: FlightSchedule = localFlightSchedule(),
): { voli: Volo[]; errori: string[] } {
  if (datiExtra === null || datiExtra === undefined || datiExtra === '') return { voli: [], errori: [] };
  const dati = decodifica(datiExtra);
  if (!dati) return { voli: [], errori: [TESTI_VOLI.illeggibili] };
  if (dati.length > MAX_VOLI) return { voli: [], errori: [TESTI_VOLI.troppi] };
  const voli: Volo[] = [];
  const errori: string[] = [];
  const visti = new Set<string>();
  for (const dato of dati) {
    if (!validaForma(dato) || !/^\d{4}-\d{2}-\d{2}T/.test(dato.timestampPartenza)) {
      errori.push(TESTI_VOLI.illeggibili);
      continue;
    }
    if (visti.has(chiave(dato))) {
      errori.push(TESTI_VOLI.duplicato(dato));
      continue;
    }
    visti.add(chiave(dato));
    const giorno = giornoDi(dato.timestampPartenza);
    const trovato = schedule.byNumber(dato.numeroVolo, giorno)[0];
    if (!trovato) errori.push(TESTI_VOLI.nonTrovato(dato, italiano(giorno)));
    else if (
      trovato.aeroportoPartenzaIata !== dato.aeroportoPartenzaIata ||
      trovato.aeroportoArrivoIata !== dato.aeroportoArrivoIata ||
      trovato.timestampPartenza !== dato.timestampPartenza ||
      trovato.timestampArrivo !== dato.timestampArrivo
    )
      errori.push(TESTI_VOLI.orari(dato));
    else voli.push(trovato);
  }
  return { voli, errori: [...new Set(errori)] };
}
