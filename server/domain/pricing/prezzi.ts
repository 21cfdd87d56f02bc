import type { Garanzia, Prezzo, PrezzoAliquota, RigaTariffa } from './tariffa';

/** Every price a guarantee can produce (its fixed price, or each row of its table). */
export function prezziDi(garanzia: Garanzia): Prezzo[] {
  return 'tabella' in garanzia.premio ? garanzia.premio.tabella.map((r) => r.prezzo) : [garanzia.premio];
}

export const isAliquota = (p: Prezzo): p is PrezzoAliquota => 'aliquota' in p;

/** The first row whose conditions all hold (bounds inclusive; an absent condition matches anything). */
export function trovaRiga(
  righe: readonly RigaTariffa[],
  zona: string | null,
  durata: number,
  eta: number | null,
): RigaTariffa | undefined {
  return righe.find(
    (r) =>
      (r.zona === undefined || r.zona === zona) &&
      (r.giorniMin === undefined || durata >= r.giorniMin) &&
      (r.giorniMax === undefined || durata <= r.giorniMax) &&
      (r.etaMin === undefined || (eta !== null && eta >= r.etaMin)) &&
      (r.etaMax === undefined || (eta !== null && eta <= r.etaMax)),
  );
}
