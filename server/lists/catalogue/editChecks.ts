import { eq } from 'drizzle-orm';
import { listRuoli } from '../../areas/ruoli/service';
import { MY_MSG } from '../../areas/myarea/messages';
import { DISTRIBUTORI_MSG } from '../../areas/amministrazione/distributori/messages';
import { distributori, pacchettiDistributori } from '../../db/schema';
import type { ErrorMessage } from '../../errors';
import type { EditCheck } from '../declared/catalogueTypes';
import { UTENTI_MSG } from '../../areas/amministrazione/utenti/messages';
import {
  ruoloNonAssegnabile,
  superAdminProtetto,
  utenteDaGestire,
} from '../../areas/amministrazione/utenti/tipoUtente';

const refusal = (m: { code: string; text: string }): ErrorMessage => ({ ...m, type: 'error' });

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

/**
 * Back office editing any user of the portal (name, e-mail): a super-admin user only by a super-admin,
 * or an operator could point its e-mail at their own and recover its password. An unknown id passes,
 * and the edit answers 404.
 */
const utenteGestibile: EditCheck = async (deps, caller, _value, rowId) => {
  const target = await utenteDaGestire(deps.db, rowId);
  return target ? superAdminProtetto(target, caller) : null;
};

/**
 * Back office giving a role to any user of the portal: a role meant for the user's kind (a
 * back-office role for back office), a super-admin role only from a super-admin, never a new role
 * for oneself, and a super-admin's role changed only by a super-admin.
 */
const ruoloAdatto: EditCheck = async (deps, caller, value, rowId) => {
  const target = await utenteDaGestire(deps.db, rowId);
  if (!target || typeof value !== 'number') return null;
  if (rowId === caller.id && value !== caller.ruoloId) return { ...UTENTI_MSG.cambiaTuoRuolo, type: 'error' };
  if (value === target.ruoloId) return null;
  return superAdminProtetto(target, caller) ?? ruoloNonAssegnabile(deps.db, value, target, caller);
};

/** A distributor's network: none (null), or another distributor of kind `network`. */
const networkDelDistributore: EditCheck = async (deps, _caller, value, rowId) => {
  if (value === null) return null;
  if (value === rowId) return refusal(DISTRIBUTORI_MSG.networkSeStesso);
  const [n] = await deps.db
    .select({ tipo: distributori.tipo })
    .from(distributori)
    .where(eq(distributori.id, value as number));
  return n?.tipo === 'network' ? null : refusal(DISTRIBUTORI_MSG.networkNonValido);
};

/**
 * Back office suspends and reactivates a distributor here; a registration still pending (`in_attesa`)
 * is decided by its approval, which does more than flip the state (its user, role, packages), so it
 * keeps its state here, and no distributor goes back to pending. The row sent whole by the grid
 * carries the unchanged state, which passes.
 */
const statoDelDistributore: EditCheck = async (deps, _caller, value, rowId) => {
  const [d] = await deps.db
    .select({ stato: distributori.stato })
    .from(distributori)
    .where(eq(distributori.id, rowId));
  if (!d || d.stato === value) return null;
  if (d.stato === 'in_attesa') return refusal(DISTRIBUTORI_MSG.statoInAttesa);
  if (value === 'in_attesa') return refusal(DISTRIBUTORI_MSG.statoNonValido);
  return null;
};

const TIPO_EURO = 1;
const PERCENTO_MAX = 100;
const dueDecimali = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** The commission type of the edit, else the offer's stored one. */
async function tipoCommissione(
  deps: Parameters<EditCheck>[0],
  rowId: number,
  body: Readonly<Record<string, unknown>>,
): Promise<number | null> {
  if (typeof body.tipoCommissioneID === 'number') return body.tipoCommissioneID;
  const [o] = await deps.db
    .select({ tipo: pacchettiDistributori.tipoCommissioneId })
    .from(pacchettiDistributori)
    .where(eq(pacchettiDistributori.id, rowId));
  return o?.tipo ?? null;
}

/**
 * A commission (spec 2 §9: type 1 fixed euro per policy, otherwise percent): 2 decimals at most,
 * and a percent from 0 to 100 (the schema has already kept it at 0 or more).
 */
const commissioneValida: EditCheck = async (deps, _caller, value, rowId, body) => {
  const n = value as number;
  if (!dueDecimali(n)) return refusal(DISTRIBUTORI_MSG.commissioneDecimali);
  const tipo = await tipoCommissione(deps, rowId, body);
  if (tipo !== null && tipo !== TIPO_EURO && n > PERCENTO_MAX)
    return refusal(DISTRIBUTORI_MSG.commissionePercentuale);
  return null;
};

/** A type changed alone to percent must fit the stored commission (when sent with it, commissioneValida checks). */
const tipoCommissioneCoerente: EditCheck = async (deps, _caller, value, rowId, body) => {
  if (value === TIPO_EURO || Object.hasOwn(body, 'commissione')) return null;
  const [o] = await deps.db
    .select({ commissione: pacchettiDistributori.commissione })
    .from(pacchettiDistributori)
    .where(eq(pacchettiDistributori.id, rowId));
  return o && Number(o.commissione) > PERCENTO_MAX ? refusal(DISTRIBUTORI_MSG.commissionePercentuale) : null;
};

/** The checks edit fields of list files may name (`"check": "ruoloAssegnabile"`). */
export const EDIT_CHECKS: Record<string, EditCheck> = {
  ruoloAssegnabile,
  utenteGestibile,
  ruoloAdatto,
  networkDelDistributore,
  statoDelDistributore,
  commissioneValida,
  tipoCommissioneCoerente,
};
