import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type ErrorMessage } from '../errors';
import { uniqueViolationError } from '../db/uniqueViolation';
import { dataException, dataExceptionError } from '../db/dataException';

/**
 * Every error leaves the server in the spec's shapes: schema failures and AppErrors as a 400
 * `{ messages }` (or their own status), anything unexpected as a 500 with a plain Italian text —
 * never a stack trace, never SQL.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // An unknown path is a 404 whatever came with it (a broken body is not worth a 400 there).
    if (request.is404) return reply.code(404).send({ text: 'Risorsa non trovata' });
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error.validation) {
      const messages: ErrorMessage[] = error.validation.map((v) => ({
        code: 'errore.validazione',
        text: describeValidation(v.instancePath, v.message, error.validationContext, v.params),
        type: 'error',
      }));
      return reply.code(400).send({ messages });
    }
    // A unique index refusing a write is a request that lost a race (or a duplicate): never a 500.
    const duplicate = uniqueViolationError(error);
    if (duplicate) return reply.code(400).send(duplicate.body);
    const dataError = dataExceptionError(error);
    if (dataError) {
      // Only the SQLSTATE: the statement's parameters may hold secrets; what matters is the missing input check.
      request.log.warn(
        { sqlState: dataException(error), url: request.routeOptions.url },
        'database refused a value',
      );
      return reply.code(400).send(dataError.body);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ text: 'Richiesta troppo grande' });
    if (status === 415) return reply.code(415).send({ text: 'Formato della richiesta non supportato' });
    if (status === 429) return reply.code(429).send({ text: 'Troppe richieste' });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({
        messages: [
          {
            code: 'errore.jsonNonValido',
            text: 'Il corpo della richiesta non è un JSON valido',
            type: 'error',
          },
        ],
      });
    }
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ text: status === 400 ? 'Richiesta non valida' : 'Richiesta non accettata' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ text: 'Si è verificato un errore imprevisto. Riprova più tardi.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ text: 'Risorsa non trovata' });
  });
});

function describeValidation(
  instancePath: string,
  message: string | undefined,
  context: string | undefined,
  params: Record<string, unknown>,
): string {
  const field =
    typeof params.missingProperty === 'string'
      ? params.missingProperty
      : instancePath.replace(/^\//, '').replace(/\//g, '.') || context || 'richiesta';
  if (typeof params.missingProperty === 'string') return `Campo obbligatorio mancante: ${field}`;
  if (params.format === 'date')
    return `La data "${field}" non è valida: usa il formato AAAA-MM-GG, dal 01/01/1900 al 31/12/2099.`;
  if (typeof params.additionalProperty === 'string')
    return `Campo non previsto: ${params.additionalProperty}`;
  if (typeof params.limit === 'number' && message?.includes('fewer'))
    return `Il campo ${field} è troppo corto`;
  if (typeof params.limit === 'number' && message?.includes('more'))
    return `Il campo ${field} è troppo lungo`;
  return `Valore non valido per il campo ${field}`;
}

/**
 * Fastify's `frameworkErrors`: a path that is not valid percent-encoding, or a path parameter past
 * the router's length, refused before any route runs — in the catalogue's shape, not Fastify's English.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send({ text: 'Indirizzo della richiesta troppo lungo' });
    return;
  }
  reply.code(400).send({ text: 'Indirizzo della richiesta non valido' });
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a bad header, a broken chunk,
 * two Content-Lengths, headers too large) never reaches a route; it is answered in the catalogue's
 * shape and in Italian, like every other refusal, and the connection closed.
 */
export function clientErrors(error: Error & { code?: string }, socket: import('node:net').Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const troppoGrandi = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    text: troppoGrandi
      ? 'Le intestazioni della richiesta sono troppo grandi'
      : 'Richiesta non valida: il formato HTTP non è corretto',
  });
  const status = troppoGrandi ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
