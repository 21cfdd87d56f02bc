/** What a form does after the server accepts it; a screen file picks one. */
export type SuccessAction =
  { action: 'login' } | { action: 'navigate'; to: string } | { action: 'message'; text?: string };

/**
 * A returnUrl is followed only when it stays on this site: a path starting with one slash. `//host`
 * and `/\host` would leave it (browsers read both as another host).
 *
 * @example safeReturnUrl('/carrello?x=1') // '/carrello?x=1'; safeReturnUrl('//evil.example') // '/'
 */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/** The token of a sign-in answer (`{ data: { token } }`), or null. */
export function tokenOf(body: Record<string, unknown>): string | null {
  const data = body.data as { token?: unknown } | undefined;
  return typeof data?.token === 'string' && data.token !== '' ? data.token : null;
}
