/* generated — run npm run gen:types */
/* source: schemas/entities/infoVoliRisposta.schema.json */

import type { Volo } from './volo';

/**
 * GET carrello/infoVoli (spec 2 §7): item1.scheduled are the flights found, item2 the reasons none could be searched (Italian texts, joined by line breaks in a danger toast).
 */
export interface InfoVoliRisposta {
  item1: {
    scheduled: Volo[];
  };
  item2: string[];
}
