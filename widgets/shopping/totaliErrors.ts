import type { ToastSpec } from '../../engine/core/errors/clientErrorCatalogue';
import type { ErroreTotale } from '../../schemas/types';

/**
 * Spec 2 §8 "Totals errors": one red toast per entry, the translated codice (': {package}' when
 * data.pacchetto exists), else the descrizione, under the generic error title.
 */
export function totaliErrorToasts(
  errori: ErroreTotale[],
  t: (key: string, fallback?: string) => string,
): ToastSpec[] {
  const title = t('msg.erroreGenerico', 'Errore');
  return errori.map((errore) => {
    const translated = errore.codice ? t(errore.codice, '') : '';
    const pacchetto = errore.data?.pacchetto;
    const body = translated ? (pacchetto ? `${translated}: ${pacchetto}` : translated) : errore.descrizione;
    return { variant: 'danger', title, body };
  });
}
