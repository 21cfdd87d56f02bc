import type { Db } from '../../db/client';
import { messaggi } from '../../db/schema';

/** What causes a message: a payment's outcome, a statement issued, credit, a change request, a registration, back office. */
export const ORIGINI_MESSAGGIO = [
  'pagamento',
  'estratto',
  'credito',
  'modifica',
  'registrazione',
  'backoffice',
] as const;
export type OrigineMessaggio = (typeof ORIGINI_MESSAGGIO)[number];

/**
 * Writes one message per recipient. Call it with the transaction of the event that causes it, so
 * that a rolled-back event leaves no message behind (DESIGN.md: what reaches a user follows the event).
 *
 * @example await scriviMessaggi(tx, [userId], 'Pagamento ricevuto.', 'pagamento')
 */
export async function scriviMessaggi(
  tx: Db,
  userIds: readonly number[],
  testo: string,
  origine: OrigineMessaggio,
  mittenteId: number | null = null,
): Promise<number> {
  const unici = [...new Set(userIds)];
  if (unici.length === 0) return 0;
  await tx.insert(messaggi).values(unici.map((userId) => ({ userId, testo, origine, mittenteId })));
  return unici.length;
}
