import type { ScreenTree } from '../engine/core/navigation';
import { loadScreenTree } from '../engine/react/router/loadScreenTree';

/**
 * Every screen file, bundled as data: adding a screen is adding a JSON file under screens/. The
 * `*.base.json` files come too, because screens that extend them are merged in the browser.
 */
export const screenTree: ScreenTree = loadScreenTree(
  import.meta.glob('/screens/**/*.{screen,base}.json', { eager: true, import: 'default' }),
);
