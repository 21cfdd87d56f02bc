import type { RouteAccess } from '../../plugins/auth';

/** The cart area needs the cart permission and a user up to date with payments (spec 1 §2, §6). */
export const CARRELLO_ACCESS: RouteAccess = {
  permissions: ['WEB_ANAGRAFICA_ACCESSO_CARRELLO'],
  userFlags: { mustPay: false },
};
