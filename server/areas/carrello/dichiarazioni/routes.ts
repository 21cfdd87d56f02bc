import type { AppDeps } from '../../../deps';
import { requireAuth, type RouteAccess } from '../../../plugins/auth';
import { ref } from '../../../plugins/schemas';
import type { ApiInstance } from '../../../plugins/typeProvider';
import { refusals } from '../../account/refusals';
import { venditoreDi } from '../offerte';
import { informativaPrivacyHtml } from './informativaPrivacy';
import { moduloCliente } from './moduloCliente';
import { QUESTIONARIO } from './questionario';

/**
 * The declarations of the purchase form (spec 2 §2 "Declarations", §7 static downloads): the
 * demands-and-needs questionnaire, the printable customer form and the privacy notice. `access` is
 * the cart's (CARRELLO_ACCESS), passed in by the carrello routes.
 */
export default async function dichiarazioniRoutes(app: ApiInstance, deps: AppDeps & { access: RouteAccess }) {
  const { db, config, access } = deps;
  const tags = ['carrello'];

  app.get(
    '/carrello/questionarioAdeguatezza',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Questionario delle richieste ed esigenze (IDD art. 20) mostrato con le dichiarazioni',
        response: {
          200: { type: 'object', properties: { data: ref('questionarioAdeguatezza') }, required: ['data'] },
          ...refusals,
        },
      },
    },
    async () => ({ data: QUESTIONARIO }),
  );

  app.get(
    '/carrello/moduloCliente',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Modulo di dichiarazione del cliente da stampare e firmare, in PDF',
        querystring: {
          type: 'object',
          properties: { pacchettoId: { type: 'string', pattern: '^[0-9]{1,9}$' } },
          required: ['pacchettoId'],
          additionalProperties: false,
        } as const,
        response: {
          200: {
            description: 'Il PDF del modulo',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } as const } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const venditore = await venditoreDi(db, auth.user, auth.versioneUtenti);
      const { pdf, filename } = await moduloCliente(db, venditore, Number(request.query.pacchettoId));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .send(pdf);
    },
  );

  app.get(
    '/carrello/informativaPrivacy',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Informativa privacy del portale (pagina HTML, senza autenticazione)',
        response: {
          200: {
            description: 'La pagina dell’informativa',
            content: { 'text/html': { schema: { type: 'string' } as const } },
          },
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(informativaPrivacyHtml(config.brand)),
  );
}
