/**
 * Whether one permission the user holds satisfies one permission a guard requires.
 *
 * Strings are `CODE` or `CODE|LETTERS` (letters from R C U D E). A held `*` grants everything, and so
 * does a held `CODE|*` for that code. A required string matches by prefix at a boundary: the held
 * code must equal the required code, or continue it right after a `_` that ends the required string
 * (`WEB_AREA_` matches `WEB_AREA_UTENTI|R`, `WEB_AREA_UTENTI` does not match `WEB_AREA_UTENTIX|R`
 * nor `WEB_AREA_UTENTI_EXTRA|R`). Required letters must all be held.
 *
 * @example matchPermission('WEB_AREA_UTENTI|RU', 'WEB_AREA_UTENTI|R') // true
 */
export function matchPermission(held: string, required: string): boolean {
  if (held === '*') return true;
  const [heldCode, heldLetters = ''] = splitPermission(held);
  const [reqCode, reqLetters = ''] = splitPermission(required);
  if (reqCode === '' || heldCode === '') return false;
  const codeMatches = reqCode.endsWith('_') ? heldCode.startsWith(reqCode) : heldCode === reqCode;
  if (!codeMatches) return false;
  if (heldLetters === '*') return true;
  for (const letter of reqLetters.toUpperCase()) {
    if (!heldLetters.toUpperCase().includes(letter)) return false;
  }
  return true;
}

function splitPermission(value: string): [string, string?] {
  const bar = value.indexOf('|');
  if (bar === -1) return [value.trim()];
  return [value.slice(0, bar).trim(), value.slice(bar + 1).trim()];
}

/**
 * Whether a held user attribute satisfies a required one: equal, either side `ALL`, or the required
 * attribute is a prefix ending at a `_` boundary (`cliente` matches `cliente_premium`).
 *
 * @example matchAttribute('cliente_premium', 'cliente') // true
 */
export function matchAttribute(held: string, required: string): boolean {
  if (required === 'ALL' || held === 'ALL') return true;
  if (held === required) return true;
  return held.startsWith(`${required}_`);
}
