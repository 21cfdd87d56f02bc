import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY = /([?&](?:token|password|passwordNuova|passwordVecchia)=)[^&]*/gi;

/** Strips secrets from anything a log line could carry: bearer headers, tokens in query strings. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.password',
        '*.passwordNuova',
        '*.passwordVecchia',
        '*.passwordConferma',
        '*.token',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string }) {
        return { method: req.method, url: redactUrl(req.url), ip: req.ip };
      },
      err: serializeError,
    },
  };
}

// A failed statement's values (drizzle's and PGlite's `params`, the server's `detail` such as
// "Failing row contains (…)" or "Key (token_hash)=(…)") can hold password hashes, token hashes and
// personal data: a log keeps what failed, never with which values.
const VALUE_KEYS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'queryOptions']);
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;
const OMITTED = '[omessi]';

type ErrorLike = Error & Record<string, unknown>;
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

function causes(err: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let e: unknown = err; isErrorLike(e) && !chain.includes(e); e = e.cause) chain.push(e);
  return chain;
}

/** Cuts drizzle's `\nparams: …` (built as `${params}`) out of a message or a stack. */
function withoutParams(text: string, chain: ErrorLike[]): string {
  let out = text;
  for (const e of chain) {
    if (e.params === undefined) continue;
    const rendered = `\nparams: ${String(e.params)}`;
    out = out.split(rendered).join(`\nparams: ${OMITTED}`);
  }
  // Whatever wrapper copied such a message without its params: drop the line anyway.
  return out.replace(/\nparams: (?!\[omessi\])[^\n]*/g, `\nparams: ${OMITTED}`);
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * pino's `err` serializer (type, message and stack with their causes, own fields) minus every value
 * a failed statement carried; a database error's code, constraint and table are kept as `database`.
 */
export function serializeError(err: Error): SerializedError {
  // Anything else logged as `err` (a string, a plain object) passes as pino would pass it.
  return isErrorLike(err) ? serialize(err, new WeakSet()) : (err as never);
}

function serialize(err: ErrorLike, seen: WeakSet<object>): SerializedError {
  seen.add(err);
  const chain = causes(err);
  const out: SerializedError = {
    type: err.constructor?.name ?? err.name,
    message: withoutParams(chain.map((e) => e.message).join(': '), chain),
    stack: withoutParams(chain.map((e) => e.stack ?? '').join('\ncaused by: '), chain),
  };
  const nested = (value: unknown) =>
    !isErrorLike(value) ? value : seen.has(value) ? '[circolare]' : serialize(value, seen);
  if (Array.isArray(err.errors)) out.aggregateErrors = err.errors.map(nested);
  for (const [key, value] of Object.entries(err)) {
    if (key === 'cause' || VALUE_KEYS.has(key) || Object.hasOwn(out, key)) continue;
    out[key] = nested(value);
  }
  const database = chain.find((e) => typeof e.code === 'string' && typeof e.severity === 'string');
  if (database) {
    out.database = Object.fromEntries(
      DATABASE_FIELDS.filter((f) => database[f] !== undefined).map((f) => [f, database[f]]),
    );
  }
  return out;
}
