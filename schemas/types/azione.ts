/* generated — run npm run gen:types */
/* source: schemas/entities/azione.schema.json */

/**
 * A permission action letter (spec 1 §6): R read, C create, U update, D delete, E execute.
 */
export type Azione = 'R' | 'C' | 'U' | 'D' | 'E';
