/* generated — run npm run gen:types */
/* source: schemas/entities/partecipanteViaggio.schema.json */

/**
 * A participant (spec 2 §3), as typed (PascalCase) or imported (camelCase); pricing reads the birth date and the tax code.
 */
export interface PartecipanteViaggio {
  ItemID?: number | string | null;
  Cognome?: string | null;
  Nome?: string | null;
  CodiceFiscale?: string | null;
  DataNascita?: string | null;
  Email?: string | null;
  cognome?: string | null;
  nome?: string | null;
  codiceFiscale?: string | null;
  dataNascita?: string | null;
}
