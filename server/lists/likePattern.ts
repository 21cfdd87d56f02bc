/**
 * A LIKE pattern that matches `text` literally, for `ILIKE … ESCAPE '\'`: the user's `%`, `_` and
 * `\` are data, not wildcards.
 */
export function likePattern(text: string, where: 'contains' | 'startsWith' | 'endsWith'): string {
  const literal = text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  if (where === 'startsWith') return `${literal}%`;
  if (where === 'endsWith') return `%${literal}`;
  return `%${literal}%`;
}
