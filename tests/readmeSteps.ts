import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One block of README "Adding a list screen": the file it goes into, where, and what. */
export interface ReadmeStep {
  file: string;
  /** JSON pointer inside the file; null for a whole file (or entries added to an existing one). */
  pointer: string | null;
  json: unknown;
}

/** The section's text, as README.md has it. */
export function readmeSection(
  readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8'),
  heading = 'Adding a list screen',
): string {
  return readme.split(`\n## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';
}

/**
 * The blocks of the section in order: a fenced block whose info string is `json <file>` or
 * `json <file>#<pointer>` (blocks without a file are prose examples, not steps).
 */
export function readmeSteps(section: string): ReadmeStep[] {
  const steps: ReadmeStep[] = [];
  for (const m of section.matchAll(/```json ([^\s#]+)(#\S*)?\n([\s\S]*?)\n```/g)) {
    steps.push({ file: m[1]!, pointer: m[2] ? m[2].slice(1) : null, json: JSON.parse(m[3]!) as unknown });
  }
  return steps;
}

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** Sets `value` at `pointer` in `doc` (the last token `-` appends to an array), as the README says. */
function setAt(doc: unknown, pointer: string, value: unknown): void {
  const tokens = pointer.split('/').slice(1).map(unescape);
  const last = tokens.pop();
  if (last === undefined) throw new Error('a step needs a pointer below the root');
  let at = doc as Record<string, unknown>;
  for (const token of tokens) {
    const next = at[token];
    if (next === null || typeof next !== 'object') throw new Error(`${pointer}: "${token}" is not there`);
    at = next as Record<string, unknown>;
  }
  if (Array.isArray(at) && last === '-') at.push(value);
  else at[last] = value;
}

/** Applies the steps to the repository copy at `dir`: new files written, entries added, values set. */
export function applyReadmeSteps(dir: string, steps: readonly ReadmeStep[]): void {
  for (const step of steps) {
    const target = path.join(dir, step.file);
    const exists = existsSync(target);
    let doc: unknown = step.json;
    if (exists) {
      doc = JSON.parse(readFileSync(target, 'utf8')) as unknown;
      if (step.pointer === null) Object.assign(doc as object, step.json);
      else setAt(doc, step.pointer, step.json);
    } else if (step.pointer !== null)
      throw new Error(`${step.file}#${step.pointer}: the file does not exist yet`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, `${JSON.stringify(doc, null, 2)}\n`);
  }
}

/**
 * A copy of the repository's sources in a temporary folder (node_modules linked, not copied; no git,
 * build output or data), where the README's steps can be followed as a configurator would.
 */
export function copyRepository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'readme-list-'));
  const skip = new Set(['node_modules', '.git', 'dist', 'data', 'storybook-static', 'coverage']);
  cpSync(repoRoot, dir, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(repoRoot, source);
      return relative === '' || !skip.has(relative.split(path.sep)[0]!);
    },
  });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}
