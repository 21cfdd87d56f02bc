/**
 * Where login sends a signed-out visitor of `target` (path + query). The returnUrl is added only
 * when the path is not the root (spec 1 §2, Access guard).
 *
 * @example loginPathFor('/area/utenti') // '/login?returnUrl=%2Farea%2Futenti'
 */
export function loginPathFor(target: string): string {
  return target === '/' || target === '' ? '/login' : `/login?returnUrl=${encodeURIComponent(target)}`;
}

/**
 * The returnUrl to follow after login, kept to paths of this site so that a crafted link cannot
 * send the user elsewhere.
 *
 * @example safeReturnUrl(new URLSearchParams(location.search).get('returnUrl')) // '/' when absent
 */
export function safeReturnUrl(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return '/';
  return value;
}
