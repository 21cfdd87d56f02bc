/* generated — run npm run gen:types */
/* source: schemas/entities/ritornoGateway.schema.json */

/**
 * The fields the payment gateway sent back (the return page's query, or the notification's form), as text: codTrans, esito, importo (cents), divisa, data, orario, codAut, mac and whatever else the gateway adds. The MAC is the credential.
 */
export interface RitornoGateway {
  codTrans?: string;
  mac?: string;
  [k: string]: string | undefined;
}
