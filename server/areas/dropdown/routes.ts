import type { DropdownItem } from '../../../schemas/types';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../plugins/auth';
import { ref } from '../../plugins/schemas';
import {
  distributoriModelloOptions,
  modalitaPagamentoOptions,
  networkOptions,
  pacchettiOptions,
} from './amministrazione';
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

  // What back office chooses when it approves an agency (screens/admin/richieste-registrazione).
  const backOffice = {
    permissions: ['BK_ANAGRAFICA_DISTRIBUTORI'],
    userFlags: { backOffice: true as const },
  };
  const adminDropdown = (path: string, summary: string, load: () => Promise<DropdownItem[]>) =>
    app.get(
      `/dropdown/${path}`,
      { config: { access: backOffice }, schema: { tags: ['dropdown'], summary, response: { 200: options } } },
      async () => {
        const items = await load();
        return { items, total: items.length };
      },
    );
  adminDropdown('network', 'Network attivi', () => networkOptions(deps.db));
  adminDropdown(
    'distributoriModello',
    'Distributori attivi che vendono pacchetti (modelli per una nuova agenzia)',
    () => distributoriModelloOptions(deps.db),
  );
  adminDropdown('modalitaPagamento', 'Modalità di pagamento di un distributore', () =>
    Promise.resolve(modalitaPagamentoOptions()),
  );
  adminDropdown('pacchetti', 'Pacchetti attivi del catalogo', () => pacchettiOptions(deps.db));
}
