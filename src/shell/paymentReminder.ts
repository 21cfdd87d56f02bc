import type { UserInfo } from '../../schemas/types';

/** Which month-end payment dialog a user gets at start-up (spec 1 §2), if any. */
export function paymentDialogVariant(user: UserInfo | null): 'mustPay' | 'warning' | null {
  if (!user) return null;
  if (user.mustPay) return 'mustPay';
  if (user.segnalazionePagamentoFineMese) return 'warning';
  return null;
}
