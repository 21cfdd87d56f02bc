/** Calendar dates as day numbers (days since 1970-01-01, UTC), read from the first 10 characters. */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number of a `YYYY-MM-DD…` string, or null when it is not a real date. */
export function toDayNumber(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = ISO_DAY.exec(value.slice(0, 10));
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / 86_400_000;
}

/** Trip length counting both the first and the last day: 1 June → 1 June is 1 day, → 8 June is 8. */
export function durataGiorni(inizio: number, fine: number): number {
  return fine - inizio + 1;
}

/** Completed years on `day` of someone born on `nascita` (both `YYYY-MM-DD`). */
export function etaAllaData(nascita: string, day: string): number {
  const [by, bmd] = [Number(nascita.slice(0, 4)), nascita.slice(5, 10)];
  const [dy, dmd] = [Number(day.slice(0, 4)), day.slice(5, 10)];
  return dy - by - (dmd < bmd ? 1 : 0);
}
