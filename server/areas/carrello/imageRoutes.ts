import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { refusals } from '../account/refusals';
import { CARRELLO_MSG } from './messages';
import type { ApiInstance } from '../../plugins/typeProvider';

const imagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/images');

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};
/** The image served when the one asked for is missing and the fallback is not a usable name or path. */
export const PLACEHOLDER = 'placeholder.svg';

/** A plain file name with a known image extension: no path separators, no dot-dot, no hidden files. */
export function isSafeImageName(name: string): boolean {
  return (
    /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/.test(name) &&
    name.length <= 120 &&
    path.extname(name).toLowerCase() in TYPES
  );
}

/** A same-site path the browser may be redirected to: absolute path, not protocol-relative. */
const isSafeRedirect = (url: string) => /^\/(?![/\\])[^\s\\]*$/.test(url) && url.length <= 500;

async function load(name: string): Promise<Buffer | null> {
  if (!isSafeImageName(name)) return null;
  try {
    return await readFile(path.join(imagesDir, name));
  } catch {
    return null;
  }
}

function sendImage(reply: FastifyReply, name: string, bytes: Buffer) {
  const type = TYPES[path.extname(name).toLowerCase()]!;
  reply.type(type).header('cache-control', 'public, max-age=86400');
  // An SVG opened directly must not run script nor load anything.
  if (type === 'image/svg+xml')
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  return reply.send(bytes);
}

/**
 * GET file/image/{name}?fallback= (spec 1 §7): category and product images from server/assets/images.
 * Public, since an <img> sends no bearer token; the images are the catalogue's, not anybody's data.
 * A missing image falls back to the `fallback` image name, or redirects to a `fallback` same-site path,
 * or (any other fallback) serves the placeholder; with no fallback it is a 404.
 */
export default async function imageRoutes(app: ApiInstance, _deps: AppDeps) {
  app.get(
    '/file/image/:name',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['file'],
        summary: 'Immagine di categoria o di prodotto, con ripiego facoltativo',
        params: {
          type: 'object',
          properties: { name: { type: 'string', maxLength: 200 } },
          required: ['name'],
          additionalProperties: false,
        } as const,
        querystring: {
          type: 'object',
          properties: { fallback: { type: 'string', maxLength: 500 } },
          additionalProperties: false,
        } as const,
        response: {
          200: {
            description: 'L’immagine',
            content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
          },
          302: { description: 'Rinvio all’immagine di ripiego', type: 'null' },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const { fallback } = request.query;
      const bytes = await load(name);
      if (bytes) return sendImage(reply, name, bytes);
      if (fallback === undefined || fallback === '') throw notFound(CARRELLO_MSG.immagineNonTrovata);
      const alt = await load(fallback);
      if (alt) return sendImage(reply, fallback, alt);
      // Percent-encoded: a header may carry visible ASCII only, and the browser decodes it back.
      if (isSafeRedirect(fallback)) return reply.redirect(encodeURI(fallback), 302);
      const placeholder = (await load(PLACEHOLDER))!;
      return sendImage(reply, PLACEHOLDER, placeholder);
    },
  );
}
