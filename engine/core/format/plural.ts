import { currentCulture } from './culture';

/** A label lookup: the culture's text of `key`, else `fallback`, else the key. */
export type Translate = (key: string, fallback?: string) => string;

export interface PluralOptions {
  /** The locale whose plural rules choose the form (the configured culture's by default). */
  culture?: string;
  /** Texts when the labels lack the keys (tests, a failed label load): `one` and `other`. */
  fallback?: { one: string; other: string };
  /** Other `{placeholders}` of the text besides `{n}`. */
  vars?: Readonly<Record<string, string | number>>;
}

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();
const cached = <T>(map: Map<string, T>, culture: string, make: () => T): T => {
  let value = map.get(culture);
  if (!value) map.set(culture, (value = make()));
  return value;
};

/**
 * The label key of `n`'s plural form: `key_one`, `key_other`, or another CLDR category the culture
 * has (`key_many` for a million in Italian), which the labels need not define (see `plural`).
 */
export function pluralKey(key: string, n: number, culture: string = currentCulture().locale): string {
  return `${key}_${cached(rules, culture, () => new Intl.PluralRules(culture)).select(n)}`;
}

/**
 * The text of a count through the labels: `key_one` / `key_other` (i18next's convention), chosen by
 * Intl.PluralRules, with `{n}` the number written in the culture (1.000) and `vars` filled in. A
 * category the labels lack falls back to `key_other`, so a culture needs only the forms it uses.
 *
 * @example plural(t, 'elenco.righe', 1) // '1 riga'
 */
export function plural(t: Translate, key: string, n: number, options: PluralOptions = {}): string {
  const culture = options.culture ?? currentCulture().locale;
  const form = pluralKey(key, n, culture);
  const other = t(`${key}_other`, options.fallback?.other);
  const text =
    form === `${key}_other`
      ? other
      : form === `${key}_one`
        ? t(form, options.fallback?.one ?? other)
        : t(form, other);
  const vars: Record<string, string | number> = {
    ...options.vars,
    n: cached(numbers, culture, () => new Intl.NumberFormat(culture)).format(n),
  };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
