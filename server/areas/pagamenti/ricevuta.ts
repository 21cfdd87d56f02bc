import { eq } from 'drizzle-orm';
import { formatEuro } from '../../portalFormat';
import { anagrafiche, distributori, tentativiPagamento, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { descrivi, type EsitoCompleto } from './esito';

export interface DatiJobRicevuta {
  tentativoId: number;
}

const quando = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const COSA: Record<EsitoCompleto['tipo'], string> = {
  estratti: 'Pagamento degli estratti conto',
  acquisto: 'Pagamento delle polizze acquistate',
  credito: 'Ricarica del credito',
  modifica: 'Pagamento del supplemento della modifica',
};

/** The receipt's subject and text (Italian), from the paid attempt as the return screens show it. */
export function testoRicevuta(e: EsitoCompleto, agenzia: string, chiuso: Date, brand: string) {
  const righe = [
    `Gentile ${agenzia},`,
    '',
    `abbiamo ricevuto il tuo pagamento con carta. ${COSA[e.tipo]}.`,
    '',
    `Importo: ${formatEuro(e.importo)}`,
    `Data: ${quando.format(chiuso)}`,
    `Codice transazione: ${e.codTrans}`,
    `Codice di autorizzazione: ${e.codAut ?? '-'}`,
  ];
  if (e.estrattiConto.length > 0) righe.push(`Estratti conto pagati: ${e.estrattiConto.join(', ')}`);
  if (e.polizze.length > 0)
    righe.push(`${e.tipo === 'modifica' ? 'Polizze modificate' : 'Polizze pagate'}: ${e.polizze.join(', ')}`);
  if (e.creditoResiduo !== null) righe.push(`Credito disponibile: ${formatEuro(e.creditoResiduo)}`);
  righe.push('', 'Conserva questa e-mail come ricevuta del pagamento.', '', brand);
  return { subject: `Ricevuta di pagamento ${e.codTrans}`, text: righe.join('\n') };
}

/**
 * Mails the receipt of paid attempt `tentativoId` to the distributor, the paying user in copy. Throws
 * (the queue tries again) when it cannot be sent; an attempt not paid needs none.
 */
export async function inviaRicevuta(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  tentativoId: number,
): Promise<void> {
  const { db } = deps;
  const [t] = await db.select().from(tentativiPagamento).where(eq(tentativiPagamento.id, tentativoId));
  if (!t || t.stato !== 'pagato') return;
  const [dist] = await db
    .select({ nome: anagrafiche.ragioneSociale, email: anagrafiche.email })
    .from(distributori)
    .innerJoin(anagrafiche, eq(anagrafiche.id, distributori.anagraficaId))
    .where(eq(distributori.id, t.distributoreId));
  const [utente] = t.userId
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, t.userId))
    : [];
  const to = dist?.email?.trim() || utente?.email;
  if (!to) throw new Error(`ricevuta ${t.codTrans}: nessun indirizzo e-mail`);
  const cc = utente?.email && utente.email !== to ? utente.email : undefined;
  const { subject, text } = testoRicevuta(
    await descrivi(db, t),
    dist?.nome ?? '',
    t.chiusoAt ?? new Date(),
    deps.config.brand.name,
  );
  await deps.mailer.send({ to, ...(cc ? { cc } : {}), subject, text });
}
