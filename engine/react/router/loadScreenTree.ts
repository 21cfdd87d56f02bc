import type { ScreenTree } from '../../core/navigation';
import { buildScreenTree } from '../../core/screens/buildScreenTree';
import type { Screen } from '../../core/screens';

/**
 * The screen tree from the modules of `import.meta.glob('/screens/**\/*.screen.json', { eager: true,
 * import: 'default' })`. The files are validated by `npm test` and by the Vite plugin in development
 * and at build time, so the browser does not carry the validator.
 *
 * @example loadScreenTree(import.meta.glob('/screens/**\/*.screen.json', { eager: true, import: 'default' }))
 */
export function loadScreenTree(modules: Record<string, unknown>): ScreenTree {
  const screens = Object.entries(modules)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, json]) => ({ file: file.replace(/^\//, ''), screen: json as Screen }));
  return buildScreenTree(screens);
}
