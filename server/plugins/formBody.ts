import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Form fields as one string each: the first of a repeated name wins, as the payment gateway sends them. */
export function campiModulo(testo: string): Record<string, string> {
  const campi = new Map<string, string>();
  for (const [nome, valore] of new URLSearchParams(testo)) {
    if (!campi.has(nome)) campi.set(nome, valore);
  }
  // fromEntries defines own properties, so a field named `__proto__` stays a field.
  return Object.fromEntries(campi);
}

/**
 * `application/x-www-form-urlencoded` bodies (the sandbox payment page's form, the gateway's
 * server-to-server notification), read into a plain object of strings. Fastify applies the app's
 * bodyLimit to the raw text (413 beyond it).
 */
export default fp(async function formBodyPlugin(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, campiModulo(body as string));
    },
  );
});
