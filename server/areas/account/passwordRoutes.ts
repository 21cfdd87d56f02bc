import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import type { BackgroundTasks } from './background';
import type { AccountLimiters } from './limits';
import { MSG, infoMessage } from './messages';
import { changeOwnPassword, forcePassword, setPasswordWithToken } from './passwordService';
import { confirmEmail, sendRecoveryMails } from './recoveryService';
import { refusals } from './refusals';
import type { ApiInstance } from '../../plugins/typeProvider';

const ok = (message: { code: string; text: string }) => ({
  data: { status: 'ok' as const },
  messages: [infoMessage(message)],
});

/** Recovery, token-based password setting, e-mail confirmation, own and forced password change. */
export default async function passwordRoutes(
  app: ApiInstance,
  { deps, limiters, background }: { deps: AppDeps; limiters: AccountLimiters; background: BackgroundTasks },
) {
  app.post(
    '/account/recupera-password',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['account'],
        summary: 'Recupero password: invia un link per e-mail',
        security: [],
        body: ref('passwordRecovery'),
        response: { 200: ref('statusResult'), ...refusals },
      },
    },
    async (request) => {
      const lookup = request.body.email
        ? { email: request.body.email }
        : { username: request.body.username ?? '' };
      await limiters.recoveryIp.hit(request.ip);
      await limiters.recoveryAddress.hit((lookup.email ?? lookup.username ?? '').trim().toLowerCase());
      background.run('password recovery mail', () => sendRecoveryMails(deps, lookup, request.ip));
      return ok(MSG.recuperoInviato);
    },
  );

  const tokenRoute = (
    url: string,
    purpose: 'reset-password' | 'first-password',
    summary: string,
    body: 'passwordReset' | 'firstPassword',
  ) =>
    app.post(
      url,
      {
        config: { access: { public: true } },
        schema: {
          tags: ['account'],
          summary,
          security: [],
          body: ref(body),
          response: { 200: ref('statusResult'), ...refusals },
        },
      },
      async (request) => {
        await limiters.tokenIp.hit(request.ip);
        await setPasswordWithToken(deps, purpose, request.body, request.ip);
        return ok(MSG.passwordAggiornata);
      },
    );
  tokenRoute(
    '/account/change-password',
    'reset-password',
    'Nuova password con il link di recupero',
    'passwordReset',
  );
  tokenRoute(
    '/account/set-first-password',
    'first-password',
    'Prima password con il link di invito',
    'firstPassword',
  );

  app.get(
    '/account/confirmemail',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['account'],
        summary: 'Conferma dell’indirizzo e-mail con il link ricevuto',
        security: [],
        querystring: {
          type: 'object',
          properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
          required: ['token'],
        } as const,
        response: { 200: ref('statusResult'), ...refusals },
      },
    },
    async (request) => {
      await limiters.tokenIp.hit(request.ip);
      await confirmEmail(deps, request.query.token, request.ip);
      return ok(MSG.emailConfermata);
    },
  );

  app.post(
    '/account/cambia-password',
    {
      config: {
        access: { authenticated: true, denyImpersonated: true, allowWhilePasswordChangeRequired: true },
      },
      schema: {
        tags: ['account'],
        summary: 'Cambio della propria password (restituisce un nuovo token)',
        body: ref('passwordChange'),
        response: { 200: ref('tokenResult'), ...refusals },
      },
    },
    async (request) => {
      const token = await changeOwnPassword(deps, requireAuth(request), request.body, request.ip);
      return { data: { token } };
    },
  );

  app.put(
    '/account/forza-password',
    {
      config: { access: { permissions: ['BK_IMPOSTAZIONI_UTENTI|U'] } },
      schema: {
        tags: ['account'],
        summary: 'Back office: imposta la password di un utente',
        body: ref('forcePassword'),
        response: { 200: ref('statusResult'), ...refusals },
      },
    },
    async (request) => {
      await forcePassword(deps, requireAuth(request), request.body, request.ip);
      return ok(MSG.passwordForzata);
    },
  );
}
