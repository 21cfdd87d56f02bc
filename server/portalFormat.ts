import { formatDate as formatDateIn, formatMoney } from '../engine/core/format';
import { portalCulture } from '../schemas/catalogues/portalCulture';

// The server writes in the portal's culture on every call: it configures no global culture, so
// what it writes never depends on what else ran in the process.

/** An amount as the portal writes it: `formatEuro(1234.5)` is '1.234,50 €'. */
export const formatEuro = (value: number | null | undefined): string => formatMoney(value, portalCulture);

/** A date as the portal writes it: `formatDate('2026-03-05')` is '05/03/2026'. */
export const formatDate = (value: string | Date | null | undefined): string =>
  formatDateIn(value, portalCulture);
