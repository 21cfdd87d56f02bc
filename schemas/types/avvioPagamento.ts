/* generated — run npm run gen:types */
/* source: schemas/entities/avvioPagamento.schema.json */

/**
 * A card payment just started: url the gateway's payment page to send the browser to (its fields in the query), codTrans the attempt's transaction code, importo in euros.
 */
export interface AvvioPagamento {
  url: string;
  codTrans: string;
  importo: number;
}
