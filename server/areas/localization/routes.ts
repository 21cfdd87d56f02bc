import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { ref } from '../../plugins/schemas';
import { getLabels } from './service';

export default async function localizationRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { culture: string } }>(
    '/localization/labels/:culture',
    {
      // Public: the sign-in page needs its texts before anyone has signed in.
      config: { access: { public: true } },
      schema: {
        tags: ['localizzazione'],
        summary: 'Testi dell’interfaccia per una lingua (con i testi it-IT per le chiavi mancanti)',
        security: [],
        params: {
          type: 'object',
          properties: { culture: { type: 'string', maxLength: 20 } },
          required: ['culture'],
        },
        response: { 200: ref('labels'), 400: ref('errorBody') },
      },
    },
    async (request, reply) => {
      const texts = await getLabels(deps.db, request.params.culture);
      // The same for everyone, so shared caches may keep it briefly (the API default is no-store).
      reply.header('cache-control', 'public, max-age=300');
      return texts;
    },
  );
}
