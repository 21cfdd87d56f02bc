/** Appends one key to an RFC 6901 JSON pointer, escaping `~` and `/`. */
export function appendPointer(pointer: string, key: string | number): string {
  return `${pointer}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}
