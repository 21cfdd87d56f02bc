import { configureCulture, type Culture } from '../../engine/core/format/culture';

/** The library's culture: British English, pounds sterling, weeks from Monday. */
export const libraryCulture: Culture = {
  locale: 'en-GB',
  currency: 'GBP',
  dateFormat: 'DD/MM/YYYY',
  timeFormat: 'HH:mm',
  dateInputFormats: ['D/M/YYYY'],
  numberFormat: {},
  firstDayOfWeek: 1,
  dayjsLocale: 'en',
};

/** Hands the culture to the engine, before the engine runs. */
export const applyLibraryCulture = () => configureCulture(libraryCulture);
