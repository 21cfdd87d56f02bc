import type { ScreenCatalogues } from '../../engine/core/screens';
import { labelKeys } from '../../schemas/catalogues/labelTexts';
import { permissionCatalogue } from '../../schemas/catalogues/permissionCatalogue';
import { renderFunctions } from '../../widgets/grid/renderFunctions';
import { rowActions } from '../../widgets/grid/rowActions';
import { EDIT_SOURCES } from './editSources';

/** The buttons every actions cell knows without a row action (widgets/grid/cells/useCustomButtons.ts). */
const BUILT_IN_BUTTONS = ['edit', 'delete'];

/**
 * The portal's names that screen files are checked against, beside the widget registry: the
 * permission catalogue, the label keys, the grid's render functions and row actions, and the edit
 * sources. tests/screens.test.ts and the dev server's overlay both use it, so they agree. Node only
 * (it reads the server's seed data); the app bundle never imports it.
 *
 * @example loadScreens(files, { registry, entities, ...screenCatalogues('overins') })
 */
export function screenCatalogues(
  product: string,
): Omit<ScreenCatalogues, 'registry' | 'entities' | 'listFields'> {
  return {
    product,
    permissions: permissionCatalogue(product).map((p) => p.codice),
    labels: labelKeys(),
    renderFunctions: Object.keys(renderFunctions),
    customButtons: [...BUILT_IN_BUTTONS, ...Object.keys(rowActions)],
    editSources: EDIT_SOURCES,
  };
}
