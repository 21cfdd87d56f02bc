import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded the first time it is needed instead of at start (issue 13: the server starts
 * within a second), for the packages only some requests use — HTML cleaning, spreadsheets,
 * codice fiscale, password strength. Synchronous, so their callers stay as they are; the first such
 * request pays the load (tens of milliseconds), like the validators compiled on first use.
 *
 * @example const xlsx = onFirstUse<typeof import('@e965/xlsx')>('@e965/xlsx'); xlsx().read(bytes)
 */
export function onFirstUse<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
