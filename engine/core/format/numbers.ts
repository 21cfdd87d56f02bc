import { currentCulture, type Culture } from './culture';

const numberFormats = new Map<string, Intl.NumberFormat>();
const collators = new Map<string, Intl.Collator>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A number written the culture's way (its separators; grouping as the locale does it unless the
 * options say otherwise). Empty for a missing or non-finite value.
 *
 * @example formatNumber(1234567) // '1,234,567' in en-GB, '1.234.567' in it-IT
 */
export function formatNumber(
  value: number | null | undefined,
  options: Intl.NumberFormatOptions = {},
  culture: Culture = currentCulture(),
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return numberFormat(culture.locale, options).format(value);
}

/** The culture's decimal and grouping separators, and the symbol of its currency. */
export function numberSymbols(culture: Culture = currentCulture()): {
  decimal: string;
  group: string;
  currency: string;
} {
  const parts = numberFormat(culture.locale, { style: 'currency', currency: culture.currency }).formatToParts(
    12345.6,
  );
  const part = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback;
  return {
    decimal: part('decimal', '.'),
    group: part('group', ','),
    currency: part('currency', culture.currency),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A typed number read the culture's way ("1.234,5" in it-IT, "1,234.5" in en-GB), the currency
 * symbol and spaces ignored; null for text that is not a number.
 *
 * @example parseNumber('£1,234.5') // 1234.5 in en-GB
 */
export function parseNumber(text: string, culture: Culture = currentCulture()): number | null {
  const { decimal, group, currency } = numberSymbols(culture);
  const cleaned = text
    .replace(new RegExp(`${escape(currency)}|\\s`, 'gu'), '')
    .replace(new RegExp(escape(group), 'g'), '')
    .replace(decimal, '.');
  if (!/^-?\d+(\.\d*)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * Orders two texts as the culture's readers expect: case and accents aside, digits by value
 * ("2" before "10").
 */
export function compareText(a: string, b: string, culture: Culture = currentCulture()): number {
  let collator = collators.get(culture.locale);
  if (!collator) {
    collator = new Intl.Collator(culture.locale, { sensitivity: 'base', numeric: true });
    collators.set(culture.locale, collator);
  }
  return collator.compare(a, b);
}
