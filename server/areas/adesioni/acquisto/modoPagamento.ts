import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carrelloItems, distributori } from '../../../db/schema';
import { creditoResiduo } from './acquista';
import { cents } from './importi';

/** How the rest not covered by the credit is paid: the card at purchase, or the month-end statement. */
export type ModoResto = 'carta' | 'estrattoConto';

export interface ModoPagamento {
  /** Every policy of the cart is paid with the distributor's credit. */
  tuttoConCredito: boolean;
  /** Some (not all) are paid with the credit. */
  parteConCredito: boolean;
  /** How the policies the credit does not cover are paid. */
  resto: ModoResto;
}

/**
 * What Acquista will pay how, decided as POST adesioni decides it (acquista.ts, emetti.ts): each item's
 * amount due, in the cart's order, is taken from the credit when the credit left covers it; the others
 * go to the card at purchase when the distributor pays at purchase (pagamentoAllAcquisto), else to the
 * month-end statement. From the totals the items were saved with: the purchase prices them again.
 */
export async function modoPagamento(db: Db, userId: number, distributoreId: number): Promise<ModoPagamento> {
  const [dist] = await db
    .select({ subito: distributori.pagamentoAllAcquisto })
    .from(distributori)
    .where(eq(distributori.id, distributoreId));
  const items = await db
    .select({ totali: carrelloItems.totali })
    .from(carrelloItems)
    .where(eq(carrelloItems.userId, userId))
    .orderBy(asc(carrelloItems.id));
  let credito = await creditoResiduo(db, distributoreId);
  let conCredito = 0;
  let dovuti = 0;
  for (const { totali } of items) {
    const dovuto = cents(totali.totaleViaggioDaPagare ?? 0);
    if (dovuto <= 0) continue;
    dovuti += 1;
    if (credito >= dovuto) {
      credito -= dovuto;
      conCredito += 1;
    }
  }
  return {
    tuttoConCredito: dovuti > 0 && conCredito === dovuti,
    parteConCredito: conCredito > 0 && conCredito < dovuti,
    resto: dist?.subito ? 'carta' : 'estrattoConto',
  };
}
