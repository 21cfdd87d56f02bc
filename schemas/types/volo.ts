/* generated — run npm run gen:types */
/* source: schemas/entities/volo.schema.json */

/**
 * Flight (spec 2 §3): a scheduled flight chosen for delay or cancellation cover. Timestamps are ISO 8601 in the airport's local time with its offset (2026-12-01T07:40:00+01:00). numero_volo_pdf is the number as printed on the certificate (carrier code, space, number). The airport names and the carrier are for display only.
 */
export interface Volo {
  numeroVolo: string;
  numero_volo_pdf?: string | null;
  aeroportoPartenzaIata: string;
  aeroportoArrivoIata: string;
  timestampPartenza: string;
  timestampArrivo: string;
  aeroportoPartenza?: string | null;
  aeroportoArrivo?: string | null;
  compagnia?: string | null;
}
