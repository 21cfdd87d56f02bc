import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRegistry, type WidgetDescriptor } from '../../core/registry';
import { formatProblem, loadScreens, type ScreenCatalogues } from '../../core/screens';
import { readScreenFiles } from './readScreenFiles';

/**
 * Every screen file under `<root>/screens` checked as `npm test` checks it (meta-schema composed
 * from `widgets`, the entity schemas, and the app's catalogues: permissions, labels, edit sources…),
 * as `file#pointer: message` lines. Node only: the Vite dev-server plugin uses it.
 *
 * @example checkScreens(process.cwd(), widgets, { permissions: ['WEB_AREA_UTENTI'], product: 'brand' })
 */
export function checkScreens(
  root: string,
  widgets: readonly WidgetDescriptor[],
  catalogues: Omit<ScreenCatalogues, 'registry' | 'entities'>,
): string[] {
  const { files, unreadable } = readScreenFiles(root);
  const problems = [...unreadable];
  const entities = readdirSync(path.join(root, 'schemas/entities'))
    .filter((f) => f.endsWith('.schema.json'))
    .map(
      (f) =>
        (JSON.parse(readFileSync(path.join(root, 'schemas/entities', f), 'utf8')) as { $id: string }).$id,
    );
  const result = loadScreens(files, {
    ...catalogues,
    registry: createRegistry(widgets.map(({ component: _component, ...rest }) => rest)),
    entities,
  });
  if (!result.ok) problems.push(...result.problems.map(formatProblem));
  return problems;
}
