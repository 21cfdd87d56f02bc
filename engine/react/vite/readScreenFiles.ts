import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatProblem, type Screen, type ScreenFile, type ValidScreen } from '../../core/screens';
import { resolveScreenFiles } from '../../core/screens/resolveScreenFiles';

/**
 * Every `*.json` under `dir` (default `<root>/screens`), parsed, named by its path from `root`
 * with `/`; a file that is not JSON becomes a `file#/: …` line instead of a crash. Node only.
 *
 * @example const { files, unreadable } = readScreenFiles(process.cwd())
 */
export function readScreenFiles(
  root: string,
  dir = path.join(root, 'screens'),
): { files: ScreenFile[]; unreadable: string[] } {
  const files: ScreenFile[] = [];
  const unreadable: string[] = [];
  const names = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.json')).sort();
  for (const name of names) {
    const file = path.relative(root, path.join(dir, name)).split(path.sep).join('/');
    try {
      files.push({ file, json: JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown });
    } catch (error) {
      unreadable.push(`${file}#/: not valid JSON (${(error as Error).message})`);
    }
  }
  return { files, unreadable };
}

/**
 * The screens of `<root>/screens` as the router sees them (`extends` resolved, bases left out),
 * unvalidated, for tools and tests that read what screens show. Throws on a file that is not JSON
 * or a reuse fault: checkScreens reports those with the rest.
 *
 * @example readResolvedScreens(process.cwd()).map(({ screen }) => screen.name)
 */
export function readResolvedScreens(root: string): ValidScreen[] {
  const { files, unreadable } = readScreenFiles(root);
  const { screens, problems } = resolveScreenFiles(files);
  const faults = [...unreadable, ...problems.map(formatProblem)];
  if (faults.length > 0) throw new Error(faults.join('\n'));
  return screens.map(({ file, json }) => ({ file, screen: json as Screen }));
}
