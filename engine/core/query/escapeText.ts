/**
 * Characters that mean something to the grammar, written as percent escapes inside string values.
 * `&` is among them (spec 1 §7: "an & in a value is escaped") so a filter can sit in a hand-built
 * query string; `%` itself is escaped so any text, even one that looks like an escape, comes back
 * unchanged; `!` so no text is read as a typed value (`!!true!!`).
 */
const ESCAPES: Record<string, string> = {
  '%': '%25',
  '&': '%26',
  '(': '%28',
  ')': '%29',
  ';': '%3B',
  '[': '%5B',
  ']': '%5D',
  '!': '%21',
};

const UNESCAPES = new Map(Object.entries(ESCAPES).map(([ch, code]) => [code.toUpperCase(), ch]));

/** @example escapeText('R&D (50%)') // 'R%26D %2850%25%29' */
export function escapeText(text: string): string {
  return text.replace(/[%&()[\];!]/g, (ch) => ESCAPES[ch] ?? ch);
}

/**
 * Inverse of escapeText. A `%` not followed by one of its escapes is kept as it is, so hand-typed
 * values such as `10%` still mean what they say.
 *
 * @example unescapeText('R%26D %2850%25%29') // 'R&D (50%)'
 */
export function unescapeText(text: string): string {
  return text.replace(/%[0-9A-Fa-f]{2}/g, (code) => UNESCAPES.get(code.toUpperCase()) ?? code);
}
