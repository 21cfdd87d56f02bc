import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { labels } from '../../db/schema';
import { badRequest } from '../../errors';

export const DEFAULT_CULTURE = 'it-IT';
const CULTURE = /^[a-z]{2}-[A-Z]{2}$/;

/**
 * The texts of one culture, with the it-IT text for every key the culture lacks: a half-translated
 * culture still shows a complete interface. A culture with no texts at all is refused, so that a
 * typo in a culture name is noticed instead of silently showing Italian.
 */
export async function getLabels(db: Db, culture: string): Promise<Record<string, string>> {
  if (!CULTURE.test(culture)) {
    throw badRequest(
      'errore.validazione',
      `Lingua non valida: "${culture}". Usare il formato lingua-PAESE, ad esempio it-IT.`,
    );
  }
  const rows = await db
    .select({ culture: labels.culture, chiave: labels.chiave, testo: labels.testo })
    .from(labels)
    .where(
      culture === DEFAULT_CULTURE
        ? eq(labels.culture, culture)
        : inArray(labels.culture, [culture, DEFAULT_CULTURE]),
    );
  if (!rows.some((r) => r.culture === culture)) {
    throw badRequest('errore.validazione', `Lingua non disponibile: ${culture}`);
  }
  const texts: Record<string, string> = {};
  for (const r of rows) if (r.culture === DEFAULT_CULTURE) texts[r.chiave] = r.testo;
  if (culture !== DEFAULT_CULTURE) for (const r of rows) if (r.culture === culture) texts[r.chiave] = r.testo;
  return texts;
}
