import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { praticheImportate } from '../../../db/schema';

/** How a practice is known across imports: its package and its practice reference (per distributor). */
export const chiaveDi = (pacchettoId: number, riferimento: string) => `${pacchettoId}\u0000${riferimento}`;

/** References asked per query: a file of thousands of practices stays far below the parameter limit. */
const PER_QUERY = 500;

/**
 * The practices of `riferimenti` the distributor has already imported, by chiaveDi, with the import
 * that issued each: the spreadsheet import and the XML practices share it, so a practice sent both
 * ways is issued once.
 */
export async function giaImportate(
  db: Db,
  distributoreId: number,
  riferimenti: readonly string[],
): Promise<Map<string, number>> {
  const gia = new Map<string, number>();
  for (let i = 0; i < riferimenti.length; i += PER_QUERY) {
    const righe = await db
      .select({
        pacchettoId: praticheImportate.pacchettoId,
        rif: praticheImportate.riferimentoPratica,
        importazioneId: praticheImportate.importazioneId,
      })
      .from(praticheImportate)
      .where(
        and(
          eq(praticheImportate.distributoreId, distributoreId),
          inArray(praticheImportate.riferimentoPratica, riferimenti.slice(i, i + PER_QUERY)),
        ),
      );
    for (const r of righe) gia.set(chiaveDi(r.pacchettoId, r.rif), r.importazioneId);
  }
  return gia;
}
