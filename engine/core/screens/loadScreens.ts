import type { ScreenCatalogues } from './lintScreen';
import { buildScreenTree } from './buildScreenTree';
import { lintScreens } from './lintScreens';
import { resolveScreenFiles } from './resolveScreenFiles';
import type { Screen, ScreenFile, ScreenNode, ScreenProblem, ValidScreen } from './types';
import { validateScreen } from './validateScreen';
import { validateScreenPart } from './validateScreenPart';

export type LoadScreensResult =
  | { ok: true; roots: ScreenNode[]; byName: ReadonlyMap<string, ScreenNode> }
  | { ok: false; problems: ScreenProblem[] };

/**
 * Resolves `extends` (resolveScreenFiles), checks the files as written that reuse another against
 * the part meta-schema, validates every resulting screen and, when all pass, returns the route tree: roots and children
 * sorted by `order` (screens without one last), then by name. The caller reads the files; the core
 * stays free of the file system so the browser and the server can share it.
 *
 * @example loadScreens(files.map((file) => ({ file, json: JSON.parse(read(file)) })), { registry, permissions })
 */
export function loadScreens(files: readonly ScreenFile[], catalogues: ScreenCatalogues): LoadScreensResult {
  const resolved = resolveScreenFiles(files);
  const problems: ScreenProblem[] = [...resolved.problems];
  const broken = new Set<string>();
  for (const part of resolved.parts) {
    const found = validateScreenPart(part, catalogues.registry);
    if (found.length > 0) broken.add(part.file);
    problems.push(...found);
  }
  const valid: ValidScreen[] = [];
  // A screen merged from a faulty part would repeat the part's problems under its own name.
  for (const { file, json } of resolved.screens.filter((s) => !s.from.some((f) => broken.has(f)))) {
    const found = validateScreen(json, { ...catalogues, file });
    if (found.length > 0) problems.push(...found);
    else valid.push({ file, screen: json as Screen });
  }
  problems.push(...lintScreens(valid));
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, ...buildScreenTree(valid) };
}
