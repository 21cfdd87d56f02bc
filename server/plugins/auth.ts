import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canAccess, describeDenial, type AccessGuard } from '../../engine/core/access';
import { DENIAL_TEXTS } from '../auth/denialTexts';
import { testoIt } from '../i18n/testi';
import type { Db } from '../db/client';
import { AppError, forbidden, unauthorized } from '../errors';
import { accessSubject, type Principal } from '../auth/principal';
import { resolveCaller, type SessionInfo, type SessionPolicy } from '../auth/sessions';

/**
 * What a route needs, declared on every `/api` route in `config.access`:
 * - `{ public: true }`: anyone (a valid token is still read, so the route may use it);
 * - `{ authenticated: true }`: any signed-in user;
 * - an AccessGuard (`permissions`, `mode`, `attributes`): checked with engine/core/access, as the client does.
 * `passive: true` marks background calls (the message poll) that must not count as activity;
 * `denyImpersonated: true` refuses sessions opened with sign-in-as;
 * `allowWhilePasswordChangeRequired: true` marks the few calls a user whose password back office
 * forced may still make (who am I, change it, sign out); every other route refuses that user.
 */
interface RouteFlags {
  passive?: boolean;
  denyImpersonated?: boolean;
  allowWhilePasswordChangeRequired?: boolean;
}
export type RouteAccess =
  | { public: true }
  | ({ authenticated: true } & RouteFlags & Partial<Record<keyof AccessGuard, never>>)
  | (AccessGuard & RouteFlags);

/**
 * The refusal of a user who must first change the password back office set (403: the session is
 * valid, the call is not allowed yet). The client recognises the code and opens the change form.
 */
export const PASSWORD_CHANGE_REQUIRED = {
  code: 'errore.cambioPasswordObbligatorio',
  text: 'Devi cambiare la password prima di continuare',
} as const;

export interface AuthContext extends SessionInfo {
  user: Principal;
  token: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Routes under /api that are not ours to declare (the OpenAPI page). */
const UNDECLARED_OK = /^\/api\/docs(\/|$)/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The authenticated caller or a 401; for handlers of non-public routes. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export default fp(async function authPlugin(app: FastifyInstance, opts: { db: Db; session: SessionPolicy }) {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || UNDECLARED_OK.test(route.url)) return;
    if (route.method === 'HEAD' || (Array.isArray(route.method) && route.method.includes('HEAD'))) {
      if (route.config?.access) return;
    }
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = bearerToken(request);
    const isPublic = 'public' in access && access.public;
    const passive = 'passive' in access && access.passive === true;
    if (token) {
      const caller = await resolveCaller(opts.db, opts.session, token, { touch: !passive });
      if (caller) request.auth = { ...caller.session, user: caller.user, token };
    }
    if (isPublic) return;
    if (!request.auth) throw unauthorized();
    if ('denyImpersonated' in access && access.denyImpersonated && request.auth.impersonatorId !== null) {
      throw forbidden('Operazione non consentita durante l’accesso come altro utente');
    }
    // Back office signed in as the user is not the user: the forced change is the user's own to make.
    if (
      request.auth.user.mustChangePassword &&
      request.auth.impersonatorId === null &&
      !('allowWhilePasswordChangeRequired' in access && access.allowWhilePasswordChangeRequired)
    ) {
      throw new AppError(403, { messages: [{ ...PASSWORD_CHANGE_REQUIRED, type: 'error' }] });
    }
    if ('authenticated' in access) return;
    const decision = canAccess({ user: accessSubject(request.auth.user), guard: access as AccessGuard });
    if (!decision.allowed) {
      request.log.info({ reason: decision.reason, url: request.routeOptions.url }, 'access denied');
      throw forbidden(`NO PERMISSIONS: ${describeDenial(decision, DENIAL_TEXTS, testoIt)}`);
    }
  });
});
