import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import { listSignInAsUsers, startImpersonation, stopImpersonation } from './impersonationService';
import { refusals } from './refusals';
import type { ApiInstance } from '../../plugins/typeProvider';

const SIGN_IN_AS = 'BK_IMPOSTAZIONI_ACCEDICOME';
const positive = (max: number) =>
  ({ type: 'string', pattern: `^[1-9][0-9]{0,${String(max).length - 1}}$` }) as const;
const MAX_PAGE = 1_000_000;
const MAX_PAGE_SIZE = 2_147_483_647;

/** Sign-in-as (spec 1 §3 "Sign-in-as user", §4 "Impersonation"). */
export default async function impersonationRoutes(app: ApiInstance, deps: AppDeps) {
  app.get(
    '/account/asusers',
    {
      config: { access: { permissions: [SIGN_IN_AS] } },
      schema: {
        tags: ['account'],
        summary: 'Utenti con cui si può accedere come',
        querystring: {
          type: 'object',
          properties: {
            fullTextSearch: { type: 'string', maxLength: 200 },
            page: positive(MAX_PAGE),
            pageSize: positive(MAX_PAGE_SIZE),
          },
        } as const,
        response: { 200: ref('signInAsList'), ...refusals },
      },
    },
    async (request) => {
      const page = Math.min(Number(request.query.page ?? 1), MAX_PAGE);
      const pageSize = Math.min(Number(request.query.pageSize ?? 20), MAX_PAGE_SIZE);
      return listSignInAsUsers(deps, { fullTextSearch: request.query.fullTextSearch, page, pageSize });
    },
  );

  app.post(
    '/account/asusers/:id',
    {
      config: { access: { permissions: [SIGN_IN_AS], denyImpersonated: true } },
      schema: {
        tags: ['account'],
        summary: 'Accedi come un altro utente: restituisce il token della sessione',
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
          required: ['id'],
        } as const,
        response: { 200: ref('tokenResult'), ...refusals },
      },
    },
    async (request) => {
      const token = await startImpersonation(
        deps,
        requireAuth(request),
        Number(request.params.id),
        request.ip,
      );
      return { data: { token } };
    },
  );

  app.put(
    '/account/asusers',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['account'],
        summary: 'Termina l’accesso come altro utente: data è il nuovo token dell’utente originale',
        response: { 200: ref('disconnectResult'), ...refusals },
      },
    },
    async (request) => ({ data: await stopImpersonation(deps, requireAuth(request), request.ip) }),
  );
}
