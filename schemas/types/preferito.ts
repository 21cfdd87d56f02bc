/* generated — run npm run gen:types */
/* source: schemas/entities/preferito.schema.json */

/**
 * A favourite (spec 2 §3 "Favourite").
 */
export interface Preferito {
  itemID: number;
  userID: number;
  itemIDPacchetto: number;
}
