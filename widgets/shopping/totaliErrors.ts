import type { ToastSpec } from '../../engine/core/errors/clientErrorCatalogue';
import type { ErroreTotale } from '../../schemas/types';
import { textOr, type Translate } from '../../engine/core/messages';

/**
 * Spec 2 §8 "Totals errors": the translated codice (': {package}' when data.pacchetto exists), else
 * the descrizione. `pacchettoMostrato` is the package the text sits on (a product card): naming it
 * again adds nothing, so only another package (a mandatory supplementary policy) is appended.
 */
export function totaleErroreTesto(errore: ErroreTotale, t: Translate, pacchettoMostrato?: string): string {
  const translated = errore.codice ? textOr(t, errore.codice, '') : '';
  const pacchetto = errore.data?.pacchetto;
  if (!translated) return errore.descrizione;
  return pacchetto && pacchetto !== pacchettoMostrato ? `${translated}: ${pacchetto}` : translated;
}

/** Spec 2 §8 "Totals errors": one red toast per entry under the generic error title. */
export function totaliErrorToasts(errori: ErroreTotale[], t: Translate): ToastSpec[] {
  const title = t('msg.erroreGenerico');
  return errori.map((errore) => ({ variant: 'danger', title, body: totaleErroreTesto(errore, t) }));
}
