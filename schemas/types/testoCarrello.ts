/* generated — run npm run gen:types */
/* source: schemas/entities/testoCarrello.schema.json */

/**
 * A package's text for a cart text kind (spec 2 §3 "Cart text kinds" 1-12).
 */
export interface TestoCarrello {
  tipoID: number;
  testo: string;
}
