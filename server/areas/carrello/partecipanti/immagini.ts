import { and, eq, sql } from 'drizzle-orm';
import type { FileStore } from '../../../adapters/files';
import { inspectFile } from '../../../adapters/files/inspectFile';
import type { Db } from '../../../db/client';
import { carrelloItems, files, pratiche } from '../../../db/schema';
import { badRequest } from '../../../errors';
import { TESTO } from './messaggi';

/** Types accepted for the image or PDF of the participants (spec 2 §5), read from the content. */
export const MIME_IMMAGINE = ['image/jpeg', 'image/bmp', 'image/png', 'image/gif', 'application/pdf'];
const TIPO = 'immaginePartecipanti';

/** DELETE of the document of an issued policy: it is the practice's now, and the insured are the people it lists. */
export const IMMAGINE_ALLEGATA =
  'Il documento dei partecipanti è allegato a una polizza emessa: non può essere eliminato';

/** Stores the image or PDF of a group's participants for its user; the file's id. */
export async function salvaImmagine(
  db: Db,
  store: FileStore,
  userId: number,
  file: { name: string; bytes: Buffer },
): Promise<number> {
  const facts = await inspectFile(file.bytes);
  if (!facts.mime || !MIME_IMMAGINE.includes(facts.mime))
    throw badRequest('partecipanti.immagine', TESTO.immagineTipo);
  const key = await store.put(file.bytes);
  try {
    const [row] = await db
      .insert(files)
      .values({
        ownerKind: 'user',
        ownerId: userId,
        tipo: TIPO,
        nomeOriginale: file.name,
        contentType: facts.mime,
        size: facts.size,
        sha256: facts.sha256,
        storageKey: key,
      })
      .returning({ id: files.id });
    return row!.id;
  } catch (error) {
    // No row, no bytes: a failed insert must not leave an orphan in the store.
    await store.remove(key);
    throw error;
  }
}

/**
 * Removes the caller's own participants image; false when there is none with that id. A file a saved
 * cart item still names is only let go by the form (true), not deleted: the item keeps its document
 * until it is saved again without it. The document of a policy the caller bought is refused (400): the
 * purchase handed it to the policy's practice, which keeps it.
 */
export async function rimuoviImmagine(
  db: Db,
  store: FileStore,
  userId: number,
  id: number,
): Promise<boolean> {
  const [inUso] = await db
    .select({ id: carrelloItems.id })
    .from(carrelloItems)
    .where(
      and(
        eq(carrelloItems.userId, userId),
        sql`${carrelloItems.dati}->>'immaginePartecipanti' = ${String(id)}`,
      ),
    )
    .limit(1);
  if (inUso) {
    const [mine] = await db
      .select({ id: files.id })
      .from(files)
      .where(
        and(eq(files.id, id), eq(files.ownerKind, 'user'), eq(files.ownerId, userId), eq(files.tipo, TIPO)),
      );
    return mine !== undefined;
  }
  const [row] = await db
    .delete(files)
    .where(
      and(eq(files.id, id), eq(files.ownerKind, 'user'), eq(files.ownerId, userId), eq(files.tipo, TIPO)),
    )
    .returning({ key: files.storageKey });
  if (!row) {
    if (await allegataAPratica(db, userId, id))
      throw badRequest('partecipanti.immagineAllegata', IMMAGINE_ALLEGATA);
    return false;
  }
  await store.remove(row.key);
  return true;
}

/** True when `id` is the participants document of a practice the user opened (bought). */
async function allegataAPratica(db: Db, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pratiche.id })
    .from(pratiche)
    .innerJoin(files, eq(files.id, pratiche.immaginePartecipantiId))
    .where(and(eq(pratiche.immaginePartecipantiId, id), eq(pratiche.userId, userId), eq(files.tipo, TIPO)))
    .limit(1);
  return row !== undefined;
}
