/* generated — run npm run gen:types */
/* source: schemas/entities/ruolo.schema.json */

/**
 * A role (spec 1 §3 "Role"): users hold one; its permissions live in the role permission entries.
 */
export interface Ruolo {
  itemID: number;
  descrizione: string;
  /**
   * Holds every permission; cannot be edited.
   */
  superAdmin: boolean;
  backOffice: boolean;
}
