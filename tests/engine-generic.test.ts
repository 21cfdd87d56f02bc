import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
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

// ---- app types and endpoints (issue 25 item 1) ----

/** Folders of the app: the engine imports nothing from them. */
const APP_FOLDERS = ['src', 'widgets', 'server', 'screens', 'schemas/entities'];

function sourceFile(file: string, text: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

const lineOf = (source: ts.SourceFile, node: ts.Node): number =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

const hit = (file: string, source: ts.SourceFile, node: ts.Node, text: string) =>
  `${file}:${lineOf(source, node)}: ${text.split('\n')[lineOf(source, node) - 1]!.trim()}`;

/** Every module a file imports (static, re-export, dynamic, `import('x').T`), with the names it takes. */
function importsOf(
  source: ts.SourceFile,
): Array<{ node: ts.Node; specifier: string; names: string[] | null }> {
  const found: Array<{ node: ts.Node; specifier: string; names: string[] | null }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      // A default or namespace import takes everything the module has: no list of names to check.
      const names =
        clause && !clause.name && bindings && ts.isNamedImports(bindings)
          ? bindings.elements.map((e) => (e.propertyName ?? e.name).text)
          : clause
            ? null
            : [];
      found.push({ node, specifier: node.moduleSpecifier.text, names });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements.map((e) => (e.propertyName ?? e.name).text)
          : null;
      found.push({ node, specifier: node.moduleSpecifier.text, names });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ node, specifier: node.arguments[0].text, names: null });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({
        node,
        specifier: node.argument.literal.text,
        names: node.qualifier
          ? [ts.isIdentifier(node.qualifier) ? node.qualifier.text : node.qualifier.left.getText()]
          : null,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every import of `file` that reaches the app: a module under src/, widgets/, server/, screens/ or
 * the entity schemas, or a type of schemas/types that is not a meta type (the screen language,
 * schemas/types/meta, is the engine's own; `metaNames` are its exported names, which the
 * schemas/types index re-exports), as `file:line: text`.
 */
export function appImportsIn(file: string, text: string, metaNames: ReadonlySet<string>): string[] {
  const source = sourceFile(file, text);
  return importsOf(source).flatMap(({ node, specifier, names }) => {
    if (!specifier.startsWith('.')) return [];
    const target = path.posix
      .normalize(path.posix.join(path.posix.dirname(file), specifier))
      .replace(/\.tsx?$/, '');
    const under = (folder: string) => target === folder || target.startsWith(`${folder}/`);
    const bad =
      APP_FOLDERS.some(under) ||
      (under('schemas/types') &&
        !under('schemas/types/meta') &&
        !(
          (target === 'schemas/types' || target === 'schemas/types/index') &&
          names !== null &&
          names.every((name) => metaNames.has(name))
        ));
    return bad ? [hit(file, source, node, text)] : [];
  });
}

/** The names schemas/types/meta exports: the screen language's types. */
function metaTypeNames(): Set<string> {
  const dir = path.join(root, 'schemas/types/meta');
  const names = new Set<string>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const source = sourceFile(name, readFileSync(path.join(dir, name), 'utf8'));
    for (const statement of source.statements) {
      const exported =
        ts.canHaveModifiers(statement) &&
        ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (exported && 'name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node))
        names.add((statement.name as ts.Identifier).text);
    }
  }
  return names;
}

/**
 * A literal that reads as a path on a server: `/api/…`, or two or more `/`-separated words
 * (`account/me`, `/orders/{id}`, the `x/y/` head of a template). MIME types, date formats and
 * anything with spaces, markup or ICU braces at its start are not paths.
 */
const PATH_LIKE = /^\/?[A-Za-z][\w.-]*(\/[\w.{}:$-]+)+\/?$/;
const NOT_AN_ENDPOINT = [
  /^(application|audio|font|image|message|model|multipart|text|video)\/[\w.+-]+$/,
  /^[DMYdmyHhs]+(\/[DMYdmyHhs]+)+$/,
];
export const looksLikeEndpoint = (value: string): boolean =>
  /^\/?api\//.test(value) || (PATH_LIKE.test(value) && !NOT_AN_ENDPOINT.some((p) => p.test(value)));

/**
 * Path-like literals that are not the app's API, each with why: the engine may keep them.
 * A file's entry lists the literal values it may hold.
 */
const NOT_ENDPOINTS: Readonly<Record<string, readonly string[]>> = {
  // A JSON pointer into the screen file being linted.
  'engine/core/screens/lintScreen.ts': ['/guard/permissions'],
  // The dev-server plugin reads the entity schemas' folder from disk.
  'engine/react/vite/checkScreens.ts': ['schemas/entities'],
};

/** Every string literal of `file` (module specifiers aside) that looks like an endpoint, as `file:line: text`. */
export function endpointLiteralsIn(file: string, text: string): string[] {
  const source = sourceFile(file, text);
  const allowed = NOT_ENDPOINTS[file] ?? [];
  const hits: string[] = [];
  const visit = (node: ts.Node) => {
    const isSpecifier =
      ts.isImportDeclaration(node) ||
      ts.isExportDeclaration(node) ||
      ts.isImportTypeNode(node) ||
      ts.isExternalModuleReference(node) ||
      (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword);
    if (isSpecifier) return;
    const value =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
        ? node.text
        : null;
    if (value !== null && looksLikeEndpoint(value) && !allowed.includes(value))
      hits.push(hit(file, source, node, text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return hits;
}

describe('engine/ imports no app type and names no endpoint (issue 25 item 1)', () => {
  const metaNames = metaTypeNames();

  it('imports nothing of the app: no src/, widgets/, server/, screens/, and of schemas/types only the meta types', () => {
    const hits = engineSources().flatMap((f) =>
      appImportsIn(f, readFileSync(path.join(root, f), 'utf8'), metaNames),
    );
    expect(hits).toEqual([]);
  });

  it('reports an app import with file and line', () => {
    const text = [
      "import type { Screen } from '../../../schemas/types';",
      "import type { UserInfo } from '../../../schemas/types';",
      "import type { Guard } from '../../../schemas/types/meta/guard';",
      "import type { MeResponse } from '../../../schemas/types/meResponse';",
      "export { brand } from '../../../src/brand';",
      "const w = () => import('../../../widgets/grid/DataGrid');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(appImportsIn('engine/core/x/y.ts', text, new Set(['Screen', 'Guard']))).toEqual([
      "engine/core/x/y.ts:2: import type { UserInfo } from '../../../schemas/types';",
      "engine/core/x/y.ts:4: import type { MeResponse } from '../../../schemas/types/meResponse';",
      "engine/core/x/y.ts:5: export { brand } from '../../../src/brand';",
      "engine/core/x/y.ts:6: const w = () => import('../../../widgets/grid/DataGrid');",
    ]);
    expect(metaNames.has('Screen')).toBe(true);
    expect(metaNames.has('UserInfo')).toBe(false);
  });

  it('names no endpoint in a string literal', () => {
    const hits = engineSources().flatMap((f) =>
      endpointLiteralsIn(f, readFileSync(path.join(root, f), 'utf8')),
    );
    expect(hits).toEqual([]);
  });

  it('reports an endpoint-like literal with file and line, and leaves specifiers, MIME types, formats and markup alone', () => {
    const text = [
      "import { a } from './b/c';",
      "const me = () => client.get('account/me');",
      'const asUser = (id: number) => client.post(`account/asusers/${id}`);',
      "const types = ['text/html', 'application/json', 'DD/MM/YYYY'];",
      "const markup = '<b>{count, plural, one {# file/s} other {# files}}</b>';",
      "const api = '/api/x';",
      "const route = '/login';",
      "const lazy = import('./x/y');",
    ].join('\n');
    expect(endpointLiteralsIn('engine/core/x.ts', text)).toEqual([
      "engine/core/x.ts:2: const me = () => client.get('account/me');",
      'engine/core/x.ts:3: const asUser = (id: number) => client.post(`account/asusers/${id}`);',
      "engine/core/x.ts:6: const api = '/api/x';",
    ]);
  });
});
