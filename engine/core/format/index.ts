export { API_DATE_FORMAT, configureCulture, currentCulture, DEFAULT_CULTURE, MAX_DATE } from './culture';
export type { Culture } from './culture';
export {
  clampDate,
  datePart,
  formatDate,
  formatDateTime,
  formatTime,
  parseDate,
  startOfWeek,
  toApiDate,
} from './dates';
export type { DateInput } from './dates';
export { formatMoney } from './money';
export { oneLine } from './oneLine';
export { plural, pluralKey } from './plural';
export type { PluralOptions, Translate } from './plural';
export { compareText, formatNumber, numberSymbols, parseNumber } from './numbers';
