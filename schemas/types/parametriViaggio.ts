/* generated — run npm run gen:types */
/* source: schemas/entities/parametriViaggio.schema.json */

import type { PartecipanteViaggio } from './partecipanteViaggio';
import type { TipologiaConImporto } from './tipologiaConImporto';

/**
 * Trip parameters of spec 2 §3 as the trip form holds them. Dates YYYY-MM-DD (only the first 10 characters are read); destinazioneStato is a state (ISO code) or a state group code, or a dropdown item; nazionalita a departure-area code (dropdown/nazionalita); eta an age band value (dropdown/eta), or etaRange explicitly; amounts in euro.
 */
export interface ParametriViaggio {
  inizioViaggio?: string | null;
  fineViaggio?: string | null;
  destinazioneGruppoStato?: string | null;
  destinazioneStato?:
    | null
    | string
    | {
        value?: string | number | null;
        text?: string | null;
      };
  nazionalita?:
    | null
    | string
    | {
        value?: string | number | null;
        text?: string | null;
      };
  /**
   * The age band's value from dropdown/eta.
   */
  eta?: number | string | null;
  etaRange?: null | {
    min: number;
    max: number;
  };
  tipologiaPolizza?: number | null;
  numeroPartecipanti?: number | null;
  importoViaggio?: number | null;
  secondoImporto?: number | null;
  numeroAlloggi?: number | null;
  codicePromo?: string | null;
  categoriaID?: number | null;
  /**
   * Read only where no item is priced (the product list, confrontaProdotti); the quote, the cart and the purchase price the item's own partecipanti.
   *
   * @maxItems 9999
   */
  partecipanti?: PartecipanteViaggio[] | null;
  prodottiSelezionati?: (number | string)[] | null;
}
