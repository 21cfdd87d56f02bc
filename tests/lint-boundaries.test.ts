import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `file` (relative to the root). */
async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  it('keeps React and client-only libraries out of engine/core', async () => {
    const code = [
      "import { useState } from 'react';",
      "import { useQuery } from '@tanstack/react-query';",
      "import ky from 'ky';",
      'export const x = [useState, useQuery, ky];',
      '',
    ].join('\n');
    expect(await ruleIds('engine/core/access/boundaryProbe.ts', code)).toEqual([
      'no-restricted-imports',
      'no-restricted-imports',
      'no-restricted-imports',
    ]);
  });

  it('keeps the server out of engine/core', async () => {
    const code = "import { buildApp } from '../../../server/app';\nexport const x = buildApp;\n";
    expect(await ruleIds('engine/core/access/boundaryProbe.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('keeps DOM globals out of engine/core', async () => {
    const code = 'export const href = (): string => window.location.href;\n';
    expect(await ruleIds('engine/core/access/boundaryProbe.ts', code)).toEqual(['no-restricted-globals']);
  });

  it('lets the server use engine/core and React elsewhere', async () => {
    const server = "import { canAccess } from '../../engine/core/access';\nexport const x = canAccess;\n";
    expect(await ruleIds('server/areas/probe.ts', server)).toEqual([]);
    const widget = "import { useState } from 'react';\nexport const x = useState;\n";
    expect(await ruleIds('widgets/probe/index.ts', widget)).toEqual([]);
  });

  it('keeps the server out of engine/react', async () => {
    const code = "import { buildApp } from '../../server/app';\nexport const x = buildApp;\n";
    expect(await ruleIds('engine/react/probe.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('keeps the server out of src/ and .storybook/, which share only schemas/ with it', async () => {
    const code = "import { loadConfig } from '../server/config';\nexport const x = loadConfig;\n";
    expect(await ruleIds('src/probe.ts', code)).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleIds('.storybook/probe.ts', code)).toEqual(['import-x/no-restricted-paths']);
    const shared =
      "import { labelKeys } from '../schemas/catalogues/labelTexts';\nexport const x = labelKeys;\n";
    expect(await ruleIds('src/probe.ts', shared)).toEqual([]);
  });

  it('keeps the shared catalogues free of either side', async () => {
    const code = "import { loadConfig } from '../../server/config';\nexport const x = loadConfig;\n";
    expect(await ruleIds('schemas/catalogues/probe.ts', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports import cycles', async () => {
    const code = "import { canAccess } from './canAccess';\nexport const x = canAccess;\n";
    expect(await ruleIds('engine/core/access/matchPermission.ts', code)).toEqual(['import-x/no-cycle']);
  });

  it('forbids explicit any', async () => {
    const code = 'export const f = (v: any): unknown => v;\n';
    expect(await ruleIds('server/areas/probe.ts', code)).toEqual(['@typescript-eslint/no-explicit-any']);
  });
});

/** Every `eslint-disable…` comment in `text` that gives no reason after ` -- `, as `file:line`. */
export function disablesWithoutReason(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      /eslint-disable(?:-next-line|-line)?\b/.test(line) && !/eslint-disable[\w-]*[^*\n]*\s--\s+\S/.test(line)
        ? [`${file}:${i + 1}`]
        : [],
    );
}

describe('eslint-disable comments', () => {
  it('each says why (eslint-disable … -- reason)', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && !f.startsWith('schemas/types/') && f !== 'tests/lint-boundaries.test.ts');
    const hits = files.flatMap((f) => disablesWithoutReason(f, readFileSync(path.join(root, f), 'utf8')));
    expect(hits).toEqual([]);
  });

  it('reports a bare disable and accepts one with its reason', () => {
    const text = [
      '/* eslint-disable */',
      '// eslint-disable-next-line no-console -- the CLI prints',
      '// eslint-disable-next-line no-console',
    ].join('\n');
    expect(disablesWithoutReason('x.ts', text)).toEqual(['x.ts:1', 'x.ts:3']);
  });
});
