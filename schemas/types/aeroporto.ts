/* generated — run npm run gen:types */
/* source: schemas/entities/aeroporto.schema.json */

/**
 * An airport offered by the flight search's autocomplete (GET carrello/aeroporti): IATA code, name, city, country and IANA time zone.
 */
export interface Aeroporto {
  iata: string;
  nome: string;
  citta: string;
  paese: string;
  fusoOrario?: string | null;
}
