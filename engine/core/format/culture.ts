/**
 * The portal's culture and date conventions, apart from the date code: the start-up path reads the
 * culture without loading dayjs (issue 13: the first load carries no date library).
 */

/** Culture of the portal (spec 1 §1) and the dayjs locale that carries its week start. */
export const CULTURE = 'it-IT';
export const DAYJS_LOCALE = 'it';
/** Monday, in the 0 = Sunday numbering of Date#getDay and of date pickers. */
export const WEEK_START = 1;

export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** The latest date any input accepts (spec 1 §5), in API form. */
export const MAX_DATE = '2099-12-31';
