import type { ScreenTree } from '../engine/core/navigation';
import { loadScreenTree } from '../engine/react/router/loadScreenTree';

/** Every screen file, bundled as data: adding a screen is adding a JSON file under screens/. */
export const screenTree: ScreenTree = loadScreenTree(
  import.meta.glob('/screens/**/*.screen.json', { eager: true, import: 'default' }),
);
