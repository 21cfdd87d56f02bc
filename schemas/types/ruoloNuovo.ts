/* generated — run npm run gen:types */
/* source: schemas/entities/ruoloNuovo.schema.json */

/**
 * A new role (issue 27): its name, back office or front end, and optionally the role whose permissions and user-type attributes it starts with (then it is of that role's kind).
 */
export interface RuoloNuovo {
  nome: string;
  /**
   * Ignored with copiaDa: the copy is of the same kind as its source.
   */
  backOffice?: boolean;
  copiaDa?: number;
}
