import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script run by CI, without declarations
import { databaseTestFiles } from './db-test-files.mjs';

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'db-test-files-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('the PostgreSQL pass picks the test files that depend on TEST_DATABASE_URL', () => {
  it('follows imports transitively, ignores type-only ones and files that never reach it', () => {
    const dir = tree({
      'test/db.ts': 'export const url = process.env.TEST_DATABASE_URL;\n',
      'test/app.ts': "import { url } from './db';\nexport const app = url;\n",
      'a/uses.test.ts': "import { it } from 'vitest';\nimport { app } from '../test/app';\n",
      'a/dynamic.test.ts': "const m = await import('../test/app.js');\n",
      'a/typeOnly.test.ts': "import type { app } from '../test/app';\n",
      'a/pure.test.ts': "import { it } from 'vitest';\nimport { x } from './pure';\n",
      'a/pure.ts': 'export const x = 1;\n',
      'a/direct.test.ts': 'if (process.env.TEST_DATABASE_URL) {}\n',
    });
    const picked = (databaseTestFiles(dir) as string[]).map((f) => path.basename(f));
    expect(picked).toEqual(['direct.test.ts', 'dynamic.test.ts', 'uses.test.ts']);
  });

  it('on this repository: the app-backed tests in, the pure ones out', () => {
    const picked = databaseTestFiles() as string[];
    expect(picked).toContain('server/areas/adesioni/acquisto/concorrenza.pg.test.ts');
    expect(picked.some((f) => f.includes('carrello'))).toBe(true);
    expect(picked).not.toContain('server/domain/pricing/money.test.ts');
  });
});
