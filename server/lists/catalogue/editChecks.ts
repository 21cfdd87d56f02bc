import { listRuoli } from '../../areas/ruoli/service';
import { MY_MSG } from '../../areas/myarea/messages';
import type { EditCheck } from '../declared/catalogueTypes';

/**
 * A web role the caller may hand out to a user of its own company (dropdown/ruoli/web, the same
 * rule as creating an agency user): a role meant for another kind of user is named as such. One's
 * own role is not changed here: a manager who took away their own user management would lock the
 * agency out of it, as deleting oneself would.
 */
const ruoloAssegnabile: EditCheck = async (deps, caller, value, rowId) => {
  if (rowId === caller.id && value !== caller.ruoloId) return { ...MY_MSG.cambiaTuoRuolo, type: 'error' };
  const roles = await listRuoli(deps.db, 'web', { ...caller, backOffice: false });
  if (roles.some((r) => r.itemID === value)) return null;
  const exists = (await listRuoli(deps.db, 'web', { superAdmin: caller.superAdmin })).some(
    (r) => r.itemID === value,
  );
  const m = exists ? MY_MSG.ruoloNonPrevisto : MY_MSG.ruoloNonValido;
  return { ...m, type: 'error' };
};

/** The checks edit fields of list files may name (`"check": "ruoloAssegnabile"`). */
export const EDIT_CHECKS: Record<string, EditCheck> = { ruoloAssegnabile };
