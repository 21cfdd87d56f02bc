import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTAL_LIST_CATALOGUE } from '../catalogue';
import { loadListFiles, type DeclaredList } from './loadListFiles';

/** Where the portal's list files live: `server/lists/definitions/*.list.json`. */
export const DEFINITIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../definitions');

let loaded: DeclaredList[] | null = null;

/** The portal's list files, loaded and checked once per process (a bad file throws, failing the boot). */
export function portalLists(): DeclaredList[] {
  loaded ??= loadListFiles(DEFINITIONS_DIR, PORTAL_LIST_CATALOGUE, 'server/lists/definitions');
  return loaded;
}

/** One of the portal's lists by its `name`, for code that runs a list itself (benchmarks, tests). */
export function portalList(name: string): DeclaredList {
  const found = portalLists().find((d) => d.list.name === name);
  if (!found) throw new Error(`No list file declares the list "${name}"`);
  return found;
}
