export {
  API_DATE_FORMAT,
  CULTURE,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DAYJS_LOCALE,
  MAX_DATE,
  TIME_FORMAT,
  WEEK_START,
} from './culture';
export {
  clampDate,
  datePart,
  formatDate,
  formatDateTime,
  formatTime,
  parseItDate,
  startOfWeek,
  toApiDate,
} from './dates';
export type { DateInput } from './dates';
export { formatEuro } from './money';
export { oneLine } from './oneLine';
export { plural, pluralKey } from './plural';
export type { PluralOptions, Translate } from './plural';
