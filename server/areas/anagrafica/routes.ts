import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import { getDatiAzienda, updateDatiAzienda } from './service';
import type { ApiInstance } from '../../plugins/typeProvider';

const dataResponse = {
  type: 'object',
  properties: { data: ref('datiAzienda') },
  required: ['data'],
} as const;

export default async function anagraficaRoutes(app: ApiInstance, deps: AppDeps) {
  app.get(
    '/anagrafica/dati-azienda',
    {
      config: { access: { authenticated: true } },
      schema: {
        tags: ['anagrafica'],
        summary: 'Dati aziendali dell’utente collegato',
        response: { 200: dataResponse, 404: ref('errorBody') },
      },
    },
    async (request) => ({ data: await getDatiAzienda(deps.db, requireAuth(request).user) }),
  );

  app.put(
    '/anagrafica/dati-azienda',
    {
      // E-mail addresses receive password resets: not to be changed by someone signed in as another user.
      config: { access: { permissions: ['WEB_ANAGRAFICA_DATI_AZIENDA|U'], denyImpersonated: true } },
      schema: {
        tags: ['anagrafica'],
        summary: 'Modifica dei dati aziendali dell’utente collegato',
        body: ref('datiAziendaModifica'),
        response: { 200: dataResponse, 400: ref('errorBody'), 404: ref('errorBody') },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await updateDatiAzienda(deps.db, request.body, {
        user: auth.user,
        impersonatorId: auth.impersonatorId,
        ip: request.ip,
      });
      return { data };
    },
  );
}
