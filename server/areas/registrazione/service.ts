import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AgencyRegistration, DropdownItem } from '../../../schemas/types';
import type { FileStore } from '../../adapters/files';
import { audit } from '../../audit';
import { issueOneTimeToken } from '../../auth/oneTimeTokens';
import type { AppDeps } from '../../deps';
import {
  anagrafiche,
  distributori,
  files as filesTable,
  registrazioniAgenzia,
  ruoli,
  users,
} from '../../db/schema';
import { uniqueViolation } from '../../db/uniqueViolation';
import { badRequest } from '../../errors';
import { comuniOf } from './data/comuni';
import { PROVINCE } from './data/province';
import { FILE_KIND, TEXT } from './messages';
import { documentiMail, type DocumentoRegistrato } from './documentiMail';
import { registrationMail } from './registrationMail';
import type { ReceivedFile } from './readRegistrationParts';

/** Pending agencies get a role without permissions; back office gives the real one on approval. */
export const PENDING_ROLE = 'Agenzia in attesa di approvazione';

export const provinceOptions = (): DropdownItem[] => PROVINCE.map((p) => ({ value: p.sigla, text: p.nome }));

export const comuniOptions = (sigla: string): DropdownItem[] =>
  comuniOf(sigla).map((nome) => ({ value: nome, text: nome }));

async function pendingRoleId(db: AppDeps['db']): Promise<number> {
  await db.insert(ruoli).values({ descrizione: PENDING_ROLE }).onConflictDoNothing();
  const rows = await db.select({ id: ruoli.id }).from(ruoli).where(eq(ruoli.descrizione, PENDING_ROLE));
  return rows[0]!.id;
}

async function refuseDuplicates(db: AppDeps['db'], r: AgencyRegistration): Promise<void> {
  const sameUser = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, r.username.toLowerCase()))
    .limit(1);
  if (sameUser.length > 0) throw badRequest('registrazione.username', TEXT.usernameEsistente);
  const sameVat = await db
    .select({ id: anagrafiche.id })
    .from(anagrafiche)
    .where(eq(anagrafiche.partitaIva, r.partitaIva))
    .limit(1);
  if (sameVat.length > 0) throw badRequest('registrazione.partitaIva', TEXT.partitaIvaEsistente);
}

/**
 * Creates the pending agency of a registration: its anagrafica, a distributor in stato `in_attesa`,
 * a disabled user with no password (back office approves, then invites it to choose one), the
 * registration's own facts and the four stored documents, in one transaction. The bytes go to the
 * file store first and are removed again if the transaction fails. Then the confirmation mail, and
 * back office's notice with a signed link to each document.
 */
export async function registerAgency(
  deps: AppDeps,
  store: FileStore,
  log: FastifyBaseLogger,
  r: AgencyRegistration,
  received: ReceivedFile[],
  ip: string,
  /** Signs the back office's document links (segretoLink). */
  linkSecret: string,
): Promise<{ distributoreId: number; userId: number }> {
  await refuseDuplicates(deps.db, r);
  const keys: string[] = [];
  let created: { distributoreId: number; userId: number; documenti: DocumentoRegistrato[] };
  try {
    for (const file of received) keys.push(await store.put(file.bytes));
    const ruoloId = await pendingRoleId(deps.db);
    created = await deps.db.transaction(async (tx) => {
      const anagraficaId = (
        await tx
          .insert(anagrafiche)
          .values({
            ragioneSociale: r.ragioneSociale.trim(),
            email: r.email.trim(),
            telefono: r.telefono.trim(),
            indirizzo: r.indirizzo.trim(),
            localita: r.citta.trim(),
            codiceProvincia: r.provincia,
            cap: r.cap,
            partitaIva: r.partitaIva,
            codiceFiscale: r.codiceFiscale,
          })
          .returning({ id: anagrafiche.id })
      )[0]!.id;
      const distributoreId = (
        await tx
          .insert(distributori)
          .values({
            codice: `RG${randomBytes(4).toString('hex').toUpperCase()}`,
            tipo: 'agenziadettagliante',
            anagraficaId,
            stato: 'in_attesa',
          })
          .returning({ id: distributori.id })
      )[0]!.id;
      const userId = (
        await tx
          .insert(users)
          .values({
            username: r.username,
            email: r.email.trim(),
            firstName: r.nome.trim(),
            lastName: r.cognome.trim(),
            passwordHash: null,
            ruoloId,
            anagraficaId,
            distributoreId,
            attributi: ['distributore', 'distributore_agenziadettagliante'],
            disabled: true,
            emailConfirmed: false,
          })
          .returning({ id: users.id })
      )[0]!.id;
      await tx.insert(registrazioniAgenzia).values({
        distributoreId,
        userId,
        autorizzazioneRegione: r.autorizzazioneRegione.trim(),
        cittaLeg: (r.cittaLeg ?? '').trim(),
        provLeg: r.provLeg ?? '',
        ip,
      });
      const documenti = await tx
        .insert(filesTable)
        .values(
          received.map((file, i) => ({
            ownerKind: 'distributore' as const,
            ownerId: distributoreId,
            tipo: FILE_KIND[file.field],
            nomeOriginale: file.name,
            contentType: file.mime,
            size: file.size,
            sha256: file.sha256,
            storageKey: keys[i]!,
          })),
        )
        .returning({ id: filesTable.id, tipo: filesTable.tipo, nomeOriginale: filesTable.nomeOriginale });
      return { distributoreId, userId, documenti };
    });
  } catch (error) {
    await Promise.all(keys.map((key) => store.remove(key).catch(() => undefined)));
    // Two registrations racing for one username: the unique index decides, the loser gets the same 400.
    if (uniqueViolation(error) === 'users_username_lower_idx')
      throw badRequest('registrazione.username', TEXT.usernameEsistente);
    throw error;
  }

  await audit(deps.db, {
    userId: created.userId,
    action: 'agenzia.registrazione',
    detail: { distributoreId: created.distributoreId, documenti: received.length },
    ip,
  });
  try {
    const token = await issueOneTimeToken(
      deps.db,
      created.userId,
      'confirm-email',
      deps.config.oneTimeTokenMinutes,
    );
    await deps.mailer.send(
      registrationMail({
        config: deps.config,
        to: r.email.trim(),
        fullName: `${r.nome.trim()} ${r.cognome.trim()}`,
        ragioneSociale: r.ragioneSociale.trim(),
        username: r.username,
        token,
      }),
    );
  } catch (error) {
    // The registration is stored; back office sees it even if the mail could not leave.
    log.error({ err: error }, 'registration mail not sent');
  }
  try {
    await deps.mailer.send(
      documentiMail({
        config: deps.config,
        secret: linkSecret,
        ragioneSociale: r.ragioneSociale.trim(),
        partitaIva: r.partitaIva,
        username: r.username,
        email: r.email.trim(),
        documenti: created.documenti,
      }),
    );
  } catch (error) {
    log.error({ err: error }, 'back-office registration mail not sent');
  }
  return { distributoreId: created.distributoreId, userId: created.userId };
}
