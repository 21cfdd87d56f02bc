/** Offsets come from the runtime's IANA data through Intl; one formatter per zone, made once. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Minutes east of UTC of `timeZone` at the instant `utcMs` ('GMT+05:30' → 330). */
export function offsetMinutes(timeZone: string, utcMs: number): number {
  const name = formatterOf(timeZone)
    .formatToParts(utcMs)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

/** The instant of a wall-clock time (`minutes` after midnight of YYYY-MM-DD) in `timeZone`. */
export function localToUtc(date: string, minutes: number, timeZone: string): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, mo - 1, d, 0, minutes);
  const first = wall - offsetMinutes(timeZone, wall) * 60_000;
  // Near a DST change the offset at the guess may be the other one: one correction settles it.
  return wall - offsetMinutes(timeZone, first) * 60_000;
}

/** ISO 8601 of an instant in `timeZone`'s local time with its offset: 2026-12-01T07:40:00+01:00. */
export function isoInZone(utcMs: number, timeZone: string): string {
  const offset = offsetMinutes(timeZone, utcMs);
  const local = new Date(utcMs + offset * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${offset < 0 ? '-' : '+'}${hh}:${mm}`;
}
