/* generated — run npm run gen:types */
/* source: schemas/entities/permesso.schema.json */

/**
 * One entry of the permission catalogue (spec 1 §3 "Permission (catalogue)"); `distplayOrder` keeps the spec's spelling.
 */
export interface Permesso {
  codice: string;
  descrizione: string;
  gruppo: string;
  backOffice: boolean;
  distplayOrder: number;
  /**
   * An on/off permission: its only action is E (execute).
   */
  azioneSingola: boolean;
}
