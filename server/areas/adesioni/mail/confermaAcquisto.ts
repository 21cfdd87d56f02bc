import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { acquisti, adesioni, anagrafiche, distributori, users } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { accoda } from '../../../jobs/queue';
import { certificatoPdf } from '../certificato/certificatoPdf';
import { linkCertificato, segretoLink } from '../certificato/linkCertificato';
import { testoConfermaAcquisto } from './testoConfermaAcquisto';

/** The job that mails the agency its purchase with the certificates: `{ acquistoId }`. */
export const CONFERMA_ACQUISTO = 'conferma-acquisto';

export interface DatiJobConferma {
  acquistoId: number;
}

/**
 * Called by the purchase inside its transaction: the confirmation is sent if and only if the purchase
 * commits, and after it, whatever happens to this process; the purchase's answer does not wait for it.
 */
export function accodaConfermaAcquisto(tx: Db, acquistoId: number): Promise<string | null> {
  return accoda(tx, CONFERMA_ACQUISTO, { acquistoId } satisfies DatiJobConferma);
}

export type Certificato = typeof certificatoPdf;

/** Certificates attached to the confirmation at most; a bigger purchase gets their links instead. */
export const MAX_ALLEGATI = 5;

/**
 * Mails the confirmation of purchase `acquistoId` to the distributor's address, with the buying user
 * in copy, one certificate PDF per policy attached up to MAX_ALLEGATI policies; past that, each
 * policy's customer link alone (500 policies: about 150 KB, made in well under a second). Throws (so
 * the queue tries again later) when the mail cannot be made or sent; a purchase that no longer
 * exists, or issued nothing, needs no mail.
 */
export async function inviaConfermaAcquisto(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  acquistoId: number,
  certificato: Certificato = certificatoPdf,
): Promise<void> {
  const { db, config } = deps;
  const [acquisto] = await db
    .select({
      data: acquisti.createdAt,
      utenteEmail: users.email,
      nome: users.firstName,
      cognome: users.lastName,
      username: users.username,
      agenzia: anagrafiche.ragioneSociale,
      agenziaEmail: anagrafiche.email,
    })
    .from(acquisti)
    .innerJoin(users, eq(users.id, acquisti.userId))
    .leftJoin(distributori, eq(distributori.id, acquisti.distributoreId))
    .leftJoin(anagrafiche, eq(anagrafiche.id, distributori.anagraficaId))
    .where(eq(acquisti.id, acquistoId));
  if (!acquisto) return;
  const polizze = await db
    .select({
      itemGuid: adesioni.itemGuid,
      numero: adesioni.numero,
      pacchetto: adesioni.pacchetto,
      contraente: adesioni.contraente,
      inizioViaggio: adesioni.inizioViaggio,
      fineViaggio: adesioni.fineViaggio,
      totalePremioImposte: adesioni.totalePremioImposte,
    })
    .from(adesioni)
    .where(eq(adesioni.acquistoId, acquistoId))
    .orderBy(asc(adesioni.id));
  if (polizze.length === 0) return;

  const to = acquisto.agenziaEmail?.trim() || acquisto.utenteEmail;
  const cc = acquisto.utenteEmail && acquisto.utenteEmail !== to ? acquisto.utenteEmail : undefined;
  if (!to)
    throw new Error(`conferma acquisto ${acquistoId}: né l'agenzia né l'utente hanno un indirizzo e-mail`);

  // A big group's hundreds of certificates made the mail tens of MB and its job minutes long (issue 23
  // defect 7): past a few, each policy is listed with its certificate's link instead.
  const allegati = polizze.length <= MAX_ALLEGATI ? polizze : [];
  const attachments = [];
  for (const p of allegati) {
    const c = await certificato(db, p.itemGuid, config.brand);
    if (!c)
      throw new Error(
        `conferma acquisto ${acquistoId}: certificato della polizza ${p.numero} non disponibile`,
      );
    attachments.push({
      filename: `adesione-${c.numero}.pdf`,
      content: c.pdf,
      contentType: 'application/pdf',
    });
  }

  const segreto = segretoOppureNulla(config);
  const nomeUtente = `${acquisto.nome} ${acquisto.cognome}`.trim();
  const { subject, text } = testoConfermaAcquisto(
    {
      agenzia: acquisto.agenzia ?? nomeUtente,
      acquistatoDa: nomeUtente ? `${nomeUtente} (${acquisto.username})` : acquisto.username,
      data: new Date(acquisto.data),
      allegati: allegati.length > 0,
      area: `${config.publicUrl}/my${config.brand.slug}/tuoiAcquisti`,
      polizze: polizze.map((p) => ({
        ...p,
        ...(segreto ? { link: `${config.publicUrl}${linkCertificato(p.itemGuid, segreto)}` } : {}),
      })),
    },
    config.brand,
  );
  await deps.mailer.send({ to, ...(cc ? { cc } : {}), subject, text, attachments });
}

/**
 * The customer links are a convenience: a missing LINK_SECRET (which stops a production start
 * anyway) must not hold back the agency's confirmation, which then goes without them.
 */
function segretoOppureNulla(config: AppDeps['config']): string | null {
  try {
    return segretoLink(config);
  } catch {
    return null;
  }
}
