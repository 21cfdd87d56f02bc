import { and, asc, eq, exists } from 'drizzle-orm';
import type { DropdownItem } from '../../../schemas/types';
import type { Db } from '../../db/client';
import { anagrafiche, distributori, pacchetti, pacchettiDistributori } from '../../db/schema';

/** Active networks, for the network an approved agency joins. */
export async function networkOptions(db: Db): Promise<DropdownItem[]> {
  const rows = await db
    .select({ id: distributori.id, nome: anagrafiche.ragioneSociale, codice: distributori.codice })
    .from(distributori)
    .innerJoin(anagrafiche, eq(anagrafiche.id, distributori.anagraficaId))
    .where(and(eq(distributori.tipo, 'network'), eq(distributori.stato, 'attivo')))
    .orderBy(asc(anagrafiche.ragioneSociale));
  return rows.map((r) => ({ value: r.id, text: `${r.nome} (${r.codice})` }));
}

/** Active distributors that sell at least one package: the templates an approval copies from. */
export async function distributoriModelloOptions(db: Db): Promise<DropdownItem[]> {
  const rows = await db
    .select({ id: distributori.id, nome: anagrafiche.ragioneSociale, codice: distributori.codice })
    .from(distributori)
    .innerJoin(anagrafiche, eq(anagrafiche.id, distributori.anagraficaId))
    .where(
      and(
        eq(distributori.stato, 'attivo'),
        exists(
          db
            .select({ one: pacchettiDistributori.pacchettoId })
            .from(pacchettiDistributori)
            .where(eq(pacchettiDistributori.distributoreId, distributori.id)),
        ),
      ),
    )
    .orderBy(asc(anagrafiche.ragioneSociale));
  return rows.map((r) => ({ value: r.id, text: `${r.nome} (${r.codice})` }));
}

/** Every active package of the catalogue, by name (back office picks what an agency sells). */
export async function pacchettiOptions(db: Db): Promise<DropdownItem[]> {
  const rows = await db
    .select({ id: pacchetti.id, nome: pacchetti.nome, codice: pacchetti.codice })
    .from(pacchetti)
    .where(eq(pacchetti.attivo, true))
    .orderBy(asc(pacchetti.nome));
  return rows.map((r) => ({ value: r.id, text: `${r.nome} (${r.codice})` }));
}

/** The payment modes of a distributor (distributori.pagamentoAllAcquisto false / true). */
export const modalitaPagamentoOptions = (): DropdownItem[] => [
  { value: 'estratto', text: 'Estratto conto di fine mese' },
  { value: 'acquisto', text: 'Pagamento con carta a ogni acquisto' },
];
