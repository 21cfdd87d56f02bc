import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import { ruoliOptions } from './service';
import type { ApiInstance } from '../../plugins/typeProvider';

const options = {
  type: 'object',
  properties: { items: { type: 'array', items: ref('dropdownItem') }, total: { type: 'integer' } },
  required: ['items', 'total'],
};

export default async function dropdownRoutes(app: ApiInstance, deps: AppDeps) {
  app.get(
    '/dropdown/ruoli',
    {
      config: { access: { permissions: ['BK_IMPOSTAZIONI_UTENTI', 'BK_IMPOSTAZIONI_RUOLI'], mode: 'any' } },
      schema: { tags: ['dropdown'], summary: 'Tutti i ruoli', response: { 200: options } },
    },
    async (request) => {
      const items = await ruoliOptions(deps.db, 'all', requireAuth(request).user);
      return { items, total: items.length };
    },
  );

  // Agencies that manage their own users pick among the web roles too.
  const agencyUsers = `WEB_MY${deps.config.brand.slug.toUpperCase()}_UTENTI`;
  app.get(
    '/dropdown/ruoli/web',
    {
      config: {
        access: {
          permissions: ['BK_IMPOSTAZIONI_UTENTI', 'BK_IMPOSTAZIONI_RUOLI', agencyUsers],
          mode: 'any',
        },
      },
      schema: {
        tags: ['dropdown'],
        summary: 'Ruoli degli utenti web (non di back office)',
        response: { 200: options },
      },
    },
    async (request) => {
      const items = await ruoliOptions(deps.db, 'web', requireAuth(request).user);
      return { items, total: items.length };
    },
  );
}
