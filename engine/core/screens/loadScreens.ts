import type { ScreenCatalogues } from './lintScreen';
import { lintScreens } from './lintScreens';
import type { Screen, ScreenFile, ScreenNode, ScreenProblem, ValidScreen } from './types';
import { validateScreen } from './validateScreen';

export type LoadScreensResult =
  | { ok: true; roots: ScreenNode[]; byName: ReadonlyMap<string, ScreenNode> }
  | { ok: false; problems: ScreenProblem[] };

/**
 * Validates every screen file and, when all pass, returns the route tree: roots and children
 * sorted by `order` (screens without one last), then by name. The caller reads the files; the core
 * stays free of the file system so the browser and the server can share it.
 *
 * @example loadScreens(files.map((file) => ({ file, json: JSON.parse(read(file)) })), { registry, permissions })
 */
export function loadScreens(files: readonly ScreenFile[], catalogues: ScreenCatalogues): LoadScreensResult {
  const problems: ScreenProblem[] = [];
  const valid: ValidScreen[] = [];
  for (const { file, json } of files) {
    const found = validateScreen(json, { ...catalogues, file });
    if (found.length > 0) problems.push(...found);
    else valid.push({ file, screen: json as Screen });
  }
  problems.push(...lintScreens(valid));
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, ...buildTree(valid) };
}

function buildTree(screens: readonly ValidScreen[]): {
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
