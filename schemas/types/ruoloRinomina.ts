/* generated — run npm run gen:types */
/* source: schemas/entities/ruoloRinomina.schema.json */

/**
 * A role's new name (issue 27).
 */
export interface RuoloRinomina {
  nome: string;
}
