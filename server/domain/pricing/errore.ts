import { PRICING_ERROR_TEXTS, type PricingErrorCode } from '../../../schemas/catalogues/pricingErrorTexts';
import type { ErroreTotale } from './types';

/** An `erroriTotaleCarrello` entry; `pacchetto` is set when the package's own rules refuse the trip. */
export function errore(codice: PricingErrorCode, pacchetto?: string): ErroreTotale {
  const entry: ErroreTotale = { codice, descrizione: PRICING_ERROR_TEXTS[codice] };
  if (pacchetto !== undefined) entry.data = { pacchetto };
  return entry;
}
