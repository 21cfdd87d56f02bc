import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * One data layer (issue 9 §1): widgets and the app get server data through engine/react/data's
 * hooks (useDataSource, useListQuery, useSourceMutation), which own the client choice (busy
 * overlay or background), cancellation and the cache. A widget that calls the API itself bypasses
 * all three. Each rule lists its offenders as `file:line: text`.
 */
const DIRECT_CALLS: Array<[string, RegExp]> = [
  ['fetch', /(^|[^\w.])fetch\(|\b(window|globalThis)\.fetch\b/],
  ['ky import', /from ['"]ky['"]|import\(['"]ky['"]\)/],
  [
    'API client',
    /\buseApi\(|\bclients\.(main|background)\b|\b(main|background)\.(get|post|put|patch|delete)\(/,
  ],
  ['hand-written effect fetch', /\blet live = true\b/],
];

/** Casts through unknown hide a wrong type instead of fixing it (issue 9 "Done means"). */
const CAST = /\bas unknown as\b/;

/** Tests, stories and their fake servers may build clients: they stand for the API, not use it. */
const isTestSupport = (file: string): boolean =>
  /\.(test|stories)\.tsx?$/.test(file) || /(^|\/)stories\//.test(file) || /StoryEngine\.tsx?$/.test(file);

function sources(dir: string): string[] {
  return (readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .map((f) => `${dir}/${f.split(path.sep).join('/')}`)
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !isTestSupport(f))
    .sort();
}

/** `file:line: text` for every line of the files matching `pattern`. */
export function linesMatching(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

/**
 * The app's providers are how the engine reaches the app's API (sign-in and who am I, a culture's
 * texts; issue 25; the popup notices, issue 28): the engine calls them with its own clients, as the data hooks use them.
 */
const isProvider = (file: string): boolean =>
  /^src\/auth\/portalAuth\.ts$|^src\/portalLabels\.ts$|^src\/notices\/portalNotices\.ts$/.test(file);

describe('one data layer (issue 9 §1)', () => {
  const app = [...sources('widgets'), ...sources('src').filter((f) => !isProvider(f))];

  it.each(DIRECT_CALLS)('no widget or app file uses a %s outside engine/react/data', (_, pattern) => {
    expect(linesMatching(app, pattern)).toEqual([]);
  });

  it('no widget casts through unknown', () => {
    expect(linesMatching(sources('widgets'), CAST)).toEqual([]);
  });

  it('the rules catch what they are for', () => {
    const caught = (line: string) => DIRECT_CALLS.filter(([, pattern]) => pattern.test(line)).map(([n]) => n);
    expect(caught("const r = await fetch('/api/x');")).toEqual(['fetch']);
    expect(caught("import ky from 'ky';")).toEqual(['ky import']);
    expect(caught('const { main } = useApi();')).toEqual(['API client']);
    expect(caught("await runtime.clients.main.get('x');")).toEqual(['API client']);
    expect(caught("const page = await background.post('export/xlsx', {")).toEqual(['API client']);
    expect(caught('let live = true;')).toEqual(['hand-written effect fetch']);
    expect(caught('void query.refetch();')).toEqual([]);
    expect(CAST.test('const x = y as unknown as Z;')).toBe(true);
  });
});
