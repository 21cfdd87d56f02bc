/* generated — run npm run gen:types */
/* source: schemas/entities/erroreTotale.schema.json */

/**
 * One entry of erroriTotaleCarrello: codice is a label key (pricing.*), descrizione its Italian text, data.pacchetto the package whose rules refused the trip.
 */
export interface ErroreTotale {
  codice: string;
  descrizione: string;
  data?: {
    pacchetto: string;
  };
}
