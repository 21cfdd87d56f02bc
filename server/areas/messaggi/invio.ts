import { and, asc, eq, ne } from 'drizzle-orm';
import type { DropdownItem } from '../../../schemas/types';
import { audit } from '../../audit';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { anagrafiche, distributori, messaggi, messaggiInvii, users } from '../../db/schema';
import { badRequestAll, type ErrorMessage } from '../../errors';
import { testoIt } from '../../i18n/testi';
import type { AuthContext } from '../../plugins/auth';
import { INVIO_MSG, errore } from './invioMessages';

/** Who receives a send: one user, every active user of one distributor, or of every distributor of a kind. */
export const PUBBLICI = ['utente', 'distributore', 'tipo'] as const;
export type Pubblico = (typeof PUBBLICI)[number];
export const TIPI_DISTRIBUTORE = ['agenziadettagliante', 'touroperator', 'network'] as const;
export type TipoDistributore = (typeof TIPI_DISTRIBUTORE)[number];

export interface NuovoInvio {
  pubblico: Pubblico;
  utenteId?: number | null;
  distributoreId?: number | null;
  tipoDistributore?: TipoDistributore | null;
  testo: string;
}

export interface Contesto {
  auth: AuthContext;
  ip: string;
}

const nome = (u: { firstName: string; lastName: string; username: string }) =>
  `${`${u.firstName} ${u.lastName}`.trim() || u.username} (${u.username})`;

const TIPO_LABEL: Record<TipoDistributore, string> = {
  agenziadettagliante: 'messaggiInviati.tipo.agenziadettagliante',
  touroperator: 'messaggiInviati.tipo.touroperator',
  network: 'messaggiInviati.tipo.network',
};
const tipoTesto = (tipo: string) => testoIt(TIPO_LABEL[tipo as TipoDistributore] ?? tipo);

/** The field the audience needs, and that no other audience field is given (the form shows them all). */
function campiDelPubblico(body: NuovoInvio): ErrorMessage[] {
  const dati = {
    utente: body.utenteId != null,
    distributore: body.distributoreId != null,
    tipo: body.tipoDistributore != null,
  };
  const problemi: ErrorMessage[] = [];
  if (!dati[body.pubblico])
    problemi.push(
      errore(
        {
          utente: INVIO_MSG.utenteMancante,
          distributore: INVIO_MSG.distributoreMancante,
          tipo: INVIO_MSG.tipoMancante,
        }[body.pubblico],
      ),
    );
  if (PUBBLICI.some((p) => p !== body.pubblico && dati[p])) problemi.push(errore(INVIO_MSG.campoNonPrevisto));
  return problemi;
}

/** The recipients (active users) and how the audience is named, or the refusals. */
async function destinatariDi(
  db: Db,
  body: NuovoInvio,
): Promise<{ problemi: ErrorMessage[]; userIds: number[]; destinatario: string }> {
  const nessuno = { userIds: [], destinatario: '' };
  if (body.pubblico === 'utente') {
    const [u] = await db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(and(eq(users.id, body.utenteId!), eq(users.disabled, false)));
    if (!u) return { ...nessuno, problemi: [errore(INVIO_MSG.utenteNonValido)] };
    return { problemi: [], userIds: [u.id], destinatario: nome(u) };
  }
  if (body.pubblico === 'distributore') {
    const [d] = await db
      .select({ id: distributori.id, codice: distributori.codice, nome: anagrafiche.ragioneSociale })
      .from(distributori)
      .innerJoin(anagrafiche, eq(anagrafiche.id, distributori.anagraficaId))
      .where(and(eq(distributori.id, body.distributoreId!), ne(distributori.stato, 'in_attesa')));
    if (!d) return { ...nessuno, problemi: [errore(INVIO_MSG.distributoreNonValido)] };
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.distributoreId, d.id), eq(users.disabled, false)))
      .orderBy(asc(users.id));
    return { problemi: [], userIds: rows.map((r) => r.id), destinatario: `${d.nome} — ${d.codice}` };
  }
  const tipo = body.tipoDistributore!;
  // Every active user of every active distributor of the kind (suspended and pending ones are left out).
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(distributori, eq(distributori.id, users.distributoreId))
    .where(and(eq(distributori.tipo, tipo), eq(distributori.stato, 'attivo'), eq(users.disabled, false)))
    .orderBy(asc(users.id));
  return { problemi: [], userIds: rows.map((r) => r.id), destinatario: tipoTesto(tipo) };
}

/**
 * Back office sends a message to the bell of its audience (issue 28 item 2). Every refusal is found
 * before anything is written (one 400 with each reason); the send's record and every recipient's
 * row in `messaggi` (origine `backoffice`, pointing at the record) are one transaction, with the audit.
 */
export async function inviaMessaggio(
  deps: AppDeps,
  body: NuovoInvio,
  c: Contesto,
): Promise<{ itemID: number; destinatari: number }> {
  const testo = body.testo.trim();
  const problemi = campiDelPubblico(body);
  if (testo.length === 0) problemi.push(errore(INVIO_MSG.testoVuoto));
  if (problemi.length > 0) throw badRequestAll(problemi);
  const trovati = await destinatariDi(deps.db, body);
  if (trovati.problemi.length > 0) throw badRequestAll(trovati.problemi);
  if (trovati.userIds.length === 0) throw badRequestAll([errore(INVIO_MSG.nessunDestinatario)]);

  const [chi] = await deps.db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, c.auth.userId));
  const mittente = chi ? nome(chi) : c.auth.user.username;
  return deps.db.transaction(async (tx) => {
    const [invio] = await tx
      .insert(messaggiInvii)
      .values({
        mittenteId: c.auth.userId,
        mittente,
        pubblico: body.pubblico,
        utenteId: body.pubblico === 'utente' ? body.utenteId! : null,
        distributoreId: body.pubblico === 'distributore' ? body.distributoreId! : null,
        tipoDistributore: body.pubblico === 'tipo' ? body.tipoDistributore! : null,
        destinatario: trovati.destinatario,
        testo,
        destinatari: trovati.userIds.length,
      })
      .returning({ id: messaggiInvii.id });
    const invioId = invio!.id;
    // In slices, so that no audience (every agency) makes one statement past the parameter limit.
    for (let i = 0; i < trovati.userIds.length; i += 1000)
      await tx.insert(messaggi).values(
        trovati.userIds.slice(i, i + 1000).map((userId) => ({
          userId,
          testo,
          origine: 'backoffice' as const,
          mittenteId: c.auth.userId,
          invioId,
        })),
      );
    await audit(tx, {
      userId: c.auth.userId,
      impersonatorId: c.auth.impersonatorId,
      action: 'messaggio.inviato',
      detail: { invioId, pubblico: body.pubblico, destinatari: trovati.userIds.length },
      ip: c.ip,
    });
    return { itemID: invioId, destinatari: trovati.userIds.length };
  });
}

const PUBBLICO_LABEL: Record<Pubblico, string> = {
  utente: 'messaggiInviati.pubblico.utente',
  distributore: 'messaggiInviati.pubblico.distributore',
  tipo: 'messaggiInviati.pubblico.tipo',
};

/** The audiences, worded as the grid shows them. */
export const pubbliciOptions = (): DropdownItem[] =>
  PUBBLICI.map((p) => ({ value: p, text: testoIt(PUBBLICO_LABEL[p]) }));

/** The kinds of distributor. */
export const tipiOptions = (): DropdownItem[] =>
  TIPI_DISTRIBUTORE.map((t) => ({ value: t, text: tipoTesto(t) }));

/** Active users, by name, with username (every kind: back office writes to anyone who can sign in). */
export async function utentiOptions(db: Db): Promise<DropdownItem[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.disabled, false))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.username));
  return rows.map((u) => ({ value: u.id, text: nome(u) }));
}

/** Distributors that have users (not those waiting for approval), by name, with code and kind. */
export async function distributoriOptions(db: Db): Promise<DropdownItem[]> {
  const rows = await db
    .select({
      id: distributori.id,
      codice: distributori.codice,
      tipo: distributori.tipo,
      nome: anagrafiche.ragioneSociale,
    })
    .from(distributori)
    .innerJoin(anagrafiche, eq(anagrafiche.id, distributori.anagraficaId))
    .where(ne(distributori.stato, 'in_attesa'))
    .orderBy(asc(anagrafiche.ragioneSociale), asc(distributori.id));
  return rows.map((r) => ({ value: r.id, text: `${r.nome} — ${r.codice} (${tipoTesto(r.tipo)})` }));
}
