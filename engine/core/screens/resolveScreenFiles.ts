import { mergeScreen } from './mergeScreen';
import type { ScreenFile, ScreenProblem } from './types';

/** A file that only other screens extend: shared parts, never a route of its own. */
export const BASE_FILE_SUFFIX = '.base.json';

export const isBaseFile = (file: string): boolean => file.endsWith(BASE_FILE_SUFFIX);

/** A screen with `extends` resolved, and the files it was merged from (itself first). */
export interface ResolvedScreenFile extends ScreenFile {
  from: string[];
}

/** The files as written (for the part meta-schema) and the screens with `extends` resolved. */
export interface ResolvedScreenFiles {
  /** Every screen file (bases left out) as the rest of the engine sees it: plain, no `extends`. */
  screens: ResolvedScreenFile[];
  /** Bases and screens that extend: checked by the part meta-schema before they are merged. */
  parts: ScreenFile[];
  problems: ScreenProblem[];
}

/**
 * Resolves `extends` (README, "Screen reuse"): the value is the path of another screen file or of
 * a `*.base.json` file, relative to the folder of the file that names it; the chain is merged from
 * the farthest base down by mergeScreen. A missing file, an `extends` that is not a string and a
 * cycle are problems at `/extends` of the file that names them; a base nobody extends is one too,
 * because it would be dead configuration. Pure: the caller reads the files.
 *
 * @example resolveScreenFiles([{ file: 'screens/a.screen.json', json: { extends: 'a.base.json', name: 'a' } }, ...])
 */
export function resolveScreenFiles(files: readonly ScreenFile[]): ResolvedScreenFiles {
  const byFile = new Map(files.map((f) => [f.file, f.json]));
  const problems: ScreenProblem[] = [];
  const screens: ResolvedScreenFile[] = [];
  const parts: ScreenFile[] = [];
  const extended = new Set<string>();
  const resolved = new Map<string, unknown>();

  /** The merged content of `file`, or undefined after recording why it cannot be built. */
  const resolve = (file: string, chain: readonly string[]): unknown => {
    if (resolved.has(file)) return resolved.get(file);
    const json = byFile.get(file);
    const target = extendsOf(json);
    if (target === undefined) return json;
    if (typeof target !== 'string') {
      problems.push({ file, pointer: '/extends', message: 'extends must be a file path (a string)' });
      return undefined;
    }
    const base = joinPath(dirOf(file), target);
    extended.add(base);
    if (!byFile.has(base)) {
      problems.push({ file, pointer: '/extends', message: `extends "${target}": there is no file ${base}` });
      return undefined;
    }
    if (chain.includes(base)) {
      const cycle = [...chain.slice(chain.indexOf(base)), base].join(' -> ');
      problems.push({ file, pointer: '/extends', message: `extends makes a cycle: ${cycle}` });
      return undefined;
    }
    const parent = resolve(base, [...chain, base]);
    if (parent === undefined) return undefined;
    const { extends: _extends, ...own } = json as Record<string, unknown>;
    const merged = mergeScreen(parent, own);
    resolved.set(file, merged);
    return merged;
  };

  for (const { file, json } of files) {
    if (isBaseFile(file) || extendsOf(json) !== undefined) parts.push({ file, json });
    if (isBaseFile(file)) continue;
    const before = problems.length;
    const screen = resolve(file, [file]);
    if (problems.length === before) screens.push({ file, json: screen, from: chainOf(file) });
  }
  for (const { file } of files) {
    if (isBaseFile(file)) resolve(file, [file]);
    if (isBaseFile(file) && !extended.has(file)) {
      problems.push({ file, pointer: '', message: 'no screen extends this base file' });
    }
  }
  return { screens, parts, problems: dedupe(problems) };

  /** The files a resolved screen was merged from, nearest first. */
  function chainOf(file: string): string[] {
    const chain = [file];
    for (let target = extendsOf(byFile.get(file)); typeof target === 'string';) {
      const base = joinPath(dirOf(chain[chain.length - 1]!), target);
      chain.push(base);
      target = extendsOf(byFile.get(base));
    }
    return chain;
  }
}

function extendsOf(json: unknown): unknown {
  return typeof json === 'object' && json !== null && !Array.isArray(json)
    ? (json as Record<string, unknown>).extends
    : undefined;
}

/** One problem per file and pointer: a broken base is reported once, not by every file using it. */
function dedupe(problems: readonly ScreenProblem[]): ScreenProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}#${p.pointer}: ${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const dirOf = (file: string): string => file.slice(0, file.lastIndexOf('/') + 1);

/** POSIX join and normalise without node:path, so the browser bundle can resolve too. */
export function joinPath(dir: string, relative: string): string {
  const parts: string[] = [];
  for (const part of `${dir}${relative}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else parts.push(part);
  }
  return `${dir.startsWith('/') ? '/' : ''}${parts.join('/')}`;
}
