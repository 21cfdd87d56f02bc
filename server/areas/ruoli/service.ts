import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ACTIONS, type Action } from '../../../engine/core/access';
import type {
  Permesso,
  PermessoModifica,
  Ruolo,
  RuoloNuovo,
  RuoloPermesso,
  RuoloRinomina,
} from '../../../schemas/types';
import { audit } from '../../audit';
import type { Db } from '../../db/client';
import { distributori, permessi, ruoli, ruoliPermessi, storicoPermessi, users } from '../../db/schema';
import { uniqueViolation } from '../../db/uniqueViolation';
import { roleFits } from '../../auth/roleFit';
import { AppError, badRequest, forbidden, notFound } from '../../errors';
import { testoIt } from '../../i18n/testi';

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
  if (!row) throw ruoloNonTrovato(ruoloId);
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
    if (!ruolo) throw ruoloNonTrovato(ruoloId);
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
    await registraStorico(tx, actor, [
      {
        ruoloId,
        ruolo: ruolo.descrizione,
        operazione: 'permesso',
        permesso: permesso.codice,
        prima: before.join(''),
        dopo: after.join(''),
      },
    ]);
    return { codice: permesso.codice, azioni: after };
  });
}

const ruoloNonTrovato = (ruoloId: number): AppError =>
  notFound(testoIt('ruoli.errore.nonTrovato', { id: String(ruoloId) }));

/** A role's name as stored: trimmed, inner runs of spaces made one; empty is refused. */
function nomeRuolo(nome: string): string {
  const clean = nome.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (clean === '') throw badRequest('ruoli.errore.nomeVuoto', testoIt('ruoli.errore.nomeVuoto'));
  return clean;
}

const nomeInUso = (nome: string): AppError =>
  new AppError(409, {
    messages: [
      { code: 'ruoli.errore.nomeInUso', text: testoIt('ruoli.errore.nomeInUso', { nome }), type: 'error' },
    ],
  });

/** Two roles may not share a name, whatever its case: the pickers would show two alike. */
async function checkNomeLibero(db: Db, nome: string, exceptId: number | null): Promise<void> {
  const [clash] = await db
    .select({ id: ruoli.id })
    .from(ruoli)
    .where(
      and(
        eq(sql`lower(${ruoli.descrizione})`, nome.toLowerCase()),
        exceptId === null ? undefined : ne(ruoli.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw nomeInUso(nome);
}

/** A concurrent request that took the name first: the same 409 as a name already taken. */
const rethrowNomeInUso =
  (nome: string) =>
  (error: unknown): never => {
    if (uniqueViolation(error) === 'ruoli_descrizione_unique') throw nomeInUso(nome);
    throw error;
  };

/**
 * A new role, empty or as a copy of another (its permissions, kind and user-type attributes). A new
 * role is never super-admin, and a super-admin role is not copied: a copy would either hold every
 * permission (anyone who may create roles could then make super-admins) or none (not a copy). An
 * empty role is meant for every kind of user (`ALL`) until someone narrows it.
 */
export async function creaRuolo(db: Db, body: RuoloNuovo, actor: Actor): Promise<Ruolo> {
  const nome = nomeRuolo(body.nome);
  return db
    .transaction(async (tx) => {
      let fonte: (Ruolo & { attributi: string[] }) | undefined;
      if (body.copiaDa !== undefined) {
        [fonte] = await tx
          .select({ ...ruoloColumns, attributi: ruoli.attributi })
          .from(ruoli)
          .where(eq(ruoli.id, body.copiaDa))
          .for('share');
        if (!fonte) throw ruoloNonTrovato(body.copiaDa);
        if (fonte.superAdmin) {
          throw badRequest('ruoli.errore.copiaSuperAdmin', testoIt('ruoli.errore.copiaSuperAdmin'));
        }
      }
      await checkNomeLibero(tx, nome, null);
      const [creato] = await tx
        .insert(ruoli)
        .values({
          descrizione: nome,
          superAdmin: false,
          backOffice: fonte ? fonte.backOffice : (body.backOffice ?? true),
          attributi: fonte ? fonte.attributi : ['ALL'],
        })
        .returning(ruoloColumns);
      const nuovo = creato!;
      const storico: StoricoRiga[] = [
        { ruoloId: nuovo.itemID, ruolo: nome, operazione: 'creazione', prima: '', dopo: nome },
      ];
      if (fonte) {
        const voci = await tx
          .select({ codice: ruoliPermessi.codice, azioni: ruoliPermessi.azioni })
          .from(ruoliPermessi)
          .where(eq(ruoliPermessi.ruoloId, fonte.itemID))
          .orderBy(asc(ruoliPermessi.codice));
        const copiate = voci
          .map((v) => ({ codice: v.codice, azioni: toActions(v.azioni).join('') }))
          .filter((v) => v.azioni !== '');
        if (copiate.length > 0) {
          await tx.insert(ruoliPermessi).values(copiate.map((v) => ({ ruoloId: nuovo.itemID, ...v })));
        }
        storico.push(
          { ruoloId: nuovo.itemID, ruolo: nome, operazione: 'copia', prima: fonte.descrizione, dopo: nome },
          ...copiate.map((v) => ({
            ruoloId: nuovo.itemID,
            ruolo: nome,
            operazione: 'permesso' as const,
            permesso: v.codice,
            prima: '',
            dopo: v.azioni,
          })),
        );
      }
      await registraStorico(tx, actor, storico);
      return nuovo;
    })
    .catch(rethrowNomeInUso(nome));
}

/**
 * A role's new name. A super-admin role is renamed only by a super-admin: whoever else may edit
 * roles must not be able to disguise it.
 */
export async function rinominaRuolo(
  db: Db,
  ruoloId: number,
  body: RuoloRinomina,
  actor: Actor & { superAdmin: boolean },
): Promise<Ruolo> {
  const nome = nomeRuolo(body.nome);
  return db
    .transaction(async (tx) => {
      const [ruolo] = await tx.select(ruoloColumns).from(ruoli).where(eq(ruoli.id, ruoloId)).for('update');
      if (!ruolo) throw ruoloNonTrovato(ruoloId);
      if (ruolo.superAdmin && !actor.superAdmin) throw forbidden(testoIt('ruoli.errore.rinominaSuperAdmin'));
      if (ruolo.descrizione === nome) return ruolo;
      await checkNomeLibero(tx, nome, ruoloId);
      await tx.update(ruoli).set({ descrizione: nome }).where(eq(ruoli.id, ruoloId));
      await registraStorico(tx, actor, [
        { ruoloId, ruolo: nome, operazione: 'rinomina', prima: ruolo.descrizione, dopo: nome },
      ]);
      return { ...ruolo, descrizione: nome };
    })
    .catch(rethrowNomeInUso(nome));
}

interface StoricoRiga {
  ruoloId: number;
  ruolo: string;
  operazione: 'permesso' | 'creazione' | 'rinomina' | 'copia';
  permesso?: string;
  prima: string;
  dopo: string;
}

/** Appends the rows of the roles' history, in the change's own transaction, with who made it. */
async function registraStorico(tx: Db, actor: Actor, righe: StoricoRiga[]): Promise<void> {
  if (righe.length === 0) return;
  const nomeDi = async (id: number) =>
    (await tx.select({ username: users.username }).from(users).where(eq(users.id, id)).limit(1))[0]
      ?.username ?? String(id);
  const utente = await nomeDi(actor.userId);
  const impersonatore = actor.impersonatorId === null ? null : await nomeDi(actor.impersonatorId);
  await tx.insert(storicoPermessi).values(
    righe.map((r) => ({
      userId: actor.userId,
      impersonatoreId: actor.impersonatorId,
      utente,
      impersonatore,
      ruoloId: r.ruoloId,
      ruolo: r.ruolo,
      operazione: r.operazione,
      permesso: r.permesso ?? null,
      prima: r.prima,
      dopo: r.dopo,
    })),
  );
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
