import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Many clients send `content-type: application/json` on every POST, body or not. An empty (or
 * blank) JSON body is therefore read as no body: a route that takes none just runs (a logout must
 * log out), and a route that declares a body gets `{}`, which its schema accepts when every field is
 * optional and otherwise answers by naming the missing field. Anything else keeps Fastify's own
 * parser, prototype-poisoning checks included.
 */
export default fp(async function bodyParsingPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined || request.routeOptions.schema?.body === undefined) return;
    if (/^multipart\//i.test(request.headers['content-type'] ?? '')) return;
    request.body = {};
  });
});
