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
    },
  };
}
