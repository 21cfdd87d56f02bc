import { closestNames } from '../registry';
import type { ScreenProblem, ValidScreen } from './types';

/**
 * Cross-checks between screen files: unique names, known parents without cycles, unique paths
 * among siblings, redirect targets that exist, and no screen that would render nothing.
 *
 * @example lintScreens([{ file: 'screens/my/my.screen.json', screen }, ...])
 */
export function lintScreens(screens: readonly ValidScreen[]): ScreenProblem[] {
  const problems: ScreenProblem[] = [];
  const byName = new Map<string, ValidScreen>();
  for (const entry of screens) {
    const first = byName.get(entry.screen.name);
    if (first) {
      problems.push({
        file: entry.file,
        pointer: '/name',
        message: `screen name "${entry.screen.name}" is already used by ${first.file}`,
      });
    } else {
      byName.set(entry.screen.name, entry);
    }
  }
  const names = [...byName.keys()];
  const hint = (name: string): string => {
    const near = closestNames(name, names);
    return near.length > 0 ? ` (did you mean ${near.map((n) => `"${n}"`).join(', ')}?)` : '';
  };

  const siblingPaths = new Map<string, ValidScreen>();
  for (const entry of screens) {
    const { screen, file } = entry;
    if (screen.parent !== undefined && !byName.has(screen.parent)) {
      problems.push({
        file,
        pointer: '/parent',
        message: `parent screen "${screen.parent}" does not exist${hint(screen.parent)}`,
      });
    } else if (screen.parent !== undefined && hasParentCycle(screen.name, byName)) {
      problems.push({ file, pointer: '/parent', message: `screen "${screen.name}" is its own ancestor` });
    }
    const key = `${screen.parent ?? ''}\n${normalisePath(screen.path)}`;
    const clash = siblingPaths.get(key);
    if (clash && clash !== entry && clash.screen.name !== screen.name) {
      problems.push({
        file,
        pointer: '/path',
        message: `path "${screen.path}" is already used by screen "${clash.screen.name}" (${clash.file}) under the same parent`,
      });
    } else if (!clash) {
      siblingPaths.set(key, entry);
    }
    if (screen.redirect !== undefined && !byName.has(screen.redirect)) {
      problems.push({
        file,
        pointer: '/redirect',
        message: `redirect target "${screen.redirect}" does not exist${hint(screen.redirect)}`,
      });
    }
    const hasChildren = screens.some((other) => other.screen.parent === screen.name);
    if (!screen.body && screen.redirect === undefined && !hasChildren) {
      problems.push({
        file,
        pointer: '',
        message: `screen "${screen.name}" has no body, no redirect and no children: it would render nothing`,
      });
    }
  }
  return problems;
}

function normalisePath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

function hasParentCycle(start: string, byName: ReadonlyMap<string, ValidScreen>): boolean {
  const visited = new Set<string>([start]);
  let current = byName.get(start)?.screen.parent;
  while (current !== undefined) {
    if (visited.has(current)) return true;
    visited.add(current);
    current = byName.get(current)?.screen.parent;
  }
  return false;
}
