import type { DatiViaggio, TotaliRichiesta } from '../../../../schemas/types';

const codice = (v: unknown): string | null => {
  if (v && typeof v === 'object' && 'value' in v) return codice((v as { value: unknown }).value);
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
};

/**
 * The totals request of a cart item, as the product page asks it (spec 2 §7 POST totali): the trip
 * parameters with the package's destination, departure area and amount at the top, and the linked
 * policies. The cart prices an item with exactly this, so the cart and the Preventivo panel agree.
 */
export function richiestaTotali(
  dati: Pick<DatiViaggio, 'pacchettoID' | 'parametri' | 'prodottiCollegati'>,
): TotaliRichiesta {
  const parametri = dati.parametri;
  return {
    parametri,
    pacchettoID: dati.pacchettoID,
    nazionalitaID: codice(parametri.nazionalita),
    statoID: codice(parametri.destinazioneStato),
    importoViaggio: parametri.importoViaggio ?? null,
    prodottiCollegati: dati.prodottiCollegati ?? [],
  };
}
