import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { looksLikeSentence, sentencesIn } from './humanSentences';

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

/**
 * Where the engine may write English sentences for developers (never accented ones): what they read
 * when they build or test an app, not what its users read. Everything else a person reads is a key
 * of the engine's message catalogue (engine/core/messages), worded by the app's labels (issue 25).
 */
const DEVELOPER_TEXTS: ReadonlyArray<readonly [prefix: string, reason: string]> = [
  ['engine/core/messages/', 'the message catalogue: the English defaults of every key'],
  ['engine/core/screens/', "the screen checks' problems, reported to the app's developers at build time"],
  ['engine/core/registry/', "widget registration errors, for the app's developers"],
  ['engine/react/vite/', "the build plugin's messages"],
  ['engine/react/testing/', 'the test engine, used by tests and stories only'],
  ['engine/core/html/xssCorpus.ts', "a security corpus's findings, read by the sanitiser's tests"],
];

/** The sentences of a file that its place does not allow: accented ones anywhere, others outside DEVELOPER_TEXTS. */
export function misplacedSentences(file: string, source: string): string[] {
  const forDevelopers = DEVELOPER_TEXTS.some(([prefix]) => file.startsWith(prefix));
  const hits = sentencesIn(file, source);
  return forDevelopers ? hits.filter((hit) => /[À-ÖØ-öø-ÿ]/.test(hit.slice(hit.indexOf(': ') + 2))) : hits;
}

describe('engine/ holds no sentence for people outside its message catalogue (issue 25)', () => {
  it('words what users read through message keys', () => {
    const hits = engineSources().flatMap((f) =>
      misplacedSentences(f, readFileSync(path.join(root, f), 'utf8')),
    );
    expect(hits).toEqual([]);
  });

  it('finds a planted sentence in a string, a template or JSX text, with file and line', () => {
    const planted = [
      "export const a = 'btn btn-primary';",
      "export const b = 'Riprova più tardi';",
      'export const c = `Il campo ${x} non è valido`;',
      'export const D = () => <p>Nothing to show here</p>;',
      "export const e = t('menu.home');",
      "throw new Error('useEngine must be used inside a provider');",
      "throw new Error('Utente già abilitato');",
    ].join('\n');
    expect(misplacedSentences('engine/react/x.tsx', planted)).toEqual([
      'engine/react/x.tsx:2: Riprova più tardi',
      'engine/react/x.tsx:3: Il campo {} non è valido',
      'engine/react/x.tsx:4: Nothing to show here',
      'engine/react/x.tsx:7: Utente già abilitato',
    ]);
    expect(misplacedSentences('engine/core/screens/x.ts', planted)).toEqual([
      'engine/core/screens/x.ts:2: Riprova più tardi',
      'engine/core/screens/x.ts:3: Il campo {} non è valido',
      'engine/core/screens/x.ts:7: Utente già abilitato',
    ]);
  });

  it('tells sentences from keys and classes', () => {
    expect(looksLikeSentence('Pagina non trovata')).toBe(true);
    expect(looksLikeSentence('Età')).toBe(true);
    expect(looksLikeSentence('msg.erroreGenerico')).toBe(false);
    expect(looksLikeSentence('d-flex align-items-center')).toBe(false);
  });
});
