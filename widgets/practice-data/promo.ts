import type { ErroreTotale } from '../../schemas/types';

/** The server's codes of a refused promo code (server/domain/pricing/codicePromo.ts). */
const CODICI_PROMO = ['pricing.codicePromoSconosciuto', 'pricing.codicePromoScaduto'];

/** The refusal of the promo code among a totals answer's errors, if any. */
export const errorePromo = (errori: readonly ErroreTotale[] | null | undefined): ErroreTotale | null =>
  (errori ?? []).find((e) => CODICI_PROMO.includes(e.codice)) ?? null;

/** A promo code as typed, ready to send: trimmed, upper case, null when empty. */
export function codicePulito(testo: string): string | null {
  const s = testo.trim().toUpperCase();
  return s === '' ? null : s;
}
