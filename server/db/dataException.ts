import { AppError } from '../errors';
import { findPgError } from './pgError';

/**
 * The SQLSTATE of a PostgreSQL data exception (class 22: a value out of range, a date that does not
 * exist, text that is not a number, a byte the encoding refuses...) found on `error` or its causes
 * (drizzle wraps the driver's error as `cause`); null for any other error.
 */
export function dataException(error: unknown): string | null {
  return findPgError(error, (code) => /^22[0-9A-Z]{3}$/.test(code))?.code ?? null;
}

/**
 * The 400 for a value the database refused. Input checks should stop such values first; this is the
 * safety net, so that one they missed is a request error and not a 500.
 */
export function dataExceptionError(error: unknown): AppError | null {
  if (dataException(error) === null) return null;
  return new AppError(400, {
    messages: [
      {
        code: 'errore.valoreNonValido',
        text: 'Richiesta non valida: un valore indicato è fuori dall’intervallo ammesso o non è nel formato atteso.',
        type: 'error',
      },
    ],
  });
}
