/**
 * The culture the app hands to the engine: how amounts, dates and numbers are written and read.
 * Kept apart from the date code: the start-up path reads the culture without loading dayjs
 * (issue 13: the first load carries no date library).
 */
export interface Culture {
  /** BCP 47 locale for Intl (separators, plural rules) and the texts to load first. */
  locale: string;
  /** ISO 4217 code amounts are written in. */
  currency: string;
  /** How a date is shown, in dayjs tokens. */
  dateFormat: string;
  /** How a time of day is shown, in dayjs tokens. */
  timeFormat: string;
  /** Other forms a typed date may take, tried strictly after `dateFormat`. */
  dateInputFormats: readonly string[];
  /** Intl.NumberFormat options for amounts, over the currency style with two decimals. */
  numberFormat: Readonly<Intl.NumberFormatOptions>;
  /** First day of the week, in the 0 = Sunday numbering of Date#getDay and of date pickers. */
  firstDayOfWeek: number;
  /**
   * The dayjs locale of month and day names; the app loads its data (`import('dayjs/locale/xx')`),
   * `en` is built in. Until loaded, names come out in English and numeric formats are unaffected.
   */
  dayjsLocale: string;
}

/** The culture until the app hands its own (configureCulture). */
export const DEFAULT_CULTURE: Culture = {
  locale: 'en-GB',
  currency: 'GBP',
  dateFormat: 'DD/MM/YYYY',
  timeFormat: 'HH:mm',
  dateInputFormats: ['D/M/YYYY'],
  numberFormat: {},
  firstDayOfWeek: 1,
  dayjsLocale: 'en',
};

let current: Culture = DEFAULT_CULTURE;

/**
 * Sets the culture the format functions use when not given one; the app calls it once at start,
 * before the engine runs (a server passes its culture to each call instead).
 *
 * @example configureCulture({ ...DEFAULT_CULTURE, locale: 'fr-FR', currency: 'EUR' })
 */
export function configureCulture(culture: Culture): void {
  current = culture;
}

/** The culture the app configured (DEFAULT_CULTURE until then). */
export function currentCulture(): Culture {
  return current;
}

/** How dates travel to and from the API (spec 1 §5), whatever the culture. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** The latest date any input accepts (spec 1 §5), in API form. */
export const MAX_DATE = '2099-12-31';
