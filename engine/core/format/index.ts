export {
  API_DATE_FORMAT,
  clampDate,
  configureDayjs,
  CULTURE,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  datePart,
  DAYJS_LOCALE,
  formatDate,
  formatDateTime,
  formatTime,
  MAX_DATE,
  parseItDate,
  startOfWeek,
  TIME_FORMAT,
  toApiDate,
  WEEK_START,
} from './dates';
export type { DateInput } from './dates';
export { formatEuro } from './money';
