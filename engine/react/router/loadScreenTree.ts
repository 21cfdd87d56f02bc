import type { ScreenTree } from '../../core/navigation';
import { buildScreenTree } from '../../core/screens/buildScreenTree';
import type { Screen } from '../../core/screens';
import { formatProblem } from '../../core/screens/formatProblem';
import { resolveScreenFiles } from '../../core/screens/resolveScreenFiles';

/**
 * The screen tree from the modules of `import.meta.glob('/screens/**\/*.{screen,base}.json', {
 * eager: true, import: 'default' })`, with `extends` resolved as the checks resolve it. The files
 * are validated by `npm test` and by the Vite plugin in development and at build time, so the
 * browser does not carry the validator; a reuse fault that slipped through still stops here.
 *
 * @example loadScreenTree(import.meta.glob('/screens/**\/*.{screen,base}.json', { eager: true, import: 'default' }))
 */
export function loadScreenTree(modules: Record<string, unknown>): ScreenTree {
  const files = Object.entries(modules)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, json]) => ({ file: file.replace(/^\//, ''), json }));
  const { screens, problems } = resolveScreenFiles(files);
  if (problems.length > 0) {
    throw new Error(problems.map(formatProblem).join('\n'));
  }
  return buildScreenTree(screens.map(({ file, json }) => ({ file, screen: json as Screen })));
}
