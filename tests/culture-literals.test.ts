import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A locale or currency written into a client file bypasses the culture the app hands the engine
 * (issue 25): the second app (en-GB, GBP) would show Italian separators in a shared widget. The
 * portal's culture is data in schemas/catalogues; the label catalogue names its languages by locale;
 * stories and fixtures are test data.
 */
const ALLOWED = new Set([
  // The engine's own default until the app hands its culture.
  'engine/core/format/culture.ts',
  'schemas/catalogues/portalCulture.ts',
  'schemas/catalogues/labelTexts.ts',
]);
const LITERAL = /['"`](?:[a-z]{2}-[A-Z]{2}|EUR|GBP|USD)['"`]/;

export function cultureLiteralsIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      LITERAL.test(line) && !line.trim().startsWith('*') && !line.trim().startsWith('//')
        ? [`${file}:${i + 1}: ${line.trim()}`]
        : [],
    );
}

function clientSources(): string[] {
  return ['engine', 'widgets', 'src', 'schemas/catalogues']
    .flatMap((dir) =>
      (readdirSync(path.join(root, dir), { recursive: true }) as string[]).map(
        (f) => `${dir}/${f.split(path.sep).join('/')}`,
      ),
    )
    .filter(
      (f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f) && !/\/(fixtures|stories)\//.test(f),
    )
    .filter((f) => !ALLOWED.has(f))
    .sort();
}

describe('the client takes its locale and currency from the culture (issue 25)', () => {
  it('writes no locale or currency code outside the culture catalogue', () => {
    const hits = clientSources().flatMap((f) =>
      cultureLiteralsIn(f, readFileSync(path.join(root, f), 'utf8')),
    );
    expect(hits).toEqual([]);
  });

  it('finds a planted one', () => {
    expect(cultureLiteralsIn('x.ts', "const f = new Intl.NumberFormat('it-IT');")).toHaveLength(1);
    expect(cultureLiteralsIn('x.ts', "formatMoney(1, { currency: 'EUR' })")).toHaveLength(1);
    expect(cultureLiteralsIn('x.ts', ' * @example configureCulture({ locale: "fr-FR" })')).toEqual([]);
  });
});
