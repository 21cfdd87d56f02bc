/* generated — run npm run gen:types */
/* source: schemas/entities/nazionalitaPacchetto.schema.json */

/**
 * A departure area a package accepts (code from dropdown/nazionalita) and its name.
 */
export interface NazionalitaPacchetto {
  codice: string;
  nazione: string;
}
