/* generated — run npm run gen:types */
/* source: schemas/entities/permessoModifica.schema.json */

import type { Azione } from './azione';

/**
 * Permission change event (spec 1 §3): adds (aggiungi true) or removes the given actions of one permission on one role.
 */
export interface PermessoModifica {
  ruoloID: number;
  aggiungi: boolean;
  permesso: string;
  /**
   * @minItems 1
   * @maxItems 5
   */
  azioni: Azione[];
}
