import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { ApiInstance } from '../../plugins/typeProvider';

export default async function healthRoutes(app: ApiInstance, deps: AppDeps) {
  app.get(
    '/health',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['sistema'],
        response: {
          200: { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] },
        },
      },
    },
    async () => {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' };
    },
  );
}
