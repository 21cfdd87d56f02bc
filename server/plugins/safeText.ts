import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, type AppError } from '../errors';

/** NUL (PostgreSQL text cannot hold it) or half of a UTF-16 surrogate pair (no character at all). */
const UNSAFE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnsafeText = (text: string): boolean => UNSAFE.test(text);

/**
 * Where the first string of `value` (a property name or a value, at any depth) holds a character no
 * text may hold, as a dotted path (`''` for `value` itself); null when there is none. Walks with its
 * own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (hasUnsafeText(item)) return path;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasUnsafeText(key)) return path || 'richiesta';
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

export const unsafeTextError = (field: string): AppError =>
  badRequest(
    'errore.caratteriNonAmmessi',
    `Il campo ${field || 'richiesta'} contiene caratteri non ammessi (carattere nullo o non valido).`,
  );

/**
 * Refuses, before any route sees it, a request whose path parameters, query string or body hold a
 * string with a NUL or a lone surrogate: such text cannot be stored nor shown, and PostgreSQL answers
 * it with an error. One check for every route (multipart parts are checked where they are read).
 */
export default fp(async function safeTextPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnsafeText(part);
      if (field !== null) throw unsafeTextError(field);
    }
  });
});
