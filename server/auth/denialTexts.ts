import type { DenialTexts } from '../../engine/core/access';

/**
 * How the API words a refused user flag in its 403 body (the engine only knows flags by name):
 * the cart's routes demand `mustPay: false`, a user with the month-end payment due is told so.
 */
export const DENIAL_TEXTS: DenialTexts = {
  userFlags: { mustPay: 'Pagamento di fine mese da effettuare' },
};
