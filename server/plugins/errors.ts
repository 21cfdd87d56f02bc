import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type ErrorMessage } from '../errors';

/**
 * Every error leaves the server in the spec's shapes: schema failures and AppErrors as a 400
 * `{ messages }` (or their own status), anything unexpected as a 500 with a plain Italian text —
 * never a stack trace, never SQL.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
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
  if (typeof params.additionalProperty === 'string')
    return `Campo non previsto: ${params.additionalProperty}`;
  if (typeof params.limit === 'number' && message?.includes('fewer'))
    return `Il campo ${field} è troppo corto`;
  if (typeof params.limit === 'number' && message?.includes('more'))
    return `Il campo ${field} è troppo lungo`;
  return `Valore non valido per il campo ${field}`;
}
