import { eq } from 'drizzle-orm';
import type { DatiAzienda, DatiAziendaModifica } from '../../../schemas/types';
import { audit } from '../../audit';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { anagrafiche, distributori, fornitori } from '../../db/schema';
import { badRequestAll, notFound } from '../../errors';
import { checkDatiAzienda, type EditableField } from './datiAziendaRules';

export interface Actor {
  user: Principal;
  impersonatorId: number | null;
  ip: string | null;
}

const NOT_FOUND = 'Dati aziendali non trovati per questo utente';

const columns = {
  ragioneSociale: anagrafiche.ragioneSociale,
  email: anagrafiche.email,
  email2: anagrafiche.email2,
  email3: anagrafiche.email3,
  telefono: anagrafiche.telefono,
  fax: anagrafiche.fax,
  indirizzo: anagrafiche.indirizzo,
  localita: anagrafiche.localita,
  codiceProvincia: anagrafiche.codiceProvincia,
  cAP: anagrafiche.cap,
  bannerHPInterna: anagrafiche.bannerHPInterna,
};

/** API field → table column for the editable fields. */
const COLUMN_OF: Record<EditableField, keyof typeof anagrafiche.$inferInsert> = {
  email: 'email',
  email2: 'email2',
  email3: 'email3',
  telefono: 'telefono',
  fax: 'fax',
  indirizzo: 'indirizzo',
  localita: 'localita',
  codiceProvincia: 'codiceProvincia',
  cAP: 'cap',
};

/**
 * The company whose data a user sees: the distributor's (a network user sees the network's, a
 * member agency its own), else the supplier's, else the user's own record (staff).
 */
export async function companyOf(db: Db, user: Principal): Promise<number | null> {
  if (user.distributoreId !== null) {
    const [row] = await db
      .select({ id: distributori.anagraficaId })
      .from(distributori)
      .where(eq(distributori.id, user.distributoreId))
      .limit(1);
    if (row) return row.id;
  }
  if (user.fornitoreId !== null) {
    const [row] = await db
      .select({ id: fornitori.anagraficaId })
      .from(fornitori)
      .where(eq(fornitori.id, user.fornitoreId))
      .limit(1);
    if (row) return row.id;
  }
  return user.anagraficaId;
}

export async function getDatiAzienda(db: Db, user: Principal): Promise<DatiAzienda> {
  const id = await companyOf(db, user);
  if (id === null) throw notFound(NOT_FOUND);
  const [row] = await db.select(columns).from(anagrafiche).where(eq(anagrafiche.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** Changes the editable fields given; the business name and the banner are back office's to change. */
export async function updateDatiAzienda(
  db: Db,
  body: DatiAziendaModifica,
  actor: Actor,
): Promise<DatiAzienda> {
  const id = await companyOf(db, actor.user);
  if (id === null) throw notFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    const [current] = await tx.select(columns).from(anagrafiche).where(eq(anagrafiche.id, id)).for('update');
    if (!current) throw notFound(NOT_FOUND);
    const locked = [
      body.ragioneSociale !== undefined && (body.ragioneSociale ?? '') !== current.ragioneSociale
        ? 'La ragione sociale non è modificabile da qui: rivolgersi all’assistenza.'
        : null,
      body.bannerHPInterna !== undefined && (body.bannerHPInterna ?? null) !== current.bannerHPInterna
        ? 'Il banner del distributore non è modificabile da qui: rivolgersi all’assistenza.'
        : null,
    ].filter((t): t is string => t !== null);
    const { values, problems } = checkDatiAzienda(body);
    const all = [
      ...locked.map((text) => ({ code: 'errore.validazione', text, type: 'error' as const })),
      ...problems,
    ];
    if (all.length > 0) throw badRequestAll(all);

    const changed = (Object.keys(values) as EditableField[]).filter((f) => values[f] !== current[f]);
    if (changed.length === 0) return current;
    const set: Partial<typeof anagrafiche.$inferInsert> = {};
    for (const f of changed) Object.assign(set, { [COLUMN_OF[f]]: values[f] });
    const [updated] = await tx.update(anagrafiche).set(set).where(eq(anagrafiche.id, id)).returning(columns);
    if (!updated) throw notFound(NOT_FOUND);
    await audit(tx, {
      userId: actor.user.id,
      impersonatorId: actor.impersonatorId,
      ip: actor.ip,
      action: 'anagrafica.datiAzienda',
      detail: {
        anagraficaId: id,
        campi: Object.fromEntries(changed.map((f) => [f, { prima: current[f], dopo: values[f] ?? null }])),
      },
    });
    return updated;
  });
}
