import { ms, table } from '../lib/stats';
import type { FirstVisitResult } from './main';

/** The first-visit section of `npm run bench`'s report: each click of the sale against the goal. */
export function firstVisitReport(r: FirstVisitResult): string {
  const mark = (x: number) => (x <= r.goalMs ? '' : ' ✗');
  return [
    `\n## First visit — the sale's clicks as a new user, built client on a warm server, Chromium ${r.chromium}, ` +
      `empty cache each run (${r.runs} runs, ms from the click to the next screen with its data; goal ≤ ${r.goalMs} ms; ` +
      `1-min load ${r.load.before.toFixed(1)} → ${r.load.after.toFixed(1)})\n`,
    table(
      ['click', 'shows', 'min', 'median', 'scripts', 'API calls', 'chain depth'],
      r.perClick.map((c) => [
        c.click,
        c.shows,
        ms(c.minMs) + mark(c.minMs),
        ms(c.medianMs) + mark(c.medianMs),
        String(c.chunks),
        String(c.api),
        String(c.depth),
      ]),
    ),
    `\nChain depth: the longest chain of requests each started after the one before it ended (1 = all at once). ` +
      `Same-run references: one /api/health fetch from the page ${ms(r.healthMs.min)} / ${ms(r.healthMs.median)} ms (min / median); ` +
      `the category click again, its screen's code already loaded, ${ms(r.revisitMs.min)} / ${ms(r.revisitMs.median)} ms.`,
  ].join('\n');
}
