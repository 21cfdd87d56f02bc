/**
 * Birth dates as participant files and the form give them: `DD/MM/YYYY` (also `D/M/YYYY`, with `-` or
 * `.`), ISO `YYYY-MM-DD` (optionally with a time, as JSON dates arrive) or an Excel serial day number.
 * Always read as calendar dates, never through a time zone.
 */

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD of a real calendar day, or null (31/02, month 13…). */
function isoOf(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** A date typed or read as text, as YYYY-MM-DD; null when it is no date in a known form. */
export function leggiData(text: string): string | null {
  const s = text.trim();
  const dmy = DMY.exec(s);
  if (dmy) return isoOf(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  const iso = ISO.exec(s);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

/**
 * An Excel serial date (days since 1899-12-30 in the 1900 system, which keeps Lotus' phantom
 * 29/02/1900 — counting from the 30th makes every serial after it right). A fraction is a time of day.
 */
export function dataDaSeriale(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null;
  const d = new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** DD/MM/YYYY of a YYYY-MM-DD, as messages show dates. */
export const mostraData = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
