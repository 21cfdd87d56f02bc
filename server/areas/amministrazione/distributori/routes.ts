import type { AppDeps } from '../../../deps';
import { requireAuth, type RouteAccess } from '../../../plugins/auth';
import type { ApiInstance } from '../../../plugins/typeProvider';
import { refusals } from '../../account/refusals';
import { ricaricaDaBackOffice } from './credito';

/** Back office with the distributors' registry, update letter. */
export const ACCESSO_DISTRIBUTORI_U: RouteAccess = {
  permissions: ['BK_ANAGRAFICA_DISTRIBUTORI|U'],
  userFlags: { backOffice: true },
};

/**
 * The distributors' side of the admin area that is not a plain row edit (issue 27 item 5): the grid
 * and its edit are list files (distributoriAmministrazione, offerteDistributori); the credit top-up
 * writes a movement with its balance, so it is a route of its own.
 */
export default async function amministrazioneDistributoriRoutes(app: ApiInstance, deps: AppDeps) {
  app.post(
    '/amministrazione/distributori/:distributoreId/credito',
    {
      config: { access: ACCESSO_DISTRIBUTORI_U },
      schema: {
        tags: ['amministrazione'],
        summary: 'Ricarica il credito di un distributore, con il motivo (back office)',
        params: {
          type: 'object',
          properties: { distributoreId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
          required: ['distributoreId'],
          additionalProperties: false,
        } as const,
        body: {
          type: 'object',
          properties: {
            importo: {
              type: 'number',
              description:
                'Euro da accreditare: maggiore di zero, al massimo 1.000.000, con al massimo 2 decimali',
            },
            motivo: { type: 'string', description: 'Motivo della ricarica (1–500 caratteri)' },
          },
          required: ['importo', 'motivo'],
          additionalProperties: false,
        } as const,
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  creditoResiduo: { type: 'number', description: 'Credito dopo la ricarica, in euro' },
                },
                required: ['creditoResiduo'],
                additionalProperties: false,
              },
            },
            required: ['data'],
            additionalProperties: false,
          } as const,
          ...refusals,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const id = Number(request.params.distributoreId);
      const residuo = await ricaricaDaBackOffice(
        deps.db,
        { user: auth.user, impersonatorId: auth.impersonatorId, ip: request.ip },
        // Past PostgreSQL's integer no row exists: the same 404 as any unknown distributor.
        id > 2_147_483_647 ? -1 : id,
        request.body.importo,
        request.body.motivo,
      );
      return { data: { creditoResiduo: residuo / 100 } };
    },
  );
}
