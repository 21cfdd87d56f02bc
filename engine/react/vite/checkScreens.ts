import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRegistry, type WidgetDescriptor } from '../../core/registry';
import { formatProblem, loadScreens, type ScreenCatalogues, type ScreenFile } from '../../core/screens';

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
  const dir = path.join(root, 'screens');
  const problems: string[] = [];
  const files: ScreenFile[] = [];
  const names = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.json')).sort();
  for (const name of names) {
    const file = path.relative(root, path.join(dir, name)).split(path.sep).join('/');
    try {
      files.push({ file, json: JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown });
    } catch (error) {
      problems.push(`${file}#/: not valid JSON (${(error as Error).message})`);
    }
  }
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
