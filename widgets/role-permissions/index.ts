import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

/**
 * The role permissions editor (spec 1 §6, issue 27 item 2): pick a role (dropdown/ruoli), switch
 * its permissions' actions on and off (POST ruoli/{roleId}/add-or-remove-permesso), the catalogue
 * (ruoli/permessi-list) loaded once.
 */
export default defineWidget<Record<string, never>>({
  name: 'role-permissions',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./RolePermissions')),
});
