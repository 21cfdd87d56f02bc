import type { ScreenCatalogues } from './lintScreen';
import { buildScreenTree } from './buildScreenTree';
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
  return { ok: true, ...buildScreenTree(valid) };
}
