import type { ScreenNode, ValidScreen } from './types';

/**
 * The route tree of screens already validated: roots and children sorted by `order` (screens
 * without one last), then by name, with full paths. Apart from loadScreens so that the browser can
 * build the tree without bundling the validator (screens are validated by tests and the build).
 *
 * @example buildScreenTree([{ file: 'screens/home.screen.json', screen }]).byName.get('home')
 */
export function buildScreenTree(screens: readonly ValidScreen[]): {
  roots: ScreenNode[];
  byName: Map<string, ScreenNode>;
} {
  const byName = new Map<string, ScreenNode>();
  for (const entry of screens) byName.set(entry.screen.name, { ...entry, fullPath: '', children: [] });
  const roots: ScreenNode[] = [];
  for (const node of byName.values()) {
    const parent = node.screen.parent === undefined ? undefined : byName.get(node.screen.parent);
    (parent ? parent.children : roots).push(node);
  }
  const place = (nodes: ScreenNode[], base: string): void => {
    nodes.sort(bySiblingOrder);
    for (const node of nodes) {
      node.fullPath = joinPath(base, node.screen.path);
      place(node.children, node.fullPath);
    }
  };
  place(roots, '');
  return { roots, byName };
}

function bySiblingOrder(a: ScreenNode, b: ScreenNode): number {
  const oa = a.screen.order ?? Number.MAX_SAFE_INTEGER;
  const ob = b.screen.order ?? Number.MAX_SAFE_INTEGER;
  return oa - ob || a.screen.name.localeCompare(b.screen.name);
}

function joinPath(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/+$/, '')}/${path}`;
}
