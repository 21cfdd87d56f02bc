/**
 * The English defaults of every text the engine shows or answers, by key. Keys are grouped by the
 * part of the engine that uses them; an app words them in its own language through its labels.
 */
export const ENGINE_MESSAGE_DEFAULTS = {
  // List-call parameters (engine/core/query): a server answers them as 400 messages.
  'query.notText': 'The parameter {param} must be a text',
  'query.repeated': 'The parameter {param} may appear only once',
  'query.tooLong': 'The parameter {param} is too long (at most {max} characters)',
  'query.notAGroup': 'Invalid filter: it must start with an opening parenthesis',
  'query.unbalanced': 'Invalid filter: unbalanced parentheses (position {at})',
  'query.tooDeep': 'Invalid filter: too many nested groups (at most {max} levels)',
  'query.trailingText': 'Invalid filter: unexpected text after the closing parenthesis (position {at})',
  'query.missingItem': 'Invalid filter: missing condition (position {at})',
  'query.missingSeparator': 'Invalid filter: expected ";" or ";*" between two conditions (position {at})',
  'query.emptyField': 'Invalid filter: missing field name (position {at})',
  'query.badField': 'Invalid filter: field name "{field}" not allowed (position {at})',
  'query.missingOperator': 'Invalid filter: missing operator, expected field[operator]value (position {at})',
  'query.unknownOperator':
    'Invalid filter: unknown operator "{op}" for the field "{field}" (allowed: {allowed})',
  'query.badNumber':
    'Invalid filter: invalid number for the field "{field}" (expected !!n= followed by digits and a decimal comma, e.g. !!n=1,5)',
  'query.badDate':
    'Invalid filter: invalid date for the field "{field}" (expected !!date=yyyy-MM-ddTHH:mm:ss)',
  'query.badTypedValue':
    'Invalid filter: unrecognised value for the field "{field}" (allowed !!true!!, !!false!!, !!n=…, !!date=…)',
  'query.sortEmptyField': 'Invalid sort: missing field name',
  'query.sortBadField': 'Invalid sort: field name "{field}" not allowed',
  'query.duplicateSort': 'Invalid sort: the field "{field}" is given more than once',
  'query.pageNotInteger': 'The page number must be a positive whole number',
  'query.pageOutOfRange': 'The page number must be between 1 and {max}',
  'query.pageSizeNotInteger': 'The page size must be a positive whole number',
  'query.pageSizeOutOfRange': 'The page size must be between 1 and {max}',

  // Pages the engine draws itself: start-up and route failures, a missing widget.
  'msg.erroreGenerico': 'Error',
  'msg.erroreCaricamento': 'The page could not be loaded: check the connection and try again.',
  'msg.paginaNonTrovata': 'Page not found',
  'msg.erroreImprevisto': 'An unexpected error occurred.',
  'msg.warningGenerico': 'Warning',
  'generico.ricarica': 'Reload the page',
  novalidusertosigninas: 'Select a valid user to sign in as',
  'errore.fileNotFound': 'File not found',
  'errore.fileDaScaricareNonTrovato': 'File to download not found',
  'menu.vaiAlContenuto': 'Skip to content',
  'engine.codiceNonCaricato': 'The code of «{what}» was not loaded after {seconds} seconds',
  'engine.widgetSconosciuto': 'Unknown widget: {detail}',
  'engine.widgetNonDisponibile':
    'This part of the page is not available at the moment (component «{name}»). Try again later or contact support.',

  // Why access was refused (engine/core/access): logs and 403 bodies.
  'accesso.utenteNonAutenticato': 'User not signed in',
  'accesso.permessoMancante':
    'Missing permission ({mode, select, all {all} other {at least one}}): {missing}',
  'accesso.attributoMancante': 'User type not enabled: one of {required} is needed',
  'accesso.condizioneUtente':
    'User condition not met: {flag} must be {required, select, true {true} other {false}}',
} as const;

export type EngineMessageKey = keyof typeof ENGINE_MESSAGE_DEFAULTS;
