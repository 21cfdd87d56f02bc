import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import { BackgroundTasks } from './background';
import devOutboxRoutes from './devOutboxRoutes';
import impersonationRoutes from './impersonationRoutes';
import { createAccountLimiters } from './limits';
import { login } from './loginService';
import passwordRoutes from './passwordRoutes';
import { refusals } from './refusals';
import { loadUserInfo, redirectFor } from './userInfo';
import { revokeSession } from '../../auth/sessions';
import { audit } from '../../audit';
import type { ApiInstance } from '../../plugins/typeProvider';

/** Account and session calls of spec 1 §7 "Account" (sign-in, user info, passwords, sign-in-as). */
export default async function accountRoutes(app: ApiInstance, deps: AppDeps) {
  const limiters = createAccountLimiters(deps.db);
  const background = new BackgroundTasks(app.log);
  app.addHook('onClose', () => background.drain());

  app.post(
    '/account/login',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['account'],
        summary: 'Accesso con nome utente e password',
        security: [],
        body: ref('login'),
        response: { 200: ref('loginResult'), ...refusals },
      },
    },
    async (request) => ({ data: await login(deps, limiters, request.body, request.ip) }),
  );

  app.get(
    '/account/me',
    {
      config: { access: { authenticated: true, allowWhilePasswordChangeRequired: true } },
      schema: {
        tags: ['account'],
        summary: 'Dati dell’utente collegato',
        response: { 200: ref('meResponse'), ...refusals },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const userInfo = await loadUserInfo(deps.db, auth.user, auth.impersonatorId, auth.versioneUtenti);
      return { userInfo, redirectTo: redirectFor(userInfo) };
    },
  );

  app.post(
    '/account/logout',
    {
      config: { access: { authenticated: true, allowWhilePasswordChangeRequired: true } },
      schema: {
        tags: ['account'],
        summary: 'Uscita: revoca il token',
        response: { 200: ref('statusResult'), ...refusals },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await revokeSession(deps.db, auth.sessionId, 'logout');
      await audit(deps.db, {
        userId: auth.userId,
        impersonatorId: auth.impersonatorId,
        action: 'logout',
        ip: request.ip,
      });
      return { data: { status: 'ok' as const } };
    },
  );

  await passwordRoutes(app, { deps, limiters, background });
  await impersonationRoutes(app, deps);
  if (!deps.config.production && !deps.config.smtpUrl) await devOutboxRoutes(app, deps);
}
