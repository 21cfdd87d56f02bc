import ts from 'typescript';

/** A run of at least three words made only of letters: how a sentence looks, unlike a key or a CSS class. */
const THREE_WORDS = /(?:^|\s)\p{L}{2,}[,.:;!?]?\s+\p{L}+[,.:;!?]?\s+\p{L}+(?=[\s,.:;!?]|$)/u;
/** Letters with accents: no key, class, path or identifier of the engine has them. */
const ACCENTED = /[À-ÖØ-öø-ÿ]/;

/**
 * Whether `text` reads as a sentence in a human language.
 *
 * @example looksLikeSentence('Riprova più tardi') // true
 * @example looksLikeSentence('btn btn-outline-danger') // false
 */
export const looksLikeSentence = (text: string): boolean => ACCENTED.test(text) || THREE_WORDS.test(text);

/** `console.x(…)` or a `log(…)` the code was handed: what a developer reads in the console. */
const isLogCall = (callee: ts.Expression): boolean =>
  (ts.isIdentifier(callee) && callee.text === 'log') ||
  (ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'console');

/**
 * Texts for developers, not for the app's users: the message of a thrown error or of the console
 * (in English, never accented), and CSS classes. A user never reads them as the app's words.
 */
function isDeveloperText(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isNewExpression(at) && ts.isIdentifier(at.expression) && /Error$/.test(at.expression.text))
      return !ACCENTED.test(node.getText());
    if (ts.isCallExpression(at) && isLogCall(at.expression)) return !ACCENTED.test(node.getText());
    if (ts.isJsxAttribute(at) && at.name.getText() === 'className') return true;
    if (ts.isPropertyAssignment(at) && at.name.getText() === 'className') return true;
    if (ts.isStatement(at) || ts.isClassElement(at)) return false;
  }
  return false;
}

const isModuleName = (node: ts.Node): boolean =>
  !!node.parent && (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent));

/**
 * The string literals, template texts and JSX texts of a source file that read as sentences, as
 * `file:line: text`: the engine's words for people belong in its message catalogue
 * (engine/core/messages), by key, so an app can put them in its own language.
 */
export function sentencesIn(file: string, source: string): string[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const hits: string[] = [];
  const visit = (node: ts.Node) => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' {} ');
    else if (ts.isJsxText(node)) text = node.text;
    if (text !== null && !isModuleName(node) && looksLikeSentence(text) && !isDeveloperText(node)) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      hits.push(`${file}:${line}: ${text.trim().replace(/\s+/g, ' ')}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return hits;
}
