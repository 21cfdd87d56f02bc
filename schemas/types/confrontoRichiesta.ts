/* generated — run npm run gen:types */
/* source: schemas/entities/confrontoRichiesta.schema.json */

import type { ParametriViaggio } from './parametriViaggio';

/**
 * Compare request (spec 2 §3): listIDs are package ids (empty: the whole category); categoriaID -1 is the favourites pseudo-category; parametri are the current trip parameters the prices are computed for (absent: no prices).
 */
export interface ConfrontoRichiesta {
  /**
   * @maxItems 500
   */
  listIDs: number[];
  categoriaID?: number | null;
  parametri?: null | ParametriViaggio;
}
