import { closestNames, EDIT_SOURCES, isCellType, isEditSource, type WidgetRegistry } from '../registry';
import { appendPointer } from './jsonPointer';
import { permissionExists } from './permissionCodes';
import type { Screen, ScreenProblem } from './types';
import { walkNodes, walkValues } from './walkNodes';

/** What a screen's names are checked against. Lists left out are not checked. */
export interface ScreenCatalogues {
  registry: WidgetRegistry<unknown>;
  /** Permission codes of the catalogue (ruoli/permessi-list); `{product}` allowed. */
  permissions?: readonly string[];
  /** Brand slug that `{product}` stands for. */
  product?: string;
  /** Ids of schemas/entities, for form `schema.$ref`s. */
  entities?: readonly string[];
}

const PATH_PLACEHOLDER = /\{([^}]*)\}/g;

/**
 * Cross-checks one schema-valid screen against the registries: widget names, cell types and edit
 * sources of grid columns (any `columns` array in props), permissions of the guard and of custom
 * buttons, entity ids of forms, placeholders in the path, and a guard on an anonymous screen.
 *
 * @example lintScreen(screen, { file: 'screens/auth/login.screen.json', registry, permissions })
 */
export function lintScreen(
  screen: Screen,
  { file, ...catalogues }: ScreenCatalogues & { file: string },
): ScreenProblem[] {
  const problems: ScreenProblem[] = [];
  const report = (pointer: string, message: string): void => void problems.push({ file, pointer, message });

  for (const match of screen.path.matchAll(PATH_PLACEHOLDER)) {
    if (match[1] !== 'product')
      report(
        '/path',
        `unknown placeholder "{${match[1]}}": only {product} is allowed (use :name for route parameters)`,
      );
  }
  if (
    screen.anonymous &&
    screen.guard &&
    (screen.guard.authenticated || screen.guard.permissions?.length || screen.guard.attributes?.length)
  ) {
    report('/guard', 'an anonymous screen cannot demand a signed-in user, permissions or attributes');
  }
  screen.guard?.permissions?.forEach((permission, i) =>
    checkPermission(permission, appendPointer('/guard/permissions', i)),
  );

  for (const { node, pointer } of walkNodes(screen.body)) {
    const resolved = catalogues.registry.resolve(node.widget, { screen: screen.name, pointer });
    if (!resolved.ok) report(appendPointer(pointer, 'widget'), resolved.error.message);
    for (const entry of walkValues(node.props, appendPointer(pointer, 'props'))) {
      if (entry.key === 'columns' && Array.isArray(entry.value)) checkColumns(entry.value, entry.pointer);
      if (entry.key === 'schema' && catalogues.entities) checkEntityRef(entry.value, entry.pointer);
    }
  }
  return problems;

  function checkPermission(permission: string, pointer: string): void {
    if (!catalogues.permissions) return;
    if (permissionExists(permission, catalogues.permissions, catalogues.product)) return;
    const code = permission.split('|')[0] ?? permission;
    const near = closestNames(
      code.replace(/\{product\}/gi, (catalogues.product ?? '{product}').toUpperCase()),
      catalogues.permissions,
    );
    report(pointer, `permission "${permission}" is not in the permission catalogue${hint(near)}`);
  }

  function checkColumns(columns: unknown[], pointer: string): void {
    columns.forEach((column, i) => {
      if (!column || typeof column !== 'object') return;
      const at = appendPointer(pointer, i);
      const { type, editSource, customButtons } = column as Record<string, unknown>;
      if (typeof type === 'string' && !isCellType(type))
        report(appendPointer(at, 'type'), `unknown cell type "${type}"`);
      if (typeof editSource === 'string' && !isEditSource(editSource)) {
        report(
          appendPointer(at, 'editSource'),
          `unknown edit source "${editSource}"${hint(closestNames(editSource, EDIT_SOURCES))}`,
        );
      }
      if (Array.isArray(customButtons)) {
        customButtons.forEach((button, b) => {
          const permission = (button as { permission?: unknown } | null)?.permission;
          if (typeof permission === 'string')
            checkPermission(
              permission,
              appendPointer(appendPointer(appendPointer(at, 'customButtons'), b), 'permission'),
            );
        });
      }
    });
  }

  function checkEntityRef(value: unknown, pointer: string): void {
    const ref = (value as { $ref?: unknown } | null)?.$ref;
    if (typeof ref !== 'string' || !catalogues.entities) return;
    const id = ref.replace(/#$/, '');
    if (!catalogues.entities.includes(id)) {
      report(
        appendPointer(pointer, '$ref'),
        `unknown entity schema "${id}"${hint(closestNames(id, catalogues.entities))}`,
      );
    }
  }
}

function hint(near: string[]): string {
  return near.length > 0 ? ` (did you mean ${near.map((n) => `"${n}"`).join(', ')}?)` : '';
}
