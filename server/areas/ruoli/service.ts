import { and, asc, eq } from 'drizzle-orm';
import { ACTIONS, type Action } from '../../../engine/core/access';
import type { Permesso, PermessoModifica, Ruolo, RuoloPermesso } from '../../../schemas/types';
import { audit } from '../../audit';
import type { Db } from '../../db/client';
import { distributori, permessi, ruoli, ruoliPermessi } from '../../db/schema';
import { roleFits } from '../../auth/roleFit';
import { badRequest, notFound } from '../../errors';

/** Who changes a role, for the audit log. */
export interface Actor {
  userId: number;
  impersonatorId: number | null;
  ip: string | null;
}

export type RuoliScope = 'web' | 'backoffice' | 'all';

const ruoloColumns = {
  itemID: ruoli.id,
  descrizione: ruoli.descrizione,
  superAdmin: ruoli.superAdmin,
  backOffice: ruoli.backOffice,
};

/** The permission catalogue, grouped by gruppo (groups by name) and ordered inside each group. */
export async function listPermessi(db: Db, filter: { backOffice?: boolean } = {}): Promise<Permesso[]> {
  return db
    .select({
      codice: permessi.codice,
      descrizione: permessi.descrizione,
      gruppo: permessi.gruppo,
      backOffice: permessi.backOffice,
      distplayOrder: permessi.displayOrder,
      azioneSingola: permessi.azioneSingola,
    })
    .from(permessi)
    .where(filter.backOffice === undefined ? undefined : eq(permessi.backOffice, filter.backOffice))
    .orderBy(asc(permessi.gruppo), asc(permessi.displayOrder), asc(permessi.codice));
}

/** Who asks for the roles: back office sees them all; a distributor's user only its own kind's. */
export interface RuoliCaller {
  superAdmin: boolean;
  backOffice?: boolean;
  distributoreId?: number | null;
}

/**
 * Roles a user may be given. Only a super-admin may hand out a super-admin role: anyone else who
 * manages users would otherwise be able to promote someone above themselves. A distributor (not back
 * office) may hand out only the web roles meant for its own kind (ruoli.attributi): a network role
 * given by an agency would leave its user with no screen it may open.
 */
export async function listRuoli(db: Db, scope: RuoliScope, caller: RuoliCaller): Promise<Ruolo[]> {
  const rows = await db
    .select({ ...ruoloColumns, attributi: ruoli.attributi })
    .from(ruoli)
    .orderBy(asc(ruoli.descrizione));
  const kind = caller.backOffice ? null : await distributorKindOf(db, caller.distributoreId ?? null);
  return rows
    .filter(
      (r) =>
        (caller.superAdmin || !r.superAdmin) &&
        (scope === 'all' || (scope === 'backoffice' ? r.backOffice : !r.backOffice)) &&
        (kind === null || roleFits(r.attributi, [kind])),
    )
    .map(({ attributi: _a, ...r }) => r);
}

/** The user-type attribute of a distributor's users (`distributore_network`…), null for none. */
export async function distributorKindOf(db: Db, distributoreId: number | null): Promise<string | null> {
  if (distributoreId === null) return null;
  const [row] = await db
    .select({ tipo: distributori.tipo })
    .from(distributori)
    .where(eq(distributori.id, distributoreId));
  return row ? `distributore_${row.tipo}` : null;
}

export async function getRuolo(db: Db, ruoloId: number): Promise<Ruolo> {
  const [row] = await db.select(ruoloColumns).from(ruoli).where(eq(ruoli.id, ruoloId)).limit(1);
  if (!row) throw notFound(`Ruolo ${ruoloId} non trovato`);
  return row;
}

/** The role and its entries; a super-admin role has none, since it holds everything. */
export async function getRuoloPermessi(
  db: Db,
  ruoloId: number,
): Promise<{ ruolo: Ruolo; items: RuoloPermesso[] }> {
  const ruolo = await getRuolo(db, ruoloId);
  if (ruolo.superAdmin) return { ruolo, items: [] };
  const rows = await db
    .select({ codice: ruoliPermessi.codice, azioni: ruoliPermessi.azioni })
    .from(ruoliPermessi)
    .where(eq(ruoliPermessi.ruoloId, ruoloId))
    .orderBy(asc(ruoliPermessi.codice));
  const items = rows
    .map((r) => ({ codice: r.codice, azioni: toActions(r.azioni) }))
    .filter((r) => r.azioni.length > 0);
  return { ruolo, items };
}

/**
 * Applies one toggle of the role permissions editor. The role row is locked for the read-modify-write
 * so that two quick toggles on the same role cannot undo each other.
 */
export async function addOrRemovePermesso(
  db: Db,
  ruoloId: number,
  change: PermessoModifica,
  actor: Actor,
): Promise<RuoloPermesso> {
  if (change.ruoloID !== ruoloId) {
    throw badRequest(
      'errore.validazione',
      `Il ruolo indicato nella richiesta (${change.ruoloID}) non corrisponde a quello dell’indirizzo (${ruoloId})`,
    );
  }
  return db.transaction(async (tx) => {
    const [ruolo] = await tx.select(ruoloColumns).from(ruoli).where(eq(ruoli.id, ruoloId)).for('update');
    if (!ruolo) throw notFound(`Ruolo ${ruoloId} non trovato`);
    if (ruolo.superAdmin) {
      throw badRequest('errore.validazione', 'Al ruolo super amministratore sono associati tutti i permessi');
    }
    const [permesso] = await tx.select().from(permessi).where(eq(permessi.codice, change.permesso)).limit(1);
    if (!permesso) throw badRequest('errore.validazione', `Permesso sconosciuto: ${change.permesso}`);
    checkActions(permesso, change.azioni);
    if (permesso.backOffice && !ruolo.backOffice && change.aggiungi) {
      throw badRequest(
        'errore.validazione',
        `Il permesso ${permesso.codice} è riservato ai ruoli di back office e non può essere associato al ruolo "${ruolo.descrizione}"`,
      );
    }

    const where = and(eq(ruoliPermessi.ruoloId, ruoloId), eq(ruoliPermessi.codice, permesso.codice));
    const [current] = await tx
      .select({ azioni: ruoliPermessi.azioni })
      .from(ruoliPermessi)
      .where(where)
      .limit(1);
    const before = toActions(current?.azioni ?? '');
    const after = change.aggiungi
      ? ACTIONS.filter((a) => before.includes(a) || change.azioni.includes(a))
      : before.filter((a) => !change.azioni.includes(a));

    if (after.length === 0) {
      if (current) await tx.delete(ruoliPermessi).where(where);
    } else if (current) {
      await tx
        .update(ruoliPermessi)
        .set({ azioni: after.join('') })
        .where(where);
    } else {
      await tx.insert(ruoliPermessi).values({ ruoloId, codice: permesso.codice, azioni: after.join('') });
    }
    await audit(tx, {
      userId: actor.userId,
      impersonatorId: actor.impersonatorId,
      ip: actor.ip,
      action: 'ruoli.permesso',
      detail: {
        ruoloId,
        ruolo: ruolo.descrizione,
        permesso: permesso.codice,
        aggiungi: change.aggiungi,
        azioni: change.azioni,
        prima: before.join(''),
        dopo: after.join(''),
      },
    });
    return { codice: permesso.codice, azioni: after };
  });
}

/** Single-action permissions are switched with E alone; the others take R C U D. */
function checkActions(permesso: { codice: string; azioneSingola: boolean }, azioni: Action[]): void {
  const allowed: readonly Action[] = permesso.azioneSingola ? ['E'] : ['R', 'C', 'U', 'D'];
  const wrong = [...new Set(azioni.filter((a) => !allowed.includes(a)))];
  if (wrong.length === 0) return;
  throw badRequest(
    'errore.validazione',
    permesso.azioneSingola
      ? `Il permesso ${permesso.codice} ammette solo l’azione E (esecuzione): azioni non valide ${wrong.join(', ')}`
      : `Il permesso ${permesso.codice} ammette solo le azioni R, C, U, D: azioni non valide ${wrong.join(', ')}`,
  );
}

/** Stored letters ("RCU") to the API's list in R C U D E order, ignoring anything unknown. */
function toActions(stored: string): Action[] {
  const upper = stored.toUpperCase();
  return ACTIONS.filter((a) => upper.includes(a));
}
