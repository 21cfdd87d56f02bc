import type { DropdownItem } from '../../../schemas/types';
import type { Db } from '../../db/client';
import { listRuoli, type RuoliCaller, type RuoliScope } from '../ruoli/service';

/** Roles as dropdown options (value = role id), with the same rules as the roles a user may be given. */
export async function ruoliOptions(db: Db, scope: RuoliScope, caller: RuoliCaller): Promise<DropdownItem[]> {
  const rows = await listRuoli(db, scope, caller);
  return rows.map((r) => ({ value: r.itemID, text: r.descrizione }));
}
