/* generated — run npm run gen:types */
/* source: schemas/entities/datiAziendaModifica.schema.json */

/**
 * Change of company data. A field left out keeps its value; null or an empty string clears it (not email). ragioneSociale and bannerHPInterna are accepted so a form may send back what it read, but they cannot be changed here. Each title is the field's Italian name, the one list of company-data fields: the server's messages and the company-data dialog read the fields (those not readOnly are editable) and their names from here.
 */
export interface DatiAziendaModifica {
  ragioneSociale?: string | null;
  email?: string;
  email2?: string | null;
  email3?: string | null;
  telefono?: string | null;
  fax?: string | null;
  indirizzo?: string | null;
  localita?: string | null;
  codiceProvincia?: string | null;
  cAP?: string | null;
  bannerHPInterna?: string | null;
}
