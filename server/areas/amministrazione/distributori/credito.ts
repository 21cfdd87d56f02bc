import { eq } from 'drizzle-orm';
import { audit } from '../../../audit';
import type { Principal } from '../../../auth/principal';
import type { Db } from '../../../db/client';
import { crediti, distributori } from '../../../db/schema';
import { badRequest, notFound } from '../../../errors';
import { creditoResiduo } from '../../adesioni/acquisto/acquista';
import { decimale } from '../../adesioni/acquisto/importi';
import { scriviMessaggi } from '../../messaggi/scrivi';
import { TESTI_MESSAGGI, utentiDelDistributore } from '../../messaggi/testi';
import { causaleRicaricaBackOffice, DISTRIBUTORI_MSG } from './messages';

/** The largest top-up back office may give at once, in cents (a typo's guard, not a business rule). */
export const RICARICA_BACK_OFFICE_MAX = 1_000_000_00;
export const MOTIVO_MAX = 500;

/**
 * A credit top-up by back office with its reason (issue 27 item 5): a `crediti` movement written as
 * every other one, under the distributor's row lock (the purchase's lock of its credit), with the
 * balance after it, and its audit row in the same transaction. Answers the new balance in cents; an
 * unknown distributor is a 404, a bad amount or reason an Italian 400 with nothing written. The
 * distributor's users get a message with the amount and the reason, in the same transaction.
 */
export async function ricaricaDaBackOffice(
  db: Db,
  chi: { user: Principal; impersonatorId: number | null; ip: string },
  distributoreId: number,
  euro: number,
  motivoDato: string,
  now = new Date(),
): Promise<number> {
  const importo = Math.round(euro * 100);
  if (
    !Number.isFinite(euro) ||
    Math.abs(euro * 100 - importo) > 1e-6 ||
    importo <= 0 ||
    importo > RICARICA_BACK_OFFICE_MAX
  )
    throw badRequest(DISTRIBUTORI_MSG.importoNonValido.code, DISTRIBUTORI_MSG.importoNonValido.text);
  const motivo = motivoDato.trim();
  if (motivo.length === 0 || motivo.length > MOTIVO_MAX)
    throw badRequest(DISTRIBUTORI_MSG.motivoObbligatorio.code, DISTRIBUTORI_MSG.motivoObbligatorio.text);
  return db.transaction(async (tx) => {
    const [d] = await tx
      .select({ id: distributori.id })
      .from(distributori)
      .where(eq(distributori.id, distributoreId))
      .for('update');
    if (!d) throw notFound(DISTRIBUTORI_MSG.distributoreNonTrovato);
    const residuo = (await creditoResiduo(tx, distributoreId)) + importo;
    const [movimento] = await tx
      .insert(crediti)
      .values({
        distributoreId,
        data: now,
        causale: causaleRicaricaBackOffice(motivo),
        importo: decimale(importo),
        residuo: decimale(residuo),
      })
      .returning({ id: crediti.id });
    await audit(tx, {
      userId: chi.user.id,
      impersonatorId: chi.impersonatorId,
      action: 'distributore.creditoRicaricato',
      detail: {
        distributoreId,
        movimentoId: movimento!.id,
        importo: importo / 100,
        residuo: residuo / 100,
        motivo,
      },
      ip: chi.ip,
    });
    await scriviMessaggi(
      tx,
      await utentiDelDistributore(tx, distributoreId),
      TESTI_MESSAGGI.creditoBackOffice(importo, residuo, motivo),
      'credito',
      chi.user.id,
    );
    return residuo;
  });
}
