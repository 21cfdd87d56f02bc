import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readResolvedScreens } from '../engine/react/vite/readScreenFiles';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The screens as written before the rewrite, with the edits made to the shared base since (issue 26:
 * the policy card's change history): what each file would hold today without `extends`.
 */
const before = path.join(root, 'tests/fixtures/screens-before-reuse');

/** `$schema` names the meta-schema of the file as written, which is the part schema once it extends. */
const withoutSchema = ({ $schema: _schema, ...rest }: Record<string, unknown>) => withoutNodeIds(rest);

/** Node ids were added so that a screen can address its base's children; they render nothing. */
function withoutNodeIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNodeIds);
  if (!value || typeof value !== 'object') return value;
  const isNode = 'widget' in value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !(isNode && key === 'id'))
      .map(([key, item]) => [key, withoutNodeIds(item)]),
  );
}

describe('screens rewritten on extends', () => {
  const resolved = new Map(
    readResolvedScreens(root).map(({ file, screen }) => [path.basename(file), screen]),
  );

  it.each(readdirSync(before).filter((f) => f.endsWith('.screen.json')))(
    '%s resolves to the screen the file held before the rewrite',
    (name) => {
      const old = JSON.parse(readFileSync(path.join(before, name), 'utf8')) as Record<string, unknown>;
      const screen = resolved.get(name) as unknown as Record<string, unknown> | undefined;
      expect(screen && withoutSchema(screen)).toEqual(withoutSchema(old));
    },
  );

  it('adds nothing but node ids', () => {
    const ids = JSON.stringify(resolved.get('set-password.screen.json')).match(/"id":/g);
    expect(ids).toHaveLength(1);
  });

  it('keeps no base file among the routes', () => {
    expect([...resolved.keys()].filter((f) => f.endsWith('.base.json'))).toEqual([]);
    expect(resolved.has('tuoi-acquisti.screen.json')).toBe(true);
  });
});
