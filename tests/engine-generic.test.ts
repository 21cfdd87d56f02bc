import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Words of this portal's domain (issue 9 §2): the engine could power another portal with other
 * screens and no change inside it, so its production code names none of them, not even in comments.
 * The portal's names live in screens/, widgets/, src/catalogue/ and the server.
 */
const DOMAIN_WORDS = [
  /overins/i,
  /prodott/i,
  /carrell/i,
  /\bcart\b/i,
  /preferit/i,
  /favourite/i,
  /adesion/i,
  /agenzi/i,
  /\bagenc/i,
  /distribut/i,
  /moros/i,
  /fornitor/i,
  /supplier/i,
  /commercial/i,
  /polizz/i,
  /insurance/i,
  /preventiv/i,
  /ritorno-/i,
  /mustPay/,
  /pagament/i,
];

/** Test code may keep the portal's data: test files only; fixtures live in tests/fixtures (issue 25). */
const isTestOnly = (file: string): boolean => /\.test\.tsx?$/.test(file);

/** Every line of `text` that names a domain word, as `file:line: text`. */
export function domainWordsIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      DOMAIN_WORDS.some((word) => word.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
    );
}

function engineSources(): string[] {
  return (readdirSync(path.join(root, 'engine'), { recursive: true }) as string[])
    .map((f) => `engine/${f.split(path.sep).join('/')}`)
    .filter((f) => /\.tsx?$/.test(f) && !isTestOnly(f))
    .sort();
}

describe('engine/ is generic (issue 9 §2)', () => {
  it('names no word of the portal’s domain outside tests and test fixtures', () => {
    const hits = engineSources().flatMap((f) => domainWordsIn(f, readFileSync(path.join(root, f), 'utf8')));
    expect(hits).toEqual([]);
  });

  it('reports a domain word with file and line', () => {
    const text = "export const a = 1;\nexport const route = 'ritorno-fm-ok';\n// the cart\n";
    expect(domainWordsIn('engine/core/x.ts', text)).toEqual([
      "engine/core/x.ts:2: export const route = 'ritorno-fm-ok';",
      'engine/core/x.ts:3: // the cart',
    ]);
  });

  it('holds no test fixture: those live in tests/fixtures', () => {
    expect(engineSources().filter((f) => /fixture/i.test(f))).toEqual([]);
  });

  it('scans production code only', () => {
    expect(engineSources()).toContain('engine/core/access/canAccess.ts');
    expect(engineSources().filter(isTestOnly)).toEqual([]);
    expect(isTestOnly('engine/core/screens/fixtures.ts')).toBe(false);
    expect(isTestOnly('engine/react/router/screenRouter.test.tsx')).toBe(true);
  });
});
