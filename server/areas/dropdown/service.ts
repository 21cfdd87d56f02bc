import type { DropdownItem } from '../../../schemas/types';
import type { Db } from '../../db/client';
import { listRuoli, type RuoliScope } from '../ruoli/service';

/** Roles as dropdown options (value = role id), with the same rule on super-admin roles as the roles list. */
export async function ruoliOptions(
  db: Db,
  scope: RuoliScope,
  caller: { superAdmin: boolean },
): Promise<DropdownItem[]> {
  const rows = await listRuoli(db, scope, caller);
  return rows.map((r) => ({ value: r.itemID, text: r.descrizione }));
}
