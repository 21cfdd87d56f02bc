/**
 * The PostgreSQL error behind `error`, whichever driver raised it (PGlite and node-postgres both give
 * `code` and `constraint`) and however wrapped (drizzle's DrizzleQueryError keeps it as `cause`): the
 * first error of the cause chain whose `code` matches `sqlState`; null when there is none.
 */
export function findPgError(
  error: unknown,
  sqlState: (code: string) => boolean,
): { code: string; constraint?: unknown } | null {
  const seen = new Set<unknown>();
  for (
    let e = error;
    typeof e === 'object' && e !== null && !seen.has(e);
    e = (e as { cause?: unknown }).cause
  ) {
    seen.add(e);
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && sqlState(code)) return { code, constraint };
  }
  return null;
}
