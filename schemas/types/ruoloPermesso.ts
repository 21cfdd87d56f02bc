/* generated — run npm run gen:types */
/* source: schemas/entities/ruoloPermesso.schema.json */

import type { Azione } from './azione';

/**
 * Role permission entry (spec 1 §3): the actions a role holds on one catalogue permission, in R C U D E order.
 */
export interface RuoloPermesso {
  codice: string;
  azioni: Azione[];
}
