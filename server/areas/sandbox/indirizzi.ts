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
 * With PUBLIC_URL unset the browser's return pages may also be under `origine`, the address this very
 * browser reached the sandbox page by (origine.ts: its own Host, or a trusted proxy's): the outcome
 * goes back only to the browser that paid, where it already is. The notification (server to server)
 * stays PUBLIC_URL's.
 */
export function indirizziAmmessi(config: Pick<Config, 'publicUrl'>, origine: string = config.publicUrl) {
  const portali = [indirizziPortale(config), indirizziPortale(config, origine)];
  const portale = portali[0]!;
  return {
    /** XPay `url`: the return pages of a purchase or credit and of the month-end statements. */
    ritorno: (url: string | null | undefined) =>
      portali.some((p) => stessoIndirizzo(url, p.ritornoOk) || stessoIndirizzo(url, p.ritornoFineMese)),
    /** XPay `url_back`. */
    annullo: (url: string | null | undefined) => portali.some((p) => stessoIndirizzo(url, p.annullo)),
    /** XPay `urlpost`. */
    notifica: (url: string | null | undefined) => stessoIndirizzo(url, portale.notifica),
    urlNotifica: portale.notifica,
    /** The one origin the payment page's form may lead to (its CSP form-action). */
    origine: new URL(config.publicUrl).origin,
  };
}
