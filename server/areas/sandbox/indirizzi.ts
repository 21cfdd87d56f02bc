import type { Config } from '../../config';
import { indirizziPortale } from '../pagamenti/avvio';

/** The same absolute URL once parsed (case of scheme and host, default port); false for a non-URL. */
export function stessoIndirizzo(valore: string | null | undefined, atteso: string): boolean {
  if (!valore) return false;
  try {
    return new URL(valore).href === new URL(atteso).href;
  } catch {
    return false;
  }
}

/**
 * Where the sandbox gateway may send anything: as a real gateway is told the merchant's addresses in
 * its back office, the sandbox knows the portal's (PUBLIC_URL's) and nothing else. A start naming
 * other addresses is refused, so the signed outcome never reaches an address of the caller's choosing.
 */
export function indirizziAmmessi(config: Pick<Config, 'publicUrl'>) {
  const portale = indirizziPortale(config);
  return {
    /** XPay `url`: the return pages of a purchase or credit and of the month-end statements. */
    ritorno: (url: string | null | undefined) =>
      stessoIndirizzo(url, portale.ritornoOk) || stessoIndirizzo(url, portale.ritornoFineMese),
    /** XPay `url_back`. */
    annullo: (url: string | null | undefined) => stessoIndirizzo(url, portale.annullo),
    /** XPay `urlpost`. */
    notifica: (url: string | null | undefined) => stessoIndirizzo(url, portale.notifica),
    urlNotifica: portale.notifica,
    /** The one origin the payment page's form may lead to (its CSP form-action). */
    origine: new URL(config.publicUrl).origin,
  };
}
