import type { Volo } from '../../schemas/types';

/**
 * Timestamps are the airport's local time with its offset (2026-12-01T07:40:00+01:00): the time and
 * day shown are the ones written there, as on the ticket, whatever the browser's zone.
 */
export const oraDi = (timestamp: string) => timestamp.slice(11, 16);
export const giornoDi = (timestamp: string) => timestamp.slice(0, 10).split('-').reverse().join('/');

/** 'AZ610 · 01/12/2026 · 07:40 FCO → 09:35 CDG', for screen readers and lists. */
export const descriviVolo = (v: Volo) =>
  `${v.numeroVolo} · ${giornoDi(v.timestampPartenza)} · ${oraDi(v.timestampPartenza)} ${v.aeroportoPartenzaIata} → ${oraDi(v.timestampArrivo)} ${v.aeroportoArrivoIata}`;
