/* generated — run npm run gen:types */
/* source: schemas/entities/destinazionePacchetto.schema.json */

/**
 * A destination a package covers: the state-group or state code to send as statoID, and its name.
 */
export interface DestinazionePacchetto {
  code: string;
  nazione: string;
  /**
   * For a state group: the codes of its states, so a trip's state can be matched to the group that covers it.
   */
  stati?: string[];
}
