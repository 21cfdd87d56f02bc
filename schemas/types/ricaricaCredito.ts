/* generated — run npm run gen:types */
/* source: schemas/entities/ricaricaCredito.schema.json */

/**
 * POST my{product}/ricaricacredito: the credit to buy by card, in euros (10 to 10,000, at most two decimals).
 */
export interface RicaricaCredito {
  importo: number;
}
