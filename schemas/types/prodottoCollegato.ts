/* generated — run npm run gen:types */
/* source: schemas/entities/prodottoCollegato.schema.json */

/**
 * Linked policy entry (spec 2 §3): a supplementary policy with its own destination, departure area and trip amount.
 */
export interface ProdottoCollegato {
  pacchettoID: number;
  destinazioneID?: string | number | null;
  nazionalitaID?: string | number | null;
  importoViaggio?: number | null;
}
