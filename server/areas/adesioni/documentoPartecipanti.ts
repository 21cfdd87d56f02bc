import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adesioni, files, pratiche } from '../../db/schema';
import { GUID } from './certificato/datiCertificato';

export type FileConservato = typeof files.$inferSelect;

/**
 * The image or PDF of the participants of the group insured by policy `itemGuid` (its practice's
 * document, owned by that practice since the purchase), or null when the policy has none. Every
 * policy of the practice (the package's and its supplementary ones) leads to the same document.
 * Who may see the policy is the caller's check (visibilita.ts), as for the certificate.
 */
export async function documentoPartecipanti(db: Db, itemGuid: string): Promise<FileConservato | null> {
  if (!GUID.test(itemGuid)) return null;
  const [row] = await db
    .select({ file: files })
    .from(adesioni)
    .innerJoin(pratiche, eq(pratiche.id, adesioni.praticaId))
    .innerJoin(
      files,
      and(
        eq(files.id, pratiche.immaginePartecipantiId),
        eq(files.ownerKind, 'pratica'),
        eq(files.ownerId, pratiche.id),
      ),
    )
    .where(eq(adesioni.itemGuid, itemGuid))
    .limit(1);
  return row?.file ?? null;
}
