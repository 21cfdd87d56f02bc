import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA from `clientDir` with history-mode fallback: any GET outside /api that is
 * not a file gets index.html. Hashed assets are cached for a year, index.html never.
 */
export default fp(async function spaPlugin(app: FastifyInstance, opts: { clientDir: string }) {
  const index = path.join(opts.clientDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`No built client in ${opts.clientDir}: run "npm run build" (npm start does).`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.clientDir,
    // No route per file (two per file, for hundreds of files, cost a tenth of the start): the route
    // below serves them all through `sendFile`, compressed copies and headers included.
    serve: false,
    index: false,
    // The build writes .br and .gz beside each text file (scripts/precompress.ts): sent as they are
    // to clients that accept them, with Vary: Accept-Encoding.
    preCompressed: true,
    // @fastify/static 10 passes the FastifyReply here, not the raw response.
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.get('/*', { config: { access: { public: true } }, schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath === '/api' || urlPath.startsWith('/api/')) {
      return reply.code(404).send({ text: 'Risorsa non trovata' });
    }
    const decoded = safeDecode(urlPath);
    const candidate = path.join(opts.clientDir, path.normalize(decoded));
    // Dot files (the build's record of its inputs, `.inputs.sha256`) are the build's, not the site's.
    const hidden = decoded.split('/').some((segment) => segment.startsWith('.'));
    if (!hidden && candidate.startsWith(opts.clientDir + path.sep) && isFile(candidate)) {
      return reply.sendFile(path.relative(opts.clientDir, candidate));
    }
    if (path.extname(urlPath) !== '') return reply.code(404).send({ text: 'Risorsa non trovata' });
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
