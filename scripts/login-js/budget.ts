/** One script the page loaded: where from, and its size gzipped at level 9 on its own. */
export interface LoadedScript {
  url: string;
  gzipBytes: number;
}

export interface Budget {
  /** Most gzip bytes of JavaScript the page may load (180 KB = 180,000). */
  maxGzipBytes: number;
  /** Most script requests the page may make. */
  maxRequests: number;
}

/** The login page's budget of issue 13. */
export const LOGIN_BUDGET: Budget = { maxGzipBytes: 180_000, maxRequests: 15 };

/**
 * What is wrong with the scripts a page loaded against its budget: one line per excess, empty
 * when within it. The lines name the heaviest scripts, where a regression usually shows.
 *
 * @example overBudget([{ url: '/assets/a.js', gzipBytes: 200_000 }], LOGIN_BUDGET) // ['JavaScript 200.0 KB gzip > 180.0 KB …']
 */
export function overBudget(scripts: readonly LoadedScript[], budget: Budget): string[] {
  const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  const problems: string[] = [];
  const heaviest = [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 5)
    .map((s) => `${s.url.replace(/^.*\//, '')} ${kb(s.gzipBytes)}`)
    .join(', ');
  if (total > budget.maxGzipBytes)
    problems.push(`JavaScript ${kb(total)} gzip > ${kb(budget.maxGzipBytes)} (heaviest: ${heaviest})`);
  if (scripts.length > budget.maxRequests)
    problems.push(`${scripts.length} script requests > ${budget.maxRequests}`);
  return problems;
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
