/**
 * The known names nearest to a misspelt one, best first, for "did you mean" messages.
 * Near means a small edit distance, or a known name that contains the wanted one (case-insensitive).
 *
 * @example closestNames('login-from', ['login-form', 'grid']) // ['login-form']
 */
export function closestNames(wanted: string, known: Iterable<string>, limit = 3): string[] {
  const w = wanted.toLowerCase();
  const budget = Math.min(4, Math.max(1, Math.floor(w.length / 3)));
  const scored: Array<{ name: string; score: number }> = [];
  for (const name of known) {
    const n = name.toLowerCase();
    const distance = editDistance(w, n);
    const contains = w.length >= 3 && n.includes(w);
    if ((distance <= budget && distance < w.length) || contains)
      scored.push({ name, score: contains ? Math.min(distance, budget) : distance });
  }
  scored.sort((a, b) => a.score - b.score || a.name.localeCompare(b.name));
  // A clear winner should not be diluted by names that are merely within the budget.
  const best = scored[0]?.score ?? 0;
  return scored
    .filter((s) => s.score <= best + 1)
    .slice(0, limit)
    .map((s) => s.name);
}

/** Optimal string alignment distance: Levenshtein plus adjacent transpositions (`filtrable` is 1 away). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number): number => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(a.length, b.length);
}
