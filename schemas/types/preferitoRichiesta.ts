/* generated — run npm run gen:types */
/* source: schemas/entities/preferitoRichiesta.schema.json */

/**
 * POST carrello/preferiti toggles a favourite of the signed-in user: itemIDPacchetto is the package id; userID and itemID are sent empty (the server knows the user).
 */
export interface PreferitoRichiesta {
  itemIDPacchetto: number;
  userID?: string | number | null;
  itemID?: string | number | null;
}
