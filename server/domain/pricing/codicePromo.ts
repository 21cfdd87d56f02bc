import { errore } from './errore';
import type { Tariffa } from './tariffa';
import type { ErroreTotale } from './types';

/**
 * The verdict on a promo code typed for one item (spec 2 §3 `codicePromo`): none when it is empty or
 * some package of the item offers it today; otherwise why it gives no discount — no package knows it,
 * or every package that knows it is outside its validity dates. The list of products prices without
 * this check (a code belongs to the item being bought, not to the search), so a code is judged only
 * where the agent typed it: the product page's totals, the cart and the purchase.
 *
 * @example erroreCodicePromo('MONDO15', [tariffa], '2026-05-01') // null when tariffa offers it
 */
export function erroreCodicePromo(
  codice: string | null | undefined,
  tariffe: readonly Tariffa[],
  oggi: string,
): ErroreTotale | null {
  const cercato = codice?.trim().toUpperCase();
  if (!cercato) return null;
  const trovati = tariffe.flatMap((t) => (t.coupon ?? []).filter((c) => c.codice.toUpperCase() === cercato));
  if (trovati.length === 0) return errore('pricing.codicePromoSconosciuto');
  const valido = trovati.some(
    (c) => !(c.validoDal && oggi < c.validoDal) && !(c.validoAl && oggi > c.validoAl),
  );
  return valido ? null : errore('pricing.codicePromoScaduto');
}
