import { currentCulture, type Culture } from './culture';

const formats = new WeakMap<Culture, Intl.NumberFormat>();

function moneyFormat(culture: Culture): Intl.NumberFormat {
  let format = formats.get(culture);
  if (!format) {
    format = new Intl.NumberFormat(culture.locale, {
      style: 'currency',
      currency: culture.currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      ...culture.numberFormat,
    });
    formats.set(culture, format);
  }
  return format;
}

/**
 * An amount in the culture's currency: two decimals and the culture's separators and grouping
 * (its numberFormat may force grouping of four-digit amounts, which some locales leave out).
 * Empty for a missing or non-finite value.
 *
 * @example formatMoney(1234.5) // '£1,234.50' in en-GB
 */
export function formatMoney(value: number | null | undefined, culture: Culture = currentCulture()): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return moneyFormat(culture).format(value);
}
