import { matchAttribute, matchPermission } from '../access/matchPermission';
import type { AccessGuard } from '../access/types';

/** What the server demands of a caller of a list: a guard, or open to anyone. */
export type ListAccess = AccessGuard & { public?: boolean; authenticated?: boolean };

/**
 * Why a screen's guard lets in users the list it reads refuses, one reason each; empty when every
 * user the guard admits may read the list (README, "A permission declared once"). Permission
 * letters are not compared: the guard opens the screen, the list wants its reading letter. A guard
 * stricter than the list is fine, because one list may serve several screens. `product` stands for
 * `{product}` in the permissions of either side.
 *
 * @example guardGaps({ guard: { permissions: ['A'] } }, { permissions: ['B|R'] }) // ['permission "A" is not one the list accepts (B|R)']
 */
export function guardGaps(
  screen: { guard?: AccessGuard; anonymous?: boolean },
  access: ListAccess,
  product?: string,
): string[] {
  if (access.public) return [];
  // The server resolves `{product}` when it registers a list; a screen keeps it until it is shown.
  const brand = (code: string) =>
    product === undefined ? code : code.replace(/\{product\}/gi, product.toUpperCase());
  const gaps: string[] = [];
  const guard = screen.guard ?? {};
  if (screen.anonymous) gaps.push('the screen is anonymous and the list needs a signed-in user');

  const needed = access.permissions ?? [];
  const held = guard.permissions ?? [];
  const shown = needed.join(', ');
  // A guard user holds each code it asks for, with any letters.
  const accepted = (permission: string, required: string) =>
    matchPermission(`${brand(permission.split('|')[0] ?? permission)}|*`, brand(required));
  if (needed.length > 0 && held.length === 0) {
    gaps.push(
      `the guard asks for no permission; the list needs ${access.mode === 'all' ? 'all' : 'one'} of ${shown}`,
    );
  } else if (needed.length > 0 && access.mode === 'all') {
    const guardNeedsAll = guard.mode === 'all' || held.length === 1;
    for (const required of needed) {
      if (!guardNeedsAll || !held.some((p) => accepted(p, required)))
        gaps.push(`the list needs every one of ${shown} and the guard does not demand ${required}`);
    }
  } else if (needed.length > 0 && guard.mode === 'all') {
    if (!held.some((p) => needed.some((required) => accepted(p, required))))
      gaps.push(`no permission of the guard is one the list accepts (${shown})`);
  } else {
    for (const permission of held) {
      if (!needed.some((required) => accepted(permission, required)))
        gaps.push(`permission "${permission}" is not one the list accepts (${shown})`);
    }
  }

  const types = access.attributes ?? [];
  const guardTypes = guard.attributes ?? [];
  if (types.length > 0 && !types.includes('ALL')) {
    if (guardTypes.length === 0 || guardTypes.includes('ALL')) {
      gaps.push(`the guard admits any user attribute; the list needs one of ${types.join(', ')}`);
    } else {
      for (const attribute of guardTypes) {
        if (!types.some((required) => matchAttribute(attribute, required)))
          gaps.push(`attribute "${attribute}" is not one the list accepts (${types.join(', ')})`);
      }
    }
  }

  const guardFlags: Readonly<Record<string, boolean | undefined>> = guard.userFlags ?? {};
  for (const [flag, value] of Object.entries(access.userFlags ?? {})) {
    if (value !== undefined && guardFlags[flag] !== value)
      gaps.push(`the list needs the user flag ${flag} to be ${String(value)}; the guard does not demand it`);
  }
  return gaps;
}
