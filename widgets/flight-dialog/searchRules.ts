/** The flight search as the form holds it: by number or by airports, with the departure day. */
export interface RicercaVolo {
  modo: 'numero' | 'aeroporti';
  numeroVolo: string;
  aeroportoPartenza: string;
  aeroportoDestinazione: string;
  /** YYYY-MM-DD, as the date input gives it. */
  dataPartenza: string;
}

/** Spec 2 §9: the flight date picker starts in 2000. */
export const PRIMO_GIORNO_VOLO = '2000-01-01';
export const ULTIMO_GIORNO_VOLO = '2099-12-31';

/** The label key of what is missing (its text is the label, in the spec's words). */
export type Problema = string;

/**
 * Spec 2 §5 "Flight search": what must be filled before searching, in the spec's words (each one is
 * a danger toast titled 'Errore validazione').
 */
export function problemiRicerca(r: RicercaVolo): Problema[] {
  const out: Problema[] = [];
  if (r.modo === 'numero') {
    if (!r.numeroVolo.trim()) out.push('voli.numeroRichiesto');
  } else {
    if (!r.aeroportoPartenza.trim()) out.push('voli.partenzaRichiesta');
    if (!r.aeroportoDestinazione.trim()) out.push('voli.destinazioneRichiesta');
  }
  if (!r.dataPartenza) out.push('voli.dataRichiesta');
  else if (r.dataPartenza < PRIMO_GIORNO_VOLO || r.dataPartenza > ULTIMO_GIORNO_VOLO)
    out.push('voli.dataFuoriLimiti');
  return out;
}

/** The query of GET carrello/infoVoli for a valid search (spec 2 §7). */
export function parametriRicerca(r: RicercaVolo): Record<string, string> {
  return r.modo === 'numero'
    ? { numeroVolo: r.numeroVolo.trim(), dataPartenza: r.dataPartenza }
    : {
        aeroportoPartenza: r.aeroportoPartenza.trim(),
        aeroportoDestinazione: r.aeroportoDestinazione.trim(),
        dataPartenza: r.dataPartenza,
      };
}
