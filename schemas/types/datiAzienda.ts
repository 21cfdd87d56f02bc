/* generated — run npm run gen:types */
/* source: schemas/entities/datiAzienda.schema.json */

/**
 * Company data (spec 1 §3) of the signed-in user's company; `cAP` keeps the spec's spelling. Absent values are null.
 */
export interface DatiAzienda {
  ragioneSociale: string;
  email: string | null;
  email2: string | null;
  email3: string | null;
  telefono: string | null;
  fax: string | null;
  indirizzo: string | null;
  localita: string | null;
  codiceProvincia: string | null;
  cAP: string | null;
  bannerHPInterna: string | null;
}
