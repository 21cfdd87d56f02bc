import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_MESSAGES } from '../engine/core/messages';
import { itIT } from '../schemas/catalogues/labelTexts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * One source for texts (issue 25 item 3): every key the code, a screen or the server uses has an
 * it-IT label, and every it-IT label is used. A key is used when some source names it as a whole
 * string, or its plural base (`key_one` → `key`) is, or it falls under a dynamic prefix below.
 */

/** Keys built at run time from a prefix, each with where and why; each prefix must still occur in code. */
const DYNAMIC_PREFIXES: ReadonlyArray<readonly [prefix: string, reason: string]> = [
  ['griglia.operatore.', 'widgets/grid/model/operators.ts: operatorLabelKey(op), one per filter operator'],
  ['datiAzienda.', 'widgets/company-data-dialog: one label per field of the company data schema'],
  ['menu.', "engine's navigation: the menu entry of each screen, by the screen's name"],
  ['pagamento.', 'widgets/payment-outcome: the text of each payment state'],
  ['registrazione.', 'widgets/registration: one label per uploaded document'],
];

/**
 * Labels nothing uses yet, kept because the spec quotes their texts for screens or messages not
 * built yet (the label catalogue test holds the quotes). This list may only shrink: a key that
 * becomes used, or leaves it-IT.json, fails the test until it leaves this list too.
 */
const NOT_USED_YET: readonly string[] = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'labelKeys.notUsedYet.json'), 'utf8'),
) as string[];

const SOURCE_DIRS = ['src', 'widgets', 'engine', 'server', '.storybook', 'schemas', 'screens'];
const LABEL_FILES = /schemas\/catalogues\/(labels\/|pricingErrorTexts\.ts$)/;

function sources(): Array<{ file: string; text: string }> {
  return SOURCE_DIRS.flatMap((dir) =>
    (readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .map((f) => `${dir}/${f.split(path.sep).join('/')}`)
      .filter((f) => /\.(tsx?|json)$/.test(f) && !/\.test\.tsx?$/.test(f) && !LABEL_FILES.test(f))
      .filter((f) => !f.includes('/node_modules/'))
      .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') })),
  );
}

/** Props of screen files (and list definitions) whose string value is a label key. */
const LABEL_PROPS = new Set([
  'title',
  'label',
  'text',
  'emptyText',
  'intro',
  'submitLabel',
  'signOutLabel',
  'missingQuery',
  'ui:title',
  'ui:description',
  'ui:help',
  'ui:placeholder',
]);
const LABEL_KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

/** Every label key a source asks for by name, as `key` → `file`. */
export function keysAskedFor(file: string, text: string): Map<string, string> {
  const keys = new Map<string, string>();
  if (file.endsWith('.json')) {
    const walk = (value: unknown, prop: string | null): void => {
      if (typeof value === 'string') {
        if (prop !== null && LABEL_PROPS.has(prop) && LABEL_KEY.test(value)) keys.set(value, file);
      } else if (Array.isArray(value)) value.forEach((v) => walk(v, prop === 'valueLabels' ? 'label' : null));
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, prop === 'valueLabels' ? 'label' : k);
    };
    if (/^(screens\/|server\/lists\/definitions\/)/.test(file)) walk(JSON.parse(text), null);
    return keys;
  }
  if (file.startsWith('server/')) {
    // The server's message codes (the client's toast titles) and its Italian texts by key.
    for (const m of text.matchAll(/(?:\bcode: |badRequest\(\s*)'([a-zA-Z]+(?:\.[a-zA-Z]+)+)'/g))
      keys.set(m[1]!, file);
    for (const m of text.matchAll(/\b(?:testoIt|pluraleIt)\(\s*'([^'\s]+)'/g)) keys.set(m[1]!, file);
    return keys;
  }
  // t('key'), runtime.t('key'), translate('key'), and keys kept as data: { key: 'a.b' }.
  for (const m of text.matchAll(/\b(?:t|translate)\(\s*['"]([^'"\s]+)['"]/g)) keys.set(m[1]!, file);
  for (const m of text.matchAll(/\bkey: '([A-Za-z]+(?:\.[\w]+)+)'/g)) keys.set(m[1]!, file);
  return keys;
}

/** Keys asked for that the catalogue lacks, as `key (file)`. */
export function missingKeys(files: Array<{ file: string; text: string }>, catalogue: Record<string, string>) {
  return (
    files
      .flatMap(({ file, text }) => [...keysAskedFor(file, text)])
      // A plural text (pluraleIt) is asked for by its base: `key_other` is the form every culture has.
      .filter(([key]) => !(key in catalogue) && !(`${key}_other` in catalogue))
      .map(([key, file]) => `${key} (${file})`)
      .sort()
  );
}

/** Keys of the catalogue no source names, beyond plural forms and dynamic prefixes. */
export function unusedKeys(
  files: Array<{ file: string; text: string }>,
  catalogue: Record<string, string>,
  prefixes: readonly string[],
): string[] {
  const named = new Set<string>();
  for (const { text } of files) for (const m of text.matchAll(/['"`]([\w.-]+)['"`]/g)) named.add(m[1]!);
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
  return Object.keys(catalogue)
    .filter((key) => !named.has(key) && !named.has(base(key)) && !prefixes.some((p) => key.startsWith(p)))
    .sort();
}

describe('one source for texts (issue 25)', () => {
  const files = sources();
  const prefixes = DYNAMIC_PREFIXES.map(([p]) => p);

  it('has an it-IT label for every key the code, a screen or the server asks for', () => {
    expect(missingKeys(files, itIT)).toEqual([]);
  });

  it("words every message of the engine's catalogue in Italian", () => {
    expect(Object.keys(ENGINE_MESSAGES).filter((k) => !(k in itIT))).toEqual([]);
  });

  it('has no it-IT label that nothing uses', () => {
    expect(unusedKeys(files, itIT, prefixes).filter((k) => !NOT_USED_YET.includes(k))).toEqual([]);
  });

  it('lists as not used yet only keys that exist and are still unused', () => {
    const unused = new Set(unusedKeys(files, itIT, prefixes));
    expect(NOT_USED_YET.filter((k) => !unused.has(k))).toEqual([]);
  });

  it('declares only dynamic prefixes the code still builds keys from', () => {
    const built = (p: string) =>
      files.some(({ text }) => text.includes(`\`${p}\${`) || text.includes(`'${p}' +`));
    expect(prefixes.filter((p) => !built(p))).toEqual([]);
  });

  it('fails on a planted unknown key and a planted unused key', () => {
    const planted = [
      {
        file: 'widgets/x/X.tsx',
        text: "const a = t('zz.chiaveInventata'); const b = t('menu.home'); const c = { key: 'zz.comeDato' };",
      },
      {
        file: 'screens/x.screen.json',
        text: '{ "title": "zz.titoloInventato", "props": { "path": "a.b" } }',
      },
    ];
    expect(missingKeys(planted, { 'menu.home': 'Home' })).toEqual([
      'zz.chiaveInventata (widgets/x/X.tsx)',
      'zz.comeDato (widgets/x/X.tsx)',
      'zz.titoloInventato (screens/x.screen.json)',
    ]);
    expect(unusedKeys(planted, { 'menu.home': 'Home', 'zz.nonUsata': 'x', 'k.n_one': '1' }, [])).toEqual([
      'k.n_one',
      'zz.nonUsata',
    ]);
  });
});
