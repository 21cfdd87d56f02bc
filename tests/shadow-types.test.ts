import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One type per entity (issue 9 §1): the types generated from `schemas/` into `schemas/types` are the
 * only definitions of API shapes. A hand-written interface or type alias with the name of a generated
 * type is a shadow that drifts from the schema; import the generated one (or, for a genuinely different
 * shape, give it a name that says how it differs).
 */

const root = path.resolve(import.meta.dirname, '..');
const SCANNED = ['server', 'widgets', 'src', 'engine'];

/** Every type name `schemas/types/index.ts` exports. */
export function generatedTypeNames(): Set<string> {
  const index = readFileSync(path.join(root, 'schemas/types/index.ts'), 'utf8');
  const names = [...index.matchAll(/export type \{([^}]*)\}/g)].flatMap((m) =>
    (m[1] ?? '').split(',').map((n) => n.trim()),
  );
  return new Set(names.filter(Boolean));
}

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

const DECLARATION = /^\s*(?:export\s+)?(?:declare\s+)?(?:interface|type)\s+([A-Za-z_$][\w$]*)/;

/** `file:line name` for each declaration in `code` whose name is in `names`. */
export function shadowsIn(file: string, code: string, names: Set<string>): string[] {
  return code.split('\n').flatMap((line, i) => {
    const name = DECLARATION.exec(line)?.[1];
    return name && names.has(name) ? [`${file}:${i + 1} ${name}`] : [];
  });
}

describe('shadow types of schema entities', () => {
  const names = generatedTypeNames();

  it('finds a re-declared entity type, and leaves other names and imports alone', () => {
    const code = [
      "import type { Login } from '../schemas/types';",
      'export interface Login { username: string }',
      '  type Ruolo = { id: number };',
      'export type LoginForm = Login & { remember: boolean };',
      '',
    ].join('\n');
    expect(shadowsIn('probe.ts', code, new Set(['Login', 'Ruolo']))).toEqual([
      'probe.ts:2 Login',
      'probe.ts:3 Ruolo',
    ]);
  });

  it('knows the generated types', () => {
    expect(names.has('ParametriViaggio')).toBe(true);
    expect(names.has('ProdottoLista')).toBe(true);
  });

  it(`finds none in ${SCANNED.join(', ')}`, () => {
    const found = SCANNED.flatMap((dir) =>
      sourceFiles(path.join(root, dir)).flatMap((file) =>
        shadowsIn(path.relative(root, file), readFileSync(file, 'utf8'), names),
      ),
    );
    if (found.length > 0)
      expect.fail(
        `hand-written types named like a generated schema type (import it from schemas/types):\n${found.join('\n')}`,
      );
  });
});
