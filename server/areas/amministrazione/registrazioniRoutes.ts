import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import type { ApiInstance } from '../../plugins/typeProvider';
import { refusals } from '../account/refusals';
import { MSG } from './registrazioniMessages';
import { approvaRegistrazione, rifiutaRegistrazione } from './registrazioniService';

const params = {
  type: 'object',
  properties: { distributoreId: { type: 'integer', minimum: 1 } },
  required: ['distributoreId'],
  additionalProperties: false,
} as const;

/** Back office only, with the right to change distributors. */
const access = {
  permissions: ['BK_ANAGRAFICA_DISTRIBUTORI|U'],
  userFlags: { backOffice: true as const },
};

const response = { 200: ref('statusResult'), ...refusals, 409: ref('errorBody') };

/**
 * Back office's decision on an agency registration from `/register` (issue 27 item 4): approve it
 * (network, payment mode, starting credit, packages from a template) or refuse it with a reason. The
 * list of registrations is the list file richiesteRegistrazione.list.json.
 */
export default async function registrazioniRoutes(app: ApiInstance, deps: AppDeps) {
  app.post(
    '/amministrazione/registrazioni/:distributoreId/approva',
    {
      config: { access },
      schema: {
        tags: ['amministrazione'],
        summary: 'Approva la registrazione di un’agenzia: network, pagamento, credito iniziale e pacchetti',
        params,
        body: ref('approvazioneRegistrazione'),
        response,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await approvaRegistrazione(deps, request.log, request.params.distributoreId, request.body, {
        userId: auth.userId,
        impersonatorId: auth.impersonatorId,
        ip: request.ip,
      });
      return { data: { status: 'ok' as const }, messages: [{ ...MSG.approvata, type: 'info' as const }] };
    },
  );

  app.post(
    '/amministrazione/registrazioni/:distributoreId/rifiuta',
    {
      config: { access },
      schema: {
        tags: ['amministrazione'],
        summary: 'Rifiuta la registrazione di un’agenzia con il motivo, che le viene inviato per e-mail',
        params,
        body: ref('rifiutoRegistrazione'),
        response,
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await rifiutaRegistrazione(deps, request.log, request.params.distributoreId, request.body.motivo, {
        userId: auth.userId,
        impersonatorId: auth.impersonatorId,
        ip: request.ip,
      });
      return { data: { status: 'ok' as const }, messages: [{ ...MSG.rifiutata, type: 'info' as const }] };
    },
  );
}
