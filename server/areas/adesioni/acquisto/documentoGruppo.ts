import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { files } from '../../../db/schema';
import type { DatiCarrello } from '../../carrello/cart/validaItem';

/** A group described by its participants document: the stored file and the count the item was priced for. */
export interface DocumentoGruppo {
  fileId: number;
  assicurati: number;
}

/**
 * The participants document of a validated item (spec 2 §2 "Participants": with an image or PDF of the
 * group only the head of group is typed), or null when every insured was typed. The insured are then
 * the declared numeroPartecipanti, the count the item was priced for, not the one row typed.
 */
export function documentoGruppo(
  dati: Pick<DatiCarrello, 'immaginePartecipanti' | 'parametri'>,
): DocumentoGruppo | null {
  const fileId = Number(dati.immaginePartecipanti ?? NaN);
  if (!Number.isSafeInteger(fileId) || fileId <= 0) return null;
  const dichiarati = Math.trunc(Number(dati.parametri.numeroPartecipanti));
  return { fileId, assicurati: Number.isFinite(dichiarati) && dichiarati >= 1 ? dichiarati : 1 };
}

/**
 * Hands the document to the practice just issued, in the purchase's transaction: from now on it is the
 * practice's (downloaded by whoever may see its policies), no longer its uploader's to delete or to
 * attach to another cart item.
 */
export async function allegaDocumento(tx: Db, praticaId: number, fileId: number): Promise<void> {
  await tx.update(files).set({ ownerKind: 'pratica', ownerId: praticaId }).where(eq(files.id, fileId));
}
