import { itIT } from './labels.it-IT';
import { enGB } from './labels.en-GB';

/** Label rows for the `labels` table. `{product}` in keys and texts is the brand slug. */
export function labelRows(slug: string): Array<{ culture: string; chiave: string; testo: string }> {
  const rows: Array<{ culture: string; chiave: string; testo: string }> = [];
  const brand = slug.charAt(0).toUpperCase() + slug.slice(1);
  for (const [culture, table] of [
    ['it-IT', itIT],
    ['en-GB', enGB],
  ] as const) {
    for (const [chiave, testo] of Object.entries(table)) {
      rows.push({ culture, chiave, testo: testo.replaceAll('{product}', brand) });
    }
  }
  return rows;
}
