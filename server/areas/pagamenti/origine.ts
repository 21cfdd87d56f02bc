import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

// A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 one, and an optional port.
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The portal's address as the browser making this request sees it, for the gateway to send that
 * browser back to (the return pages): PUBLIC_URL when set; otherwise the request's own Host and
 * scheme. Fastify reads X-Forwarded-Host and X-Forwarded-Proto only from a proxy TRUST_PROXY names
 * (`request.host`, `request.protocol`), never from any client; a host that is not a plain host[:port]
 * falls back to PUBLIC_URL's default. Server-to-server addresses (the notification) never use this.
 */
export function origineRichiesta(
  config: Pick<Config, 'publicUrl' | 'publicUrlSet'>,
  request: Pick<FastifyRequest, 'host' | 'protocol'>,
): string {
  if (config.publicUrlSet) return config.publicUrl;
  const host = request.host;
  const protocol = request.protocol;
  if (!host || !HOST.test(host) || (protocol !== 'http' && protocol !== 'https')) return config.publicUrl;
  return `${protocol}://${host}`.toLowerCase();
}
